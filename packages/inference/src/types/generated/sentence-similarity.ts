// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

/** One sentence to compare with each sentence of a list. */
export interface SentenceSimilarityInput {
	/** The reference sentence and the sentences to compare with it. */
	inputs: SentenceSimilarityInputData;
}

/** The reference sentence and the sentences to compare with it. */
export interface SentenceSimilarityInputData {
	/** The text every other sentence is compared with; a phrase, a sentence or a passage. */
	source_sentence: string;
	/** The texts to score against the source sentence. */
	sentences: string[];
}

/** One similarity score per sentence, in the order the sentences were given; higher means closer. */
export type SentenceSimilarityOutput = number[];
