import type { TaskSpec } from "../schema.js";

export const textToImageSpec: TaskSpec = {
	task: "text-to-image",
	method: "textToImage",
	request: {
		title: "TextToImageInput",
		type: "object",
		description: "A prompt to draw an image from.",
		properties: {
			inputs: { type: "string", minLength: 1, description: "The prompt: what the image should show." },
			parameters: {
				title: "TextToImageParameters",
				type: "object",
				description: "How to draw the image; options a provider adds of its own are passed on as given.",
				properties: {
					negative_prompt: { type: "string", description: "What the image should not show." },
					num_inference_steps: {
						type: "integer",
						minimum: 1,
						description: "Diffusion passes to run: more passes refine the result but take longer.",
					},
					guidance_scale: {
						type: "number",
						minimum: 0,
						description:
							"Weight given to the prompt: raise it for a closer match; very high values give harsh, oversaturated images.",
					},
					width: { type: "integer", minimum: 1, description: "Width of the image in pixels." },
					height: { type: "integer", minimum: 1, description: "Height of the image in pixels." },
					scheduler: {
						type: "string",
						description:
							"Name of a diffusion scheduler to use instead of the model's own, if it supports one.",
					},
					seed: {
						type: "integer",
						description: "Starting point of the random generator; the same seed repeats a result.",
					},
				},
				additionalProperties: true,
			},
		},
		required: ["inputs"],
	},
	response: {
		type: "string",
		format: "binary",
		contentMediaType: "image/*",
		description:
			"The image file; with the call option outputType, a data URL, the provider's link or its raw JSON instead.",
	},
};
