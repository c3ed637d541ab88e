// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

import type { BinaryInput } from "../../utils/binary.js";
import type { TargetSize } from "./shared.js";

/** A prompt, a first frame, or both, to make a video from; at least one is needed. */
export interface ImageTextToVideoInput {
	/** The video's first frame; leave it out to film from the prompt alone. */
	inputs?: BinaryInput | string;
	/** What to film and how; options of a provider's own model pass through unchanged. */
	parameters?: ImageTextToVideoParameters;
}

/** What to film and how; options of a provider's own model pass through unchanged. */
export interface ImageTextToVideoParameters {
	/** What happens in the video. */
	prompt?: string;
	/** Weight given to the prompt: higher follows it more closely; very high values look harsh and oversaturated. */
	guidance_scale?: number;
	/** Things the video must not contain. */
	negative_prompt?: string;
	/** How many frames to make; sets the video's length. */
	num_frames?: number;
	/** Denoising passes to run: more passes refine the result but take longer. */
	num_inference_steps?: number;
	/** Starting point of the random generator; the same seed and request repeat a result. */
	seed?: number;
	/** Size of the output in pixels; models that cannot choose their size ignore it. */
	target_size?: TargetSize;
	/** Any other field is sent to the provider as given, for options the specification does not list. */
	[key: string]: unknown;
}

/** The generated video file. */
export type ImageTextToVideoOutput = Blob;
