// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

import type { BinaryInput } from "../../utils/binary.js";
import type { TargetSize } from "./shared.js";

/** An image to transform into a new one, usually guided by a prompt. */
export interface ImageToImageInput {
	/** The image to start from. */
	inputs: BinaryInput | string;
	/** How to change the image; options a provider adds of its own are passed on as given. */
	parameters?: ImageToImageParameters;
}

/** How to change the image; options a provider adds of its own are passed on as given. */
export interface ImageToImageParameters {
	/** What the new image should look like or what to change. */
	prompt?: string;
	/** Weight given to the prompt: higher follows it more closely; very high values look harsh and oversaturated. */
	guidance_scale?: number;
	/** What the new image should not show. */
	negative_prompt?: string;
	/** Denoising passes to run: more passes refine the result but take longer. */
	num_inference_steps?: number;
	/** Size of the output in pixels; models that cannot choose their size ignore it. */
	target_size?: TargetSize;
	/** Any other field is sent to the provider as given, for options the specification does not list. */
	[key: string]: unknown;
}

/** The new image file (PNG, JPEG or WebP, as the provider makes it). */
export type ImageToImageOutput = Blob;
