// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

import type { BinaryInput } from "../../utils/binary.js";
import type { ClassificationOutputElement, ClassificationOutputTransform } from "./shared.js";

/** An image to sort into the classes the model was trained on. */
export interface ImageClassificationInput {
	/** The image to classify. */
	inputs: BinaryInput | string;
	/** Options for scoring and trimming the list of labels. */
	parameters?: ImageClassificationParameters;
}

/** Options for scoring and trimming the list of labels. */
export interface ImageClassificationParameters {
	/** How raw scores become reported scores: softmax (scores sum to one), sigmoid (each label scored on its own) or none. */
	function_to_apply?: ClassificationOutputTransform;
	/**
	 * How many labels to return, the most likely first.
	 * @default 5
	 */
	top_k?: number;
}

/** The image's labels with their scores, the most likely first. */
export type ImageClassificationOutput = ClassificationOutputElement[];
