// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

/** A prompt to make a short video from. */
export interface TextToVideoInput {
	/** The prompt: what the video should show. */
	inputs: string;
	/** How to make the video; options a provider adds of its own are passed on as given. */
	parameters?: TextToVideoParameters;
}

/** How to make the video; options a provider adds of its own are passed on as given. */
export interface TextToVideoParameters {
	/** Length of the video in frames. */
	num_frames?: number;
	/** Weight given to the prompt: higher follows it more closely; very high values look harsh and oversaturated. */
	guidance_scale?: number;
	/** What the video should not show: one prompt (what most providers take) or a list of them. */
	negative_prompt?: string | string[];
	/** Denoising passes to run: more passes refine the result but take longer. */
	num_inference_steps?: number;
	/** Starting point of the random generator; the same seed and request repeat a result. */
	seed?: number;
	/** Any other field is sent to the provider as given, for options the specification does not list. */
	[key: string]: unknown;
}

/** The generated video file. */
export type TextToVideoOutput = Blob;
