import { runTask } from "../call/run-task.js";
import * as tables from "../providers/tables.js";
import type { BaseArgs, Options } from "../types/options.js";
import type {
	FeatureExtractionInput,
	FeatureExtractionOutput,
	FillMaskInput,
	FillMaskOutput,
	QuestionAnsweringInput,
	QuestionAnsweringOutput,
	SentenceSimilarityInput,
	SentenceSimilarityOutput,
	SummarizationInput,
	SummarizationOutput,
	TableQuestionAnsweringInput,
	TableQuestionAnsweringOutput,
	TextClassificationInput,
	TextClassificationOutput,
	TextInput,
	TokenClassificationInput,
	TokenClassificationOutput,
	TranslationInput,
	TranslationResult,
	ZeroShotClassificationInput,
	ZeroShotClassificationOutput,
} from "../types/tasks.js";

export type TextArgs = BaseArgs & TextInput;

/** Embeddings of a text (or of each text in a list). */
export function featureExtraction(
	args: BaseArgs & FeatureExtractionInput,
	options?: Options,
): Promise<FeatureExtractionOutput> {
	return runTask({ task: "feature-extraction", table: tables.FEATURE_EXTRACTION }, args, options);
}

/** The likeliest words for the model's mask token. */
export function fillMask(args: BaseArgs & FillMaskInput, options?: Options): Promise<FillMaskOutput> {
	return runTask({ task: "fill-mask", table: tables.FILL_MASK }, args, options);
}

/** The span of `context` that answers `question`. */
export function questionAnswering(
	args: BaseArgs & QuestionAnsweringInput,
	options?: Options,
): Promise<QuestionAnsweringOutput> {
	return runTask({ task: "question-answering", table: tables.QUESTION_ANSWERING }, args, options);
}

/** How close each sentence is to the source sentence, one score per sentence. */
export function sentenceSimilarity(
	args: BaseArgs & SentenceSimilarityInput,
	options?: Options,
): Promise<SentenceSimilarityOutput> {
	return runTask({ task: "sentence-similarity", table: tables.SENTENCE_SIMILARITY }, args, options);
}

export function summarization(
	args: BaseArgs & SummarizationInput,
	options?: Options,
): Promise<SummarizationOutput> {
	return runTask({ task: "summarization", table: tables.SUMMARIZATION }, args, options);
}

/** Answers a question about a table given as columns of strings. */
export function tableQuestionAnswering(
	args: BaseArgs & TableQuestionAnsweringInput,
	options?: Options,
): Promise<TableQuestionAnsweringOutput> {
	return runTask({ task: "table-question-answering", table: tables.TABLE_QUESTION_ANSWERING }, args, options);
}

export function textClassification(
	args: BaseArgs & TextClassificationInput,
	options?: Options,
): Promise<TextClassificationOutput> {
	return runTask({ task: "text-classification", table: tables.TEXT_CLASSIFICATION }, args, options);
}

/** Labelled spans of the text (entities, parts of speech…). */
export function tokenClassification(
	args: BaseArgs & TokenClassificationInput,
	options?: Options,
): Promise<TokenClassificationOutput> {
	return runTask({ task: "token-classification", table: tables.TOKEN_CLASSIFICATION }, args, options);
}

/** One translation, or a list when the input was a list. */
export function translation(
	args: BaseArgs & TranslationInput,
	options?: Options,
): Promise<TranslationResult> {
	return runTask({ task: "translation", table: tables.TRANSLATION }, args, options);
}

/** Scores the text against labels the caller chooses. */
export function zeroShotClassification(
	args: BaseArgs & ZeroShotClassificationInput,
	options?: Options,
): Promise<ZeroShotClassificationOutput> {
	return runTask({ task: "zero-shot-classification", table: tables.ZERO_SHOT_CLASSIFICATION }, args, options);
}
