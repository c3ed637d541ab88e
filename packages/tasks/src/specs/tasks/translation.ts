import { GENERATION_PARAMETERS, TRUNCATION_STRATEGY } from "../common.js";
import type { JsonSchema, TaskSpec } from "../schema.js";

const TRANSLATION_OUTPUT: JsonSchema = {
	title: "TranslationOutput",
	type: "object",
	description: "One translated text.",
	properties: { translation_text: { type: "string", description: "The text in the target language." } },
	required: ["translation_text"],
};

export const translationSpec: TaskSpec = {
	task: "translation",
	method: "translation",
	request: {
		title: "TranslationInput",
		type: "object",
		description: "Text to translate, with the languages for models that handle several.",
		properties: {
			inputs: {
				description: "What to translate: one text, or a list translated in one call.",
				oneOf: [
					{ type: "string", description: "A single text." },
					{ type: "array", minItems: 1, items: { type: "string" }, description: "Several texts." },
				],
			},
			parameters: {
				title: "TranslationParameters",
				type: "object",
				description: "The language pair and settings for generating the translation.",
				properties: {
					src_lang: {
						type: "string",
						description:
							"Language of the input as the model names it (e.g. en_XX for mBART, eng_Latn for NLLB); needed by many-language models.",
					},
					tgt_lang: {
						type: "string",
						description:
							"Language to translate into, in the model's own codes (e.g. fr_XX, fra_Latn); needed by many-language models.",
					},
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
		description: "The translation, or a list of them in input order when several texts were translated.",
		oneOf: [
			TRANSLATION_OUTPUT,
			{ type: "array", items: TRANSLATION_OUTPUT, description: "One translation per input text." },
		],
	},
};
