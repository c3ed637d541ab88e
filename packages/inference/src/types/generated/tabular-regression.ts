// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

import type { TabularInputData } from "./shared.js";

/** Rows of features to predict a value for. */
export interface TabularRegressionInput {
	/** The rows to predict for, given column by column. */
	inputs: TabularInputData;
}

/** The predicted value of each row, in row order. */
export type TabularRegressionOutput = number[];
