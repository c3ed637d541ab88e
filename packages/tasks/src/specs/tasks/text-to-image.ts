import { DIFFUSION_SEED, DIFFUSION_STEPS, GUIDANCE_SCALE } from "../common.js";
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
					num_inference_steps: DIFFUSION_STEPS,
					guidance_scale: GUIDANCE_SCALE,
					width: { type: "integer", minimum: 1, description: "Width of the image in pixels." },
					height: { type: "integer", minimum: 1, description: "Height of the image in pixels." },
					scheduler: {
						type: "string",
						description:
							"Name of a diffusion scheduler to use instead of the model's own, if it supports one.",
					},
					seed: DIFFUSION_SEED,
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
