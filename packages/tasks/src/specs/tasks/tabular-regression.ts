import { TABULAR_INPUTS } from "../common.js";
import type { TaskSpec } from "../schema.js";

export const tabularRegressionSpec: TaskSpec = {
	task: "tabular-regression",
	method: "tabularRegression",
	request: {
		title: "TabularRegressionInput",
		type: "object",
		description: "Rows of features to predict a value for.",
		properties: { inputs: TABULAR_INPUTS },
		required: ["inputs"],
	},
	response: {
		type: "array",
		description: "The predicted value of each row, in row order.",
		items: { type: "number", description: "A row's predicted value." },
	},
};
