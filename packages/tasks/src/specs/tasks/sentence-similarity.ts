import type { TaskSpec } from "../schema.js";

export const sentenceSimilaritySpec: TaskSpec = {
	task: "sentence-similarity",
	method: "sentenceSimilarity",
	request: {
		title: "SentenceSimilarityInput",
		type: "object",
		description: "One sentence to compare with each sentence of a list.",
		properties: {
			inputs: {
				title: "SentenceSimilarityInputData",
				type: "object",
				description: "The reference sentence and the sentences to compare with it.",
				properties: {
					source_sentence: {
						type: "string",
						description: "The text every other sentence is compared with; a phrase, a sentence or a passage.",
					},
					sentences: {
						type: "array",
						minItems: 1,
						items: { type: "string" },
						description: "The texts to score against the source sentence.",
					},
				},
				required: ["source_sentence", "sentences"],
			},
		},
		required: ["inputs"],
	},
	response: {
		type: "array",
		description:
			"One similarity score per sentence, in the order the sentences were given; higher means closer.",
		items: { type: "number", description: "Cosine similarity of this sentence to the source, from -1 to 1." },
	},
};
