// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

import type { BinaryInput } from "../../utils/binary.js";
import type { ClassificationOutputElement, ClassificationOutputTransform } from "./shared.js";

/** A recording to label, with optional settings for the labels returned. */
export interface AudioClassificationInput {
	/** The audio file's bytes (WAV, FLAC, MP3…). */
	inputs: BinaryInput;
	/** Settings for how many labels come back and how they are scored. */
	parameters?: AudioClassificationParameters;
}

/** Settings for how many labels come back and how they are scored. */
export interface AudioClassificationParameters {
	/** How raw scores become reported scores: softmax (scores sum to one), sigmoid (each label scored on its own) or none. */
	function_to_apply?: ClassificationOutputTransform;
	/**
	 * How many of the most likely labels to return.
	 * @default 5
	 */
	top_k?: number;
}

/** The most likely labels for the sound, highest score first. */
export type AudioClassificationOutput = ClassificationOutputElement[];
