// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

import type { BinaryInput } from "../options.js";
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
	/** How strictly to follow the prompt; high values follow it closely but can look worse. */
	guidance_scale?: number;
	/** Things the video must not contain. */
	negative_prompt?: string;
	/** How many frames to make; sets the video's length. */
	num_frames?: number;
	/** Denoising passes; more give finer detail and take longer. */
	num_inference_steps?: number;
	/** Fixes the random start, so the same request films the same video. */
	seed?: number;
	/** Size of the output in pixels; models that cannot choose their size ignore it. */
	target_size?: TargetSize;
	[key: string]: unknown;
}

/** The generated video file. */
export type ImageTextToVideoOutput = Blob;
