// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

import type { BinaryInput } from "../../utils/binary.js";
import type { TargetSize } from "./shared.js";

/** An image to animate into a short video. */
export interface ImageToVideoInput {
	/** The image the video starts from. */
	inputs: BinaryInput | string;
	/** How to animate the image; options a provider adds of its own are passed on as given. */
	parameters?: ImageToVideoParameters;
}

/** How to animate the image; options a provider adds of its own are passed on as given. */
export interface ImageToVideoParameters {
	/** What should happen in the video. */
	prompt?: string;
	/** Weight given to the prompt: higher follows it more closely; very high values look harsh and oversaturated. */
	guidance_scale?: number;
	/** What the video should not show. */
	negative_prompt?: string;
	/** Length of the video in frames. */
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
export type ImageToVideoOutput = Blob;
