import type { TaskSpec } from "../schema.js";

export const fillMaskSpec: TaskSpec = {
	task: "fill-mask",
	method: "fillMask",
	request: {
		title: "FillMaskInput",
		type: "object",
		description: "A text with a gap, marked by the model's mask token, for the model to fill.",
		properties: {
			inputs: {
				type: "string",
				description:
					"The text, containing the model's mask token (e.g. [MASK] or <mask>) where a word is missing.",
			},
			parameters: {
				title: "FillMaskParameters",
				type: "object",
				description: "Settings for which candidate words are scored and how many come back.",
				properties: {
					top_k: {
						type: "integer",
						minimum: 1,
						default: 5,
						description: "How many candidate words to return, most likely first.",
					},
					targets: {
						type: "array",
						minItems: 1,
						items: { type: "string" },
						description:
							"Score only these words instead of the whole vocabulary; a word the vocabulary lacks is scored by its first sub-token.",
					},
				},
			},
		},
		required: ["inputs"],
	},
	response: {
		type: "array",
		description: "Candidate words for the gap, most likely first.",
		items: {
			title: "FillMaskOutputElement",
			type: "object",
			description: "One candidate word and the text it makes.",
			properties: {
				sequence: { type: "string", description: "The input text with the gap filled by this candidate." },
				score: { type: "number", description: "Probability of this candidate, from 0 to 1." },
				token: { type: "integer", description: "The candidate's id in the model's vocabulary." },
				token_str: { type: "string", description: "The candidate as text." },
			},
			required: ["sequence", "score", "token", "token_str"],
		},
	},
};
