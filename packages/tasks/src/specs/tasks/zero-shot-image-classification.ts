import { inlineImageInput, labelScores } from "../common.js";
import type { JsonSchema, TaskSpec } from "../schema.js";

const image: JsonSchema = inlineImageInput("The image to classify.");

export const zeroShotImageClassificationSpec: TaskSpec = {
	task: "zero-shot-image-classification",
	method: "zeroShotImageClassification",
	request: {
		title: "ZeroShotImageClassificationInput",
		type: "object",
		description: "An image to score against labels of your choosing.",
		properties: {
			inputs: {
				description: "The image to classify, bare or wrapped as {image} the way the wire format carries it.",
				oneOf: [
					...(image.oneOf ?? []),
					{
						type: "object",
						description: "The image under an image key.",
						properties: { image },
						required: ["image"],
					},
				],
			},
			parameters: {
				title: "ZeroShotImageClassificationParameters",
				type: "object",
				description: "The labels to choose from and how each is put to the model.",
				properties: {
					candidate_labels: {
						type: "array",
						items: { type: "string" },
						minItems: 1,
						description: "The labels to score the image against, in any number.",
					},
					hypothesis_template: {
						type: "string",
						default: "This is a photo of {}.",
						description: "Sentence each label is put into, at {}, before it is compared with the image.",
					},
				},
				required: ["candidate_labels"],
			},
		},
		required: ["inputs", "parameters"],
	},
	response: labelScores("The candidate labels with their scores, the most likely first."),
};
