import { GENERATION_PARAMETERS, imageInput } from "../common.js";
import type { TaskSpec } from "../schema.js";

export const imageToTextSpec: TaskSpec = {
	task: "image-to-text",
	method: "imageToText",
	request: {
		title: "ImageToTextInput",
		type: "object",
		description: "An image to describe in words or to read the text from.",
		properties: {
			inputs: imageInput("The image to caption or read.", "url-or-base64"),
			parameters: {
				title: "ImageToTextParameters",
				type: "object",
				description: "Options for the text the model writes.",
				properties: {
					max_new_tokens: {
						type: "integer",
						minimum: 1,
						description: "Longest text to write, in tokens.",
					},
					generation_parameters: GENERATION_PARAMETERS,
				},
			},
		},
		required: ["inputs"],
	},
	response: {
		title: "ImageToTextOutput",
		type: "object",
		description: "The text the model wrote for the image.",
		properties: {
			generated_text: { type: "string", description: "The caption, or the text found in the image." },
		},
		required: ["generated_text"],
	},
};
