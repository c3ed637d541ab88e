import type { TaskSpec } from "../schema.js";

export const tableQuestionAnsweringSpec: TaskSpec = {
	task: "table-question-answering",
	method: "tableQuestionAnswering",
	request: {
		title: "TableQuestionAnsweringInput",
		type: "object",
		description: "A question about a table, and the table given column by column.",
		properties: {
			inputs: {
				title: "TableQuestionAnsweringInputData",
				type: "object",
				description: "The question and the table it is about.",
				properties: {
					query: { type: "string", description: "The question, e.g. how many rows match a condition." },
					table: {
						type: "object",
						description:
							"Each column's name mapped to its cells as text, one per row; all columns have the same length.",
						additionalProperties: {
							type: "array",
							description: "One column's cells, first row first.",
							items: {
								type: "string",
								description: "One cell, written as text even when it holds a number.",
							},
						},
					},
				},
				required: ["query", "table"],
			},
			parameters: {
				title: "TableQuestionAnsweringParameters",
				type: "object",
				description: "Settings for fitting the table into the model.",
				properties: {
					padding: {
						type: "string",
						enum: ["do_not_pad", "longest", "max_length"],
						default: "longest",
						description:
							"How token sequences are padded: not at all, to the longest in the batch, or to the model's maximum length.",
					},
					sequential: {
						type: "boolean",
						default: false,
						description:
							"Answer questions one at a time, each seeing the earlier answers, instead of as a batch; slower, but conversational models such as SQA need it.",
					},
					truncation: {
						type: "boolean",
						description:
							"Drop table rows that do not fit the model's input; TAPAS models do so unless this is false, others fail instead.",
					},
				},
			},
		},
		required: ["inputs"],
	},
	response: {
		title: "TableQuestionAnsweringOutput",
		type: "object",
		description: "The answer, the cells it comes from and how they were combined.",
		properties: {
			answer: {
				type: "string",
				description:
					"The answer as text; when cells were combined it starts with the operation, e.g. SUM > 3.",
			},
			coordinates: {
				type: "array",
				description: "Where the answer's cells are, as [row, column] pairs counted from 0.",
				items: {
					type: "array",
					minItems: 2,
					maxItems: 2,
					items: { type: "integer", minimum: 0, description: "A row or column index." },
					description: "One cell's row and column.",
				},
			},
			cells: {
				type: "array",
				items: { type: "string", description: "One cell's text." },
				description: "The text of the cells the answer comes from.",
			},
			aggregator: {
				type: "string",
				description:
					"The operation applied to the cells (NONE, SUM, AVERAGE or COUNT), for models that combine cells.",
			},
		},
		required: ["answer", "coordinates", "cells"],
	},
};
