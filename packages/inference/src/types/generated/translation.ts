// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

import type { GenerationParameters, TruncationStrategy } from "./shared.js";

/** Text to translate, with the languages for models that handle several. */
export interface TranslationInput {
	/** What to translate: one text, or a list translated in one call. */
	inputs: string | string[];
	/** The language pair and settings for generating the translation. */
	parameters?: TranslationParameters;
}

/** The language pair and settings for generating the translation. */
export interface TranslationParameters {
	/** Language of the input as the model names it (e.g. en_XX for mBART, eng_Latn for NLLB); needed by many-language models. */
	src_lang?: string;
	/** Language to translate into, in the model's own codes (e.g. fr_XX, fra_Latn); needed by many-language models. */
	tgt_lang?: string;
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

/** The translation, or a list of them in input order when several texts were translated. */
export type TranslationResult = TranslationOutput | TranslationOutput[];

/** One translated text. */
export interface TranslationOutput {
	/** The text in the target language. */
	translation_text: string;
}
