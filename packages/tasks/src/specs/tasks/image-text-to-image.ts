import { DIFFUSION_SEED, DIFFUSION_STEPS, GUIDANCE_SCALE, imageInput, TARGET_SIZE } from "../common.js";
import type { TaskSpec } from "../schema.js";

export const imageTextToImageSpec: TaskSpec = {
	task: "image-text-to-image",
	method: "imageTextToImage",
	request: {
		title: "ImageTextToImageInput",
		type: "object",
		description: "A prompt, a starting image, or both, to make a new image from; at least one is needed.",
		properties: {
			inputs: imageInput("The image to start from; leave it out to draw from the prompt alone."),
			parameters: {
				title: "ImageTextToImageParameters",
				type: "object",
				description: "What to draw and how; options of a provider's own model pass through unchanged.",
				properties: {
					prompt: {
						type: "string",
						description: "What the image should show, or what to change in the starting image.",
					},
					guidance_scale: GUIDANCE_SCALE,
					negative_prompt: { type: "string", description: "Things the image must not contain." },
					num_inference_steps: DIFFUSION_STEPS,
					seed: DIFFUSION_SEED,
					target_size: TARGET_SIZE,
				},
				additionalProperties: true,
			},
		},
	},
	response: {
		type: "string",
		format: "binary",
		contentMediaType: "image/*",
		description: "The generated image file (PNG, JPEG or WebP, as the provider sends it).",
	},
};
