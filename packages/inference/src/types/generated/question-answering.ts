// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

/** A question and a passage that holds its answer. */
export interface QuestionAnsweringInput {
	/** The question and the passage to take the answer from. */
	inputs: QuestionAnsweringInputData;
	/** Settings for long passages and for which answers count. */
	parameters?: QuestionAnsweringParameters;
}

/** The question and the passage to take the answer from. */
export interface QuestionAnsweringInputData {
	/** What to find out. */
	question: string;
	/** The passage the answer is copied from. */
	context: string;
}

/** Settings for long passages and for which answers count. */
export interface QuestionAnsweringParameters {
	/**
	 * How many candidate answers the server ranks; the client resolves to the best of them.
	 * @default 1
	 */
	top_k?: number;
	/**
	 * Tokens shared by consecutive windows when a long passage is read in several pieces.
	 * @default 128
	 */
	doc_stride?: number;
	/**
	 * Longest answer considered, in tokens.
	 * @default 15
	 */
	max_answer_len?: number;
	/**
	 * Tokens per window (question and passage together); longer passages are split into windows.
	 * @default 384
	 */
	max_seq_len?: number;
	/**
	 * Longest question kept, in tokens; the rest of the question is cut.
	 * @default 64
	 */
	max_question_len?: number;
	/**
	 * Allow an empty answer when the passage does not answer the question.
	 * @default false
	 */
	handle_impossible_answer?: boolean;
	/**
	 * Widen the answer to whole words; helps languages with spaces, can hurt ones without (Chinese, Japanese).
	 * @default true
	 */
	align_to_words?: boolean;
}

/** The best answer found in the passage, with where it sits. */
export interface QuestionAnsweringOutput {
	/** The answer, as it appears in the passage. */
	answer: string;
	/** Confidence in the answer, from 0 to 1. */
	score: number;
	/** Character offset in the passage where the answer begins. */
	start: number;
	/** Character offset in the passage just after the answer ends. */
	end: number;
}
