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
					guidance_scale: {
						type: "number",
						minimum: 0,
						description:
							"Weight given to the prompt: raise it for a closer match; very high values give harsh, oversaturated frames.",
					},
					negative_prompt: {
						oneOf: [{ type: "string" }, { type: "array", items: { type: "string" } }],
						description:
							"What the video should not show: one prompt (what most providers take) or a list of them.",
					},
					num_inference_steps: {
						type: "integer",
						minimum: 1,
						description: "Diffusion passes to run: more passes refine the result but take longer.",
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
		contentMediaType: "video/mp4",
		description: "The generated video file.",
	},
};
