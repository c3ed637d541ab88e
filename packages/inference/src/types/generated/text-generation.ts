// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

/** A prompt to continue, and how to continue it. */
export interface TextGenerationInput {
	/** The prompt: text for the model to continue. */
	inputs: string;
	/** How to generate the continuation. */
	parameters?: TextGenerationParameters;
}

/** How to generate the continuation. */
export interface TextGenerationParameters {
	/** Most tokens to generate; the provider's own limit applies when left out. */
	max_new_tokens?: number;
	/** Randomness of sampling: lower picks likelier tokens, higher varies more. */
	temperature?: number;
	/** Sample only among the likeliest tokens whose probabilities add up to this share. */
	top_p?: number;
	/** Sample only among this many likeliest next tokens. */
	top_k?: number;
	/** Typical sampling: keep the tokens whose surprise is closest to the expected, up to this share. */
	typical_p?: number;
	/** Text (up to four) that ends generation where it appears. */
	stop?: string[];
	/** Makes sampling repeatable: same seed and prompt, same text. */
	seed?: number;
	/**
	 * Draw each token at random by probability instead of always taking the likeliest.
	 * @default false
	 */
	do_sample?: boolean;
	/** Above 1 makes tokens already in the text less likely; 1 changes nothing. */
	repetition_penalty?: number;
	/** Above 0 discourages tokens by how often they already appeared. */
	frequency_penalty?: number;
	/**
	 * Put the prompt in front of the generated text in the answer.
	 * @default false
	 */
	return_full_text?: boolean;
	/**
	 * Also return the finish reason, token count, seed and every token (TGI servers).
	 * @default false
	 */
	details?: boolean;
	/**
	 * With details: also return the prompt's tokens and their log probabilities.
	 * @default false
	 */
	decoder_input_details?: boolean;
	/** With details: list this many likeliest alternatives for each generated token. */
	top_n_tokens?: number;
	/** Generate this many candidates and return the likeliest (needs do_sample). */
	best_of?: number;
	/** Keep only this many tokens from the end of the prompt, dropping the start. */
	truncate?: number;
	/**
	 * Bias the choice of tokens so the text can later be recognised as machine-written.
	 * @default false
	 */
	watermark?: boolean;
	/** Constrain the output to a JSON schema or a regular expression. */
	grammar?: TextGenerationGrammar;
	/** Which LoRA adapter loaded on the server to generate with. */
	adapter_id?: string;
	/** Any other field is sent to the provider as given, for options the specification does not list. */
	[key: string]: unknown;
}

/** Constrain the output to a JSON schema or a regular expression. */
export type TextGenerationGrammar =
	| {
			/** Marks a JSON Schema grammar. */
			type: "json";
			/** The JSON Schema the output must satisfy. */
			value: Record<string, unknown>;
	  }
	| {
			/** Marks a regular expression grammar. */
			type: "regex";
			/** The regular expression the output must match. */
			value: string;
	  }
	| {
			/** Marks a named JSON Schema grammar. */
			type: "json_schema";
			/** The schema and its name. */
			value: {
				/** A name for the schema. */
				name?: string;
				/** The JSON Schema the output must satisfy. */
				schema: Record<string, unknown>;
			};
	  };

/** The continuation. */
export interface TextGenerationOutput {
	/** The generated text (after the prompt, if return_full_text). */
	generated_text: string;
	/** How generation went, when details was set (and the provider reports it). */
	details?: TextGenerationOutputDetails;
}

/** How generation went, when details was set (and the provider reports it). */
export interface TextGenerationOutputDetails {
	/** Why generation ended: length (token limit), eos_token (the model finished), stop_sequence, or the provider's own word. */
	finish_reason: string;
	/** How many tokens were generated. */
	generated_tokens?: number;
	/** The seed sampling used, to repeat the same result. */
	seed?: number | null;
	/** The prompt's tokens, when decoder_input_details was set. */
	prefill?: TextGenerationOutputPrefillToken[];
	/** Every generated token, in order. */
	tokens?: TextGenerationOutputToken[];
	/** For each generated token, the likeliest alternatives, when top_n_tokens was set. */
	top_tokens?: TextGenerationOutputToken[][];
	/** The other candidates, when best_of was above 1. */
	best_of_sequences?: TextGenerationOutputBestOfSequence[];
}

/** A token of the prompt, as the model read it. */
export interface TextGenerationOutputPrefillToken {
	/** The token's id in the model's vocabulary. */
	id: number;
	/** The token's text. */
	text: string;
	/** Its log probability given the tokens before it; null for the first. */
	logprob?: number | null;
}

/** A generated token. */
export interface TextGenerationOutputToken {
	/** The token's id in the model's vocabulary. */
	id: number;
	/** The token's text. */
	text: string;
	/** Its log probability (0 is certain, lower is less likely). */
	logprob?: number | null;
	/** Whether it is a control token (such as end of text) rather than text. */
	special: boolean;
}

/** A candidate that was not chosen. */
export interface TextGenerationOutputBestOfSequence {
	/** The candidate's text. */
	generated_text: string;
	/** Why generation ended: length (token limit), eos_token (the model finished), stop_sequence, or the provider's own word. */
	finish_reason: string;
	/** How many tokens were generated. */
	generated_tokens: number;
	/** The seed sampling used, to repeat the same result. */
	seed?: number | null;
	/** The prompt's tokens, when decoder_input_details was set. */
	prefill?: TextGenerationOutputPrefillToken[];
	/** Every generated token, in order. */
	tokens?: TextGenerationOutputToken[];
	/** For each generated token, the likeliest alternatives, when top_n_tokens was set. */
	top_tokens?: TextGenerationOutputToken[][];
}

/** One chunk of a streamed continuation: a token (the hub's text-generation server) or completion choices (OpenAI-style providers). */
export interface TextGenerationStreamOutput {
	/** Position of this token in the generated text. */
	index?: number;
	/** The new token. */
	token?: TextGenerationStreamOutputToken;
	/** The likeliest alternatives to this token, when top_n_tokens was set. */
	top_tokens?: TextGenerationOutputToken[];
	/** The whole text, in the last chunk only; null before. */
	generated_text?: string | null;
	/** How generation went, in the last chunk when details was set. */
	details?: TextGenerationStreamOutputDetails;
	/** OpenAI-style providers: the text each completion gained in this chunk. */
	choices?: TextGenerationStreamOutputChoice[];
	/** Any other field the provider includes in its answer, beyond the specification. */
	[key: string]: unknown;
}

/** The new token. */
export interface TextGenerationStreamOutputToken {
	/** The token's id in the model's vocabulary. */
	id: number;
	/** The token's text, to append. */
	text: string;
	/** Its log probability (0 is certain, lower is less likely). */
	logprob?: number | null;
	/** Whether it is a control token rather than text. */
	special: boolean;
}

/** How generation went, in the last chunk when details was set. */
export interface TextGenerationStreamOutputDetails {
	/** Why generation ended: length (token limit), eos_token (the model finished), stop_sequence, or the provider's own word. */
	finish_reason: string;
	/** How many tokens were generated. */
	generated_tokens: number;
	/** How many tokens the prompt had. */
	input_length?: number;
	/** The seed sampling used, to repeat the same result. */
	seed?: number | null;
}

/** What one completion gained. */
export interface TextGenerationStreamOutputChoice {
	/** Which completion this extends. */
	index: number;
	/** Text to append. */
	text: string;
	/** Why this completion ended; null while it goes on. */
	finish_reason?: string | null;
}
