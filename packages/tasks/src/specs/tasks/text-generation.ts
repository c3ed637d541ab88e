import type { JsonSchema, TaskSpec } from "../schema.js";

// The hub's text-generation request (`inputs` and `parameters`, as its text-generation server takes
// them; the client turns them into an OpenAI completions body for providers that need one). The
// answer is always `{generated_text}`; a stream passes the provider's chunks through as they are.

const FINISH_REASON: JsonSchema = {
	type: "string",
	examples: ["length", "eos_token", "stop_sequence", "stop"],
	description:
		"Why generation ended: length (token limit), eos_token (the model finished), stop_sequence, or the provider's own word.",
};

const TOKEN: JsonSchema = {
	title: "TextGenerationOutputToken",
	type: "object",
	description: "A generated token.",
	properties: {
		id: { type: "integer", minimum: 0, description: "The token's id in the model's vocabulary." },
		text: { type: "string", description: "The token's text." },
		logprob: {
			oneOf: [{ type: "number" }, { type: "null" }],
			description: "Its log probability (0 is certain, lower is less likely).",
		},
		special: {
			type: "boolean",
			description: "Whether it is a control token (such as end of text) rather than text.",
		},
	},
	required: ["id", "text", "special"],
};

const PREFILL_TOKEN: JsonSchema = {
	title: "TextGenerationOutputPrefillToken",
	type: "object",
	description: "A token of the prompt, as the model read it.",
	properties: {
		id: { type: "integer", minimum: 0, description: "The token's id in the model's vocabulary." },
		text: { type: "string", description: "The token's text." },
		logprob: {
			oneOf: [{ type: "number" }, { type: "null" }],
			description: "Its log probability given the tokens before it; null for the first.",
		},
	},
	required: ["id", "text"],
};

const SEED: JsonSchema = {
	oneOf: [{ type: "integer", minimum: 0 }, { type: "null" }],
	description: "The seed sampling used, to repeat the same result.",
};

// The per-token detail that a full answer and each best_of candidate share.
const SEQUENCE_DETAILS: Record<string, JsonSchema> = {
	finish_reason: FINISH_REASON,
	generated_tokens: { type: "integer", minimum: 0, description: "How many tokens were generated." },
	seed: SEED,
	prefill: {
		type: "array",
		items: PREFILL_TOKEN,
		description: "The prompt's tokens, when decoder_input_details was set.",
	},
	tokens: { type: "array", items: TOKEN, description: "Every generated token, in order." },
	top_tokens: {
		type: "array",
		items: { type: "array", items: TOKEN },
		description: "For each generated token, the likeliest alternatives, when top_n_tokens was set.",
	},
};

const GRAMMAR: JsonSchema = {
	title: "TextGenerationGrammar",
	description: "Constrain the output to a JSON schema or a regular expression.",
	oneOf: [
		{
			type: "object",
			description: "Output that is JSON following a schema.",
			properties: {
				type: { const: "json", description: "Marks a JSON Schema grammar." },
				value: {
					type: "object",
					additionalProperties: true,
					description: "The JSON Schema the output must satisfy.",
				},
			},
			required: ["type", "value"],
		},
		{
			type: "object",
			description: "Output that matches a regular expression.",
			properties: {
				type: { const: "regex", description: "Marks a regular expression grammar." },
				value: { type: "string", description: "The regular expression the output must match." },
			},
			required: ["type", "value"],
		},
		{
			type: "object",
			description: "Output that is JSON following a named schema, OpenAI style.",
			properties: {
				type: { const: "json_schema", description: "Marks a named JSON Schema grammar." },
				value: {
					type: "object",
					description: "The schema and its name.",
					properties: {
						name: { type: "string", description: "A name for the schema." },
						schema: {
							type: "object",
							additionalProperties: true,
							description: "The JSON Schema the output must satisfy.",
						},
					},
					required: ["schema"],
				},
			},
			required: ["type", "value"],
		},
	],
};

const PARAMETERS: JsonSchema = {
	title: "TextGenerationParameters",
	type: "object",
	description: "How to generate the continuation.",
	properties: {
		max_new_tokens: {
			type: "integer",
			minimum: 1,
			description: "Most tokens to generate; the provider's own limit applies when left out.",
		},
		temperature: {
			type: "number",
			exclusiveMinimum: 0,
			description: "Randomness of sampling: lower picks likelier tokens, higher varies more.",
		},
		top_p: {
			type: "number",
			exclusiveMinimum: 0,
			maximum: 1,
			description: "Sample only among the likeliest tokens whose probabilities add up to this share.",
		},
		top_k: {
			type: "integer",
			exclusiveMinimum: 0,
			description: "Sample only among this many likeliest next tokens.",
		},
		typical_p: {
			type: "number",
			exclusiveMinimum: 0,
			maximum: 1,
			description:
				"Typical sampling: keep the tokens whose surprise is closest to the expected, up to this share.",
		},
		stop: {
			type: "array",
			items: { type: "string" },
			maxItems: 4,
			description: "Text (up to four) that ends generation where it appears.",
		},
		seed: {
			type: "integer",
			minimum: 0,
			description: "Makes sampling repeatable: same seed and prompt, same text.",
		},
		do_sample: {
			type: "boolean",
			default: false,
			description: "Draw each token at random by probability instead of always taking the likeliest.",
		},
		repetition_penalty: {
			type: "number",
			exclusiveMinimum: 0,
			description: "Above 1 makes tokens already in the text less likely; 1 changes nothing.",
		},
		frequency_penalty: {
			type: "number",
			exclusiveMinimum: -2,
			maximum: 2,
			description: "Above 0 discourages tokens by how often they already appeared.",
		},
		return_full_text: {
			type: "boolean",
			default: false,
			description: "Put the prompt in front of the generated text in the answer.",
		},
		details: {
			type: "boolean",
			default: false,
			description: "Also return the finish reason, token count, seed and every token (TGI servers).",
		},
		decoder_input_details: {
			type: "boolean",
			default: false,
			description: "With details: also return the prompt's tokens and their log probabilities.",
		},
		top_n_tokens: {
			type: "integer",
			exclusiveMinimum: 0,
			description: "With details: list this many likeliest alternatives for each generated token.",
		},
		best_of: {
			type: "integer",
			exclusiveMinimum: 0,
			description: "Generate this many candidates and return the likeliest (needs do_sample).",
		},
		truncate: {
			type: "integer",
			minimum: 0,
			description: "Keep only this many tokens from the end of the prompt, dropping the start.",
		},
		watermark: {
			type: "boolean",
			default: false,
			description: "Bias the choice of tokens so the text can later be recognised as machine-written.",
		},
		grammar: GRAMMAR,
		adapter_id: {
			type: "string",
			description: "Which LoRA adapter loaded on the server to generate with.",
		},
	},
	additionalProperties: true,
};

export const textGenerationSpec: TaskSpec = {
	task: "text-generation",
	method: "textGeneration",
	request: {
		title: "TextGenerationInput",
		type: "object",
		description: "A prompt to continue, and how to continue it.",
		properties: {
			inputs: { type: "string", description: "The prompt: text for the model to continue." },
			parameters: PARAMETERS,
		},
		required: ["inputs"],
	},
	response: {
		title: "TextGenerationOutput",
		type: "object",
		description: "The continuation.",
		properties: {
			generated_text: {
				type: "string",
				description: "The generated text (after the prompt, if return_full_text).",
			},
			details: {
				title: "TextGenerationOutputDetails",
				type: "object",
				description: "How generation went, when details was set (and the provider reports it).",
				properties: {
					...SEQUENCE_DETAILS,
					best_of_sequences: {
						type: "array",
						description: "The other candidates, when best_of was above 1.",
						items: {
							title: "TextGenerationOutputBestOfSequence",
							type: "object",
							description: "A candidate that was not chosen.",
							properties: {
								generated_text: { type: "string", description: "The candidate's text." },
								...SEQUENCE_DETAILS,
							},
							required: ["generated_text", "finish_reason", "generated_tokens"],
						},
					},
				},
				required: ["finish_reason"],
			},
		},
		required: ["generated_text"],
	},
	streamChunk: {
		title: "TextGenerationStreamOutput",
		type: "object",
		description:
			"One chunk of a streamed continuation: a token (the hub's text-generation server) or completion choices (OpenAI-style providers).",
		properties: {
			index: { type: "integer", minimum: 0, description: "Position of this token in the generated text." },
			token: {
				title: "TextGenerationStreamOutputToken",
				type: "object",
				description: "The new token.",
				properties: {
					id: { type: "integer", minimum: 0, description: "The token's id in the model's vocabulary." },
					text: { type: "string", description: "The token's text, to append." },
					logprob: {
						oneOf: [{ type: "number" }, { type: "null" }],
						description: "Its log probability (0 is certain, lower is less likely).",
					},
					special: { type: "boolean", description: "Whether it is a control token rather than text." },
				},
				required: ["id", "text", "special"],
			},
			top_tokens: {
				type: "array",
				items: TOKEN,
				description: "The likeliest alternatives to this token, when top_n_tokens was set.",
			},
			generated_text: {
				oneOf: [{ type: "string" }, { type: "null" }],
				description: "The whole text, in the last chunk only; null before.",
			},
			details: {
				title: "TextGenerationStreamOutputDetails",
				type: "object",
				description: "How generation went, in the last chunk when details was set.",
				properties: {
					finish_reason: FINISH_REASON,
					generated_tokens: { type: "integer", minimum: 0, description: "How many tokens were generated." },
					input_length: { type: "integer", minimum: 0, description: "How many tokens the prompt had." },
					seed: SEED,
				},
				required: ["finish_reason", "generated_tokens"],
			},
			choices: {
				type: "array",
				description: "OpenAI-style providers: the text each completion gained in this chunk.",
				items: {
					title: "TextGenerationStreamOutputChoice",
					type: "object",
					description: "What one completion gained.",
					properties: {
						index: { type: "integer", minimum: 0, description: "Which completion this extends." },
						text: { type: "string", description: "Text to append." },
						finish_reason: {
							oneOf: [{ type: "string" }, { type: "null" }],
							description: "Why this completion ended; null while it goes on.",
						},
					},
					required: ["index", "text"],
				},
			},
		},
		additionalProperties: true,
	},
};
