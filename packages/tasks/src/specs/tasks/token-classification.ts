import type { TaskSpec } from "../schema.js";

export const tokenClassificationSpec: TaskSpec = {
	task: "token-classification",
	method: "tokenClassification",
	request: {
		title: "TokenClassificationInput",
		type: "object",
		description: "A text whose words or spans to label (named entities, parts of speech…).",
		properties: {
			inputs: { type: "string", description: "The text to label." },
			parameters: {
				title: "TokenClassificationParameters",
				type: "object",
				description: "Settings for how predictions are grouped and which are left out.",
				properties: {
					aggregation_strategy: {
						title: "TokenClassificationAggregationStrategy",
						type: "string",
						enum: ["none", "simple", "first", "average", "max"],
						default: "simple",
						description:
							"How token predictions merge: none (one result per token), simple (neighbours with the same label join), or by whole word taking the first token's label, the best average or the best single score.",
					},
					ignore_labels: {
						type: "array",
						items: { type: "string" },
						default: ["O"],
						description:
							"Labels to leave out of the answer; by default O, the label for text outside any entity.",
					},
					stride: {
						type: "integer",
						minimum: 0,
						description:
							"Split texts longer than the model's limit into windows sharing this many tokens, instead of cutting them.",
					},
				},
			},
		},
		required: ["inputs"],
	},
	response: {
		type: "array",
		description: "The labelled spans of the text, in reading order.",
		items: {
			title: "TokenClassificationOutputElement",
			type: "object",
			description: "One labelled token or group of tokens.",
			properties: {
				entity_group: {
					type: "string",
					description: "The label of a group of tokens (when predictions are aggregated), e.g. PER or LOC.",
				},
				entity: {
					type: "string",
					description: "The label of a single token (without aggregation), e.g. B-PER or I-LOC.",
				},
				score: { type: "number", description: "Confidence in the label, from 0 to 1." },
				word: { type: "string", description: "The labelled text, as the tokenizer rebuilt it." },
				start: { type: "integer", description: "Character offset in the input where the span begins." },
				end: { type: "integer", description: "Character offset in the input just after the span ends." },
				index: {
					type: "integer",
					description: "Position of the token in the model's tokenized input (without aggregation only).",
				},
			},
			required: ["score", "word", "start", "end"],
		},
	},
};
