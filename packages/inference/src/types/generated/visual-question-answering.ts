// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

import type { BinaryInput } from "../../utils/binary.js";

/** A picture and a question about what it shows. */
export interface VisualQuestionAnsweringInput {
	/** The picture and the question to answer from it. */
	inputs: VisualQuestionAnsweringInputData;
	/** Settings for choosing the answer. */
	parameters?: VisualQuestionAnsweringParameters;
}

/** The picture and the question to answer from it. */
export interface VisualQuestionAnsweringInputData {
	/** The picture to look at. */
	image: BinaryInput | string;
	/** What to ask about the picture, e.g. how many cats are there. */
	question: string;
}

/** Settings for choosing the answer. */
export interface VisualQuestionAnsweringParameters {
	/**
	 * How many candidate answers the model ranks; the client resolves to the best of them.
	 * @default 5
	 */
	top_k?: number;
}

/** The most likely answer. */
export interface VisualQuestionAnsweringOutput {
	/** The answer in a few words. */
	answer?: string;
	/** Confidence in the answer, from 0 to 1. */
	score: number;
}
