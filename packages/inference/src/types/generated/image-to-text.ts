// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

import type { BinaryInput } from "../../utils/binary.js";
import type { GenerationParameters } from "./shared.js";

/** An image to describe in words or to read the text from. */
export interface ImageToTextInput {
	/** The image to caption or read. */
	inputs: BinaryInput | string;
	/** Options for the text the model writes. */
	parameters?: ImageToTextParameters;
}

/** Options for the text the model writes. */
export interface ImageToTextParameters {
	/** Longest text to write, in tokens. */
	max_new_tokens?: number;
	/** Decoding settings for the model's text or token generation. */
	generation_parameters?: GenerationParameters;
}

/** The text the model wrote for the image. */
export interface ImageToTextOutput {
	/** The caption, or the text found in the image. */
	generated_text: string;
}
