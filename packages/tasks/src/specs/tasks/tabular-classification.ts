import { TABULAR_INPUTS } from "../common.js";
import type { TaskSpec } from "../schema.js";

export const tabularClassificationSpec: TaskSpec = {
	task: "tabular-classification",
	method: "tabularClassification",
	request: {
		title: "TabularClassificationInput",
		type: "object",
		description: "Rows of features to assign a class to.",
		properties: { inputs: TABULAR_INPUTS },
		required: ["inputs"],
	},
	response: {
		type: "array",
		description: "The predicted class of each row, in row order.",
		items: {
			description: "A row's class: a class number, or the class name for models trained on named classes.",
			oneOf: [{ type: "number" }, { type: "string" }],
		},
	},
};
