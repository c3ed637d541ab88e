// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

/** A prompt to draw an image from. */
export interface TextToImageInput {
	/** The prompt: what the image should show. */
	inputs: string;
	/** How to draw the image; options a provider adds of its own are passed on as given. */
	parameters?: TextToImageParameters;
}

/** How to draw the image; options a provider adds of its own are passed on as given. */
export interface TextToImageParameters {
	/** What the image should not show. */
	negative_prompt?: string;
	/** Denoising passes to run: more passes refine the result but take longer. */
	num_inference_steps?: number;
	/** Weight given to the prompt: higher follows it more closely; very high values look harsh and oversaturated. */
	guidance_scale?: number;
	/** Width of the image in pixels. */
	width?: number;
	/** Height of the image in pixels. */
	height?: number;
	/** Name of a diffusion scheduler to use instead of the model's own, if it supports one. */
	scheduler?: string;
	/** Starting point of the random generator; the same seed and request repeat a result. */
	seed?: number;
	/** Any other field is sent to the provider as given, for options the specification does not list. */
	[key: string]: unknown;
}

/** The image file; with the call option outputType, a data URL, the provider's link or its raw JSON instead. */
export type TextToImageOutput = Blob;
