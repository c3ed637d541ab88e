// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

import type { ClassificationOutputElement, ClassificationOutputTransform } from "./shared.js";

/** A text to label (sentiment, topic, language…), with optional settings for the labels returned. */
export interface TextClassificationInput {
	/** The text to classify. */
	inputs: string;
	/** Settings for how many labels come back and how they are scored. */
	parameters?: TextClassificationParameters;
}

/** Settings for how many labels come back and how they are scored. */
export interface TextClassificationParameters {
	/** How raw scores become reported scores: softmax (scores sum to one), sigmoid (each label scored on its own) or none. */
	function_to_apply?: ClassificationOutputTransform;
	/** How many of the most likely labels to return; every label when left out. */
	top_k?: number;
}

/** The model's labels for the text, highest score first. */
export type TextClassificationOutput = ClassificationOutputElement[];
