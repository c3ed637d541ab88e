import { CLASSIFICATION_TRANSFORM, labelScores } from "../common.js";
import type { TaskSpec } from "../schema.js";

export const textClassificationSpec: TaskSpec = {
	task: "text-classification",
	method: "textClassification",
	request: {
		title: "TextClassificationInput",
		type: "object",
		description:
			"A text to label (sentiment, topic, language…), with optional settings for the labels returned.",
		properties: {
			inputs: { type: "string", description: "The text to classify." },
			parameters: {
				title: "TextClassificationParameters",
				type: "object",
				description: "Settings for how many labels come back and how they are scored.",
				properties: {
					function_to_apply: CLASSIFICATION_TRANSFORM,
					top_k: {
						type: "integer",
						minimum: 1,
						description: "How many of the most likely labels to return; every label when left out.",
					},
				},
			},
		},
		required: ["inputs"],
	},
	response: labelScores("The model's labels for the text, highest score first."),
};
