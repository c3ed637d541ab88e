// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

import type { ClassificationOutputElement } from "./shared.js";

/** A text and the labels, chosen at call time, to score it against. */
export interface ZeroShotClassificationInput {
	/** The text to classify. */
	inputs: string;
	/** The candidate labels and how each is tested against the text. */
	parameters: ZeroShotClassificationParameters;
}

/** The candidate labels and how each is tested against the text. */
export interface ZeroShotClassificationParameters {
	/** The labels to choose from, in any words, e.g. refund, legal, faq. */
	candidate_labels: string[];
	/**
	 * The sentence each label is put into, at {}, before the model checks whether the text implies it.
	 * @default "This example is {}."
	 */
	hypothesis_template?: string;
	/**
	 * Score each label on its own so several can fit; when false, the scores share 1 across the labels.
	 * @default false
	 */
	multi_label?: boolean;
}

/** Every candidate label with its score, highest first. */
export type ZeroShotClassificationOutput = ClassificationOutputElement[];
