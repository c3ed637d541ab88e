import { DIFFUSION_SEED, DIFFUSION_STEPS, GUIDANCE_SCALE, imageInput, TARGET_SIZE } from "../common.js";
import type { TaskSpec } from "../schema.js";

export const imageToVideoSpec: TaskSpec = {
	task: "image-to-video",
	method: "imageToVideo",
	request: {
		title: "ImageToVideoInput",
		type: "object",
		description: "An image to animate into a short video.",
		properties: {
			inputs: imageInput("The image the video starts from."),
			parameters: {
				title: "ImageToVideoParameters",
				type: "object",
				description: "How to animate the image; options a provider adds of its own are passed on as given.",
				properties: {
					prompt: { type: "string", description: "What should happen in the video." },
					guidance_scale: GUIDANCE_SCALE,
					negative_prompt: { type: "string", description: "What the video should not show." },
					num_frames: { type: "integer", minimum: 1, description: "Length of the video in frames." },
					num_inference_steps: DIFFUSION_STEPS,
					seed: DIFFUSION_SEED,
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
		contentMediaType: "video/mp4",
		description: "The generated video file.",
	},
};
