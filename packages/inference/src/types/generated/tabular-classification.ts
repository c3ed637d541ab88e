// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

import type { TabularInputData } from "./shared.js";

/** Rows of features to assign a class to. */
export interface TabularClassificationInput {
	/** The rows to predict for, given column by column. */
	inputs: TabularInputData;
}

/** The predicted class of each row, in row order. */
export type TabularClassificationOutput = Array<number | string>;
