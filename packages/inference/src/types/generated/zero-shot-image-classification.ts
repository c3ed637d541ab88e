// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

import type { BinaryInput } from "../../utils/binary.js";
import type { ClassificationOutputElement } from "./shared.js";

/** An image to score against labels of your choosing. */
export interface ZeroShotImageClassificationInput {
	/** The image to classify, bare or wrapped as {image} the way the wire format carries it. */
	inputs:
		| BinaryInput
		| string
		| {
				/** The image to classify. */
				image: BinaryInput | string;
		  };
	/** The labels to choose from and how each is put to the model. */
	parameters: ZeroShotImageClassificationParameters;
}

/** The labels to choose from and how each is put to the model. */
export interface ZeroShotImageClassificationParameters {
	/** The labels to score the image against, in any number. */
	candidate_labels: string[];
	/**
	 * Sentence each label is put into, at {}, before it is compared with the image.
	 * @default "This is a photo of {}."
	 */
	hypothesis_template?: string;
}

/** The candidate labels with their scores, the most likely first. */
export type ZeroShotImageClassificationOutput = ClassificationOutputElement[];
