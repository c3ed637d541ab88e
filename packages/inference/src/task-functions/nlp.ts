import { runNamedTask } from "../call/run-named-task.js";
import type { TaskCallError } from "../errors/task-call-error.js";
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
} from "../types/task-types.js";

/** The older shared arguments of the text tasks: a text and open parameters, plus the common arguments. */
export type TextArgs = BaseArgs & TextInput;

/**
 * Turns a text (or each text of a list) into an embedding: a vector of numbers whose distances reflect
 * meaning, for search, clustering or similarity.
 *
 * @param args - The text to embed (`inputs`: a string or a list of strings) and the task's
 *   `parameters` (`normalize`, `truncate`, `prompt_name`…), plus the arguments every task takes
 *   ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of the embedding: one vector for one text, one vector per text for a list (some
 *   models give one vector per token instead).
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { featureExtraction } from "@hubkit/inference";
 *
 * const embedding = await featureExtraction({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "intfloat/multilingual-e5-large-instruct",
 * 	inputs: "Today is a sunny day and I will get some ice cream.",
 * });
 * console.log(embedding);
 * ```
 */
export function featureExtraction(
	args: BaseArgs & FeatureExtractionInput,
	options?: Options,
): Promise<FeatureExtractionOutput> {
	return runNamedTask("feature-extraction", args, options);
}

/**
 * Fills the gap in a text: the model's likeliest words for its mask token, each with the completed
 * text and a score.
 *
 * @param args - The text with the model's mask token where a word is missing (`inputs`; `[MASK]` for
 *   BERT-style models, `<mask>` for RoBERTa-style ones) and the task's `parameters` (`top_k`,
 *   `targets`), plus the arguments every task takes ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of the candidate words, most likely first.
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { fillMask } from "@hubkit/inference";
 *
 * const candidates = await fillMask({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "google-bert/bert-base-uncased",
 * 	inputs: "The answer to the universe is [MASK].",
 * });
 * for (const { token_str, score } of candidates) console.log(token_str, score.toFixed(3));
 * ```
 */
export function fillMask(args: BaseArgs & FillMaskInput, options?: Options): Promise<FillMaskOutput> {
	return runNamedTask("fill-mask", args, options);
}

/**
 * Finds the answer to a question inside a given text (extractive question answering): the span of
 * `context` that answers `question`.
 *
 * @param args - The question and the text to search (`inputs: { question, context }`) and the task's
 *   `parameters` (`top_k`, `max_answer_len`…), plus the arguments every task takes
 *   ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of the answer with its score and its `start` and `end` offsets in the context (a
 *   list of answers when the provider returns several).
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { questionAnswering } from "@hubkit/inference";
 *
 * const answer = await questionAnswering({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "deepset/roberta-base-squad2",
 * 	inputs: { question: "What is my name?", context: "My name is Clara and I live in Berkeley." },
 * });
 * console.log(answer);
 * ```
 */
export function questionAnswering(
	args: BaseArgs & QuestionAnsweringInput,
	options?: Options,
): Promise<QuestionAnsweringOutput> {
	return runNamedTask("question-answering", args, options);
}

/**
 * Scores how close in meaning each sentence of a list is to a source sentence.
 *
 * @param args - The source sentence and the sentences to compare with it (`inputs: { source_sentence,
 *   sentences }`), plus the arguments every task takes ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of one similarity score per sentence, in the order given.
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { sentenceSimilarity } from "@hubkit/inference";
 *
 * const scores = await sentenceSimilarity({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "sentence-transformers/all-MiniLM-L6-v2",
 * 	inputs: {
 * 		source_sentence: "That is a happy person",
 * 		sentences: ["That is a happy dog", "That is a very happy person", "Today is a sunny day"],
 * 	},
 * });
 * console.log(scores);
 * ```
 */
export function sentenceSimilarity(
	args: BaseArgs & SentenceSimilarityInput,
	options?: Options,
): Promise<SentenceSimilarityOutput> {
	return runNamedTask("sentence-similarity", args, options);
}

/**
 * Writes a shorter text that keeps the main points of a longer one.
 *
 * @param args - The text to summarise (`inputs`) and the task's `parameters` (`generate_parameters`,
 *   `truncation`…), plus the arguments every task takes ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of `{ summary_text }`.
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { summarization } from "@hubkit/inference";
 *
 * const { summary_text } = await summarization({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "facebook/bart-large-cnn",
 * 	inputs:
 * 		"The tower is 324 metres tall, about the same height as an 81-storey building, and the tallest structure in Paris. Its base is square, measuring 125 metres on each side.",
 * });
 * console.log(summary_text);
 * ```
 */
export function summarization(
	args: BaseArgs & SummarizationInput,
	options?: Options,
): Promise<SummarizationOutput> {
	return runNamedTask("summarization", args, options);
}

/**
 * Answers a question about a table. The table is given as columns: each key is a column name, each
 * value the column's cells as strings.
 *
 * @param args - The question and the table (`inputs: { query, table }`) and the task's `parameters`,
 *   plus the arguments every task takes ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of the answer, the cells it was read from (`coordinates`, `cells`) and, where the
 *   model aggregates, the `aggregator` it used.
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { tableQuestionAnswering } from "@hubkit/inference";
 *
 * const result = await tableQuestionAnswering({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "google/tapas-base-finetuned-wtq",
 * 	inputs: {
 * 		query: "How many stars does the transformers repository have?",
 * 		table: { Repository: ["Transformers", "Datasets", "Tokenizers"], Stars: ["36542", "4512", "3934"] },
 * 	},
 * });
 * console.log(result.answer);
 * ```
 */
export function tableQuestionAnswering(
	args: BaseArgs & TableQuestionAnsweringInput,
	options?: Options,
): Promise<TableQuestionAnsweringOutput> {
	return runNamedTask("table-question-answering", args, options);
}

/**
 * Sorts a text into the model's classes (sentiment, topic, language…): every class with its score,
 * best first.
 *
 * @param args - The text to classify (`inputs`) and the task's `parameters` (`top_k`,
 *   `function_to_apply`), plus the arguments every task takes ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of the labels and their scores, best first.
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { textClassification } from "@hubkit/inference";
 *
 * const labels = await textClassification({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
 * 	inputs: "I like you. I love you",
 * });
 * console.log(labels[0]?.label, labels[0]?.score);
 * ```
 */
export function textClassification(
	args: BaseArgs & TextClassificationInput,
	options?: Options,
): Promise<TextClassificationOutput> {
	return runNamedTask("text-classification", args, options);
}

/**
 * Labels spans of a text (named entities, parts of speech…), each with its position in the text.
 *
 * @param args - The text (`inputs`) and the task's `parameters` (`aggregation_strategy`,
 *   `ignore_labels`, `stride`), plus the arguments every task takes ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of the labelled spans: the group or entity, the word, its score and its `start`
 *   and `end` offsets.
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { tokenClassification } from "@hubkit/inference";
 *
 * const entities = await tokenClassification({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "dslim/bert-base-NER",
 * 	inputs: "My name is Sarah Jessica Parker but you can call me Jessica",
 * });
 * for (const entity of entities) console.log(entity.entity_group, entity.word);
 * ```
 */
export function tokenClassification(
	args: BaseArgs & TokenClassificationInput,
	options?: Options,
): Promise<TokenClassificationOutput> {
	return runNamedTask("token-classification", args, options);
}

/**
 * Translates a text, or each text of a list, into another language.
 *
 * @param args - The text or texts to translate (`inputs`) and the task's `parameters` (`src_lang` and
 *   `tgt_lang` for many-to-many models, `generate_parameters`…), plus the arguments every task takes
 *   ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of `{ translation_text }`, or one such object per text when `inputs` was a list.
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { translation } from "@hubkit/inference";
 *
 * const result = await translation({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "Helsinki-NLP/opus-mt-ru-en",
 * 	inputs: "Меня зовут Вольфганг и я живу в Берлине",
 * });
 * console.log(Array.isArray(result) ? result.map((item) => item.translation_text) : result.translation_text);
 * ```
 */
export function translation(
	args: BaseArgs & TranslationInput,
	options?: Options,
): Promise<TranslationResult> {
	return runNamedTask("translation", args, options);
}

/**
 * Scores a text against labels chosen at call time, with no model trained on those labels
 * (natural-language inference).
 *
 * @param args - The text (`inputs`) and `parameters.candidate_labels` (plus `multi_label`,
 *   `hypothesis_template`), plus the arguments every task takes ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of the candidate labels with their scores, best first.
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { zeroShotClassification } from "@hubkit/inference";
 *
 * const scores = await zeroShotClassification({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "facebook/bart-large-mnli",
 * 	inputs: "Hi, I recently bought a device from your company but it is not working as advertised.",
 * 	parameters: { candidate_labels: ["refund", "legal", "faq"] },
 * });
 * console.log(scores);
 * ```
 */
export function zeroShotClassification(
	args: BaseArgs & ZeroShotClassificationInput,
	options?: Options,
): Promise<ZeroShotClassificationOutput> {
	return runNamedTask("zero-shot-classification", args, options);
}
