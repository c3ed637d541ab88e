import { DIFFUSION_SEED, DIFFUSION_STEPS, GUIDANCE_SCALE } from "../common.js";
import type { TaskSpec } from "../schema.js";

export const textToVideoSpec: TaskSpec = {
	task: "text-to-video",
	method: "textToVideo",
	request: {
		title: "TextToVideoInput",
		type: "object",
		description: "A prompt to make a short video from.",
		properties: {
			inputs: { type: "string", minLength: 1, description: "The prompt: what the video should show." },
			parameters: {
				title: "TextToVideoParameters",
				type: "object",
				description: "How to make the video; options a provider adds of its own are passed on as given.",
				properties: {
					num_frames: { type: "integer", minimum: 1, description: "Length of the video in frames." },
					guidance_scale: GUIDANCE_SCALE,
					negative_prompt: {
						oneOf: [{ type: "string" }, { type: "array", items: { type: "string" } }],
						description:
							"What the video should not show: one prompt (what most providers take) or a list of them.",
					},
					num_inference_steps: DIFFUSION_STEPS,
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
		contentMediaType: "video/mp4",
		description: "The generated video file.",
	},
};
