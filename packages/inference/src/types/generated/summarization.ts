// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

import type { GenerationParameters, TruncationStrategy } from "./shared.js";

/** A text to condense, with optional settings for how the summary is written. */
export interface SummarizationInput {
	/** The text to summarize. */
	inputs: string;
	/** Settings for reading the text and generating the summary. */
	parameters?: SummarizationParameters;
}

/** Settings for reading the text and generating the summary. */
export interface SummarizationParameters {
	/**
	 * Remove stray spaces the tokenizer leaves, such as the one before punctuation.
	 * @default false
	 */
	clean_up_tokenization_spaces?: boolean;
	/**
	 * What to do with an input over the model's length limit: do_not_truncate (fail), longest_first, only_first or only_second (which text of a pair to cut).
	 * @default "do_not_truncate"
	 */
	truncation?: TruncationStrategy;
	/** Decoding settings for the model's text or token generation. */
	generate_parameters?: GenerationParameters;
}

/** The summary. */
export interface SummarizationOutput {
	/** The summary the model wrote. */
	summary_text: string;
}
