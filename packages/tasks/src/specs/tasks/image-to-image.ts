import { DIFFUSION_STEPS, GUIDANCE_SCALE, imageInput, TARGET_SIZE } from "../common.js";
import type { TaskSpec } from "../schema.js";

export const imageToImageSpec: TaskSpec = {
	task: "image-to-image",
	method: "imageToImage",
	request: {
		title: "ImageToImageInput",
		type: "object",
		description: "An image to transform into a new one, usually guided by a prompt.",
		properties: {
			inputs: imageInput("The image to start from.", "url-or-base64"),
			parameters: {
				title: "ImageToImageParameters",
				type: "object",
				description: "How to change the image; options a provider adds of its own are passed on as given.",
				properties: {
					prompt: { type: "string", description: "What the new image should look like or what to change." },
					guidance_scale: GUIDANCE_SCALE,
					negative_prompt: { type: "string", description: "What the new image should not show." },
					num_inference_steps: DIFFUSION_STEPS,
					target_size: TARGET_SIZE,
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
		description: "The new image file (PNG, JPEG or WebP, as the provider makes it).",
	},
};
