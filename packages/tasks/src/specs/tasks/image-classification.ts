import { CLASSIFICATION_TRANSFORM, inlineImageInput, labelScores } from "../common.js";
import type { TaskSpec } from "../schema.js";

export const imageClassificationSpec: TaskSpec = {
	task: "image-classification",
	method: "imageClassification",
	request: {
		title: "ImageClassificationInput",
		type: "object",
		description: "An image to sort into the classes the model was trained on.",
		properties: {
			inputs: inlineImageInput("The image to classify."),
			parameters: {
				title: "ImageClassificationParameters",
				type: "object",
				description: "Options for scoring and trimming the list of labels.",
				properties: {
					function_to_apply: CLASSIFICATION_TRANSFORM,
					top_k: {
						type: "integer",
						minimum: 1,
						default: 5,
						description: "How many labels to return, the most likely first.",
					},
				},
			},
		},
		required: ["inputs"],
	},
	response: labelScores("The image's labels with their scores, the most likely first."),
};
