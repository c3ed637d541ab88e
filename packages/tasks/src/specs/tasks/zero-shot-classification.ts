import { labelScores } from "../common.js";
import type { TaskSpec } from "../schema.js";

export const zeroShotClassificationSpec: TaskSpec = {
	task: "zero-shot-classification",
	method: "zeroShotClassification",
	request: {
		title: "ZeroShotClassificationInput",
		type: "object",
		description: "A text and the labels, chosen at call time, to score it against.",
		properties: {
			inputs: { type: "string", description: "The text to classify." },
			parameters: {
				title: "ZeroShotClassificationParameters",
				type: "object",
				description: "The candidate labels and how each is tested against the text.",
				properties: {
					candidate_labels: {
						type: "array",
						minItems: 1,
						items: { type: "string" },
						description: "The labels to choose from, in any words, e.g. refund, legal, faq.",
					},
					hypothesis_template: {
						type: "string",
						default: "This example is {}.",
						description:
							"The sentence each label is put into, at {}, before the model checks whether the text implies it.",
					},
					multi_label: {
						type: "boolean",
						default: false,
						description:
							"Score each label on its own so several can fit; when false, the scores share 1 across the labels.",
					},
				},
				required: ["candidate_labels"],
			},
		},
		required: ["inputs", "parameters"],
	},
	response: labelScores("Every candidate label with its score, highest first."),
};
