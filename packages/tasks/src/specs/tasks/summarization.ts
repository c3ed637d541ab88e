import { GENERATION_PARAMETERS, TRUNCATION_STRATEGY } from "../common.js";
import type { TaskSpec } from "../schema.js";

export const summarizationSpec: TaskSpec = {
	task: "summarization",
	method: "summarization",
	request: {
		title: "SummarizationInput",
		type: "object",
		description: "A text to condense, with optional settings for how the summary is written.",
		properties: {
			inputs: { type: "string", description: "The text to summarize." },
			parameters: {
				title: "SummarizationParameters",
				type: "object",
				description: "Settings for reading the text and generating the summary.",
				properties: {
					clean_up_tokenization_spaces: {
						type: "boolean",
						default: false,
						description: "Remove stray spaces the tokenizer leaves, such as the one before punctuation.",
					},
					truncation: TRUNCATION_STRATEGY,
					generate_parameters: GENERATION_PARAMETERS,
				},
			},
		},
		required: ["inputs"],
	},
	response: {
		title: "SummarizationOutput",
		type: "object",
		description: "The summary.",
		properties: { summary_text: { type: "string", description: "The summary the model wrote." } },
		required: ["summary_text"],
	},
};
