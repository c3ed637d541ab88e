import { DIFFUSION_SEED, DIFFUSION_STEPS, GUIDANCE_SCALE, imageInput, TARGET_SIZE } from "../common.js";
import type { TaskSpec } from "../schema.js";

export const imageTextToVideoSpec: TaskSpec = {
	task: "image-text-to-video",
	method: "imageTextToVideo",
	request: {
		title: "ImageTextToVideoInput",
		type: "object",
		description: "A prompt, a first frame, or both, to make a video from; at least one is needed.",
		properties: {
			inputs: imageInput("The video's first frame; leave it out to film from the prompt alone."),
			parameters: {
				title: "ImageTextToVideoParameters",
				type: "object",
				description: "What to film and how; options of a provider's own model pass through unchanged.",
				properties: {
					prompt: { type: "string", description: "What happens in the video." },
					guidance_scale: GUIDANCE_SCALE,
					negative_prompt: { type: "string", description: "Things the video must not contain." },
					num_frames: {
						type: "integer",
						minimum: 1,
						description: "How many frames to make; sets the video's length.",
					},
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
		contentMediaType: "video/mp4",
		description: "The generated video file.",
	},
};
