// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

import type { BinaryInput } from "../../utils/binary.js";
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
	/** Weight given to the prompt: higher follows it more closely; very high values look harsh and oversaturated. */
	guidance_scale?: number;
	/** Things the image must not contain. */
	negative_prompt?: string;
	/** Denoising passes to run: more passes refine the result but take longer. */
	num_inference_steps?: number;
	/** Starting point of the random generator; the same seed and request repeat a result. */
	seed?: number;
	/** Size of the output in pixels; models that cannot choose their size ignore it. */
	target_size?: TargetSize;
	/** Any other field is sent to the provider as given, for options the specification does not list. */
	[key: string]: unknown;
}

/** The generated image file (PNG, JPEG or WebP, as the provider sends it). */
export type ImageTextToImageOutput = Blob;
