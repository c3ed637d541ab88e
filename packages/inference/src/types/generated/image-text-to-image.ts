// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

import type { BinaryInput } from "../options.js";
import type { TargetSize } from "./shared.js";

/** A prompt, a starting image, or both, to make a new image from; at least one is needed. */
export interface ImageTextToImageInput {
	/** The image to start from; leave it out to draw from the prompt alone. */
	inputs?: BinaryInput | string;
	/** What to draw and how; options of a provider's own model pass through unchanged. */
	parameters?: ImageTextToImageParameters;
}

/** What to draw and how; options of a provider's own model pass through unchanged. */
export interface ImageTextToImageParameters {
	/** What the image should show, or what to change in the starting image. */
	prompt?: string;
	/** How strictly to follow the prompt; high values follow it closely but can look worse. */
	guidance_scale?: number;
	/** Things the image must not contain. */
	negative_prompt?: string;
	/** Denoising passes; more give finer detail and take longer. */
	num_inference_steps?: number;
	/** Fixes the random start, so the same request draws the same image. */
	seed?: number;
	/** Size of the output in pixels; models that cannot choose their size ignore it. */
	target_size?: TargetSize;
	[key: string]: unknown;
}

/** The generated image file (PNG, JPEG or WebP, as the provider sends it). */
export type ImageTextToImageOutput = Blob;
