import {
	INFERENCE_PROVIDERS,
	type InferenceProvider,
	type InferenceProviderOrPolicy,
} from "../config/providers.js";
import type { InferenceTask } from "../config/tasks.js";
import { InferenceClientInputError } from "../errors/errors.js";
import type { ProviderTable, TaskHelper } from "./helper.js";
import * as tables from "./tables.js";

/** Each task's table, keyed by task id. */
export const TASK_TABLES: Record<InferenceTask, ProviderTable> = {
	"audio-classification": tables.AUDIO_CLASSIFICATION,
	"audio-to-audio": tables.AUDIO_TO_AUDIO,
	"automatic-speech-recognition": tables.AUTOMATIC_SPEECH_RECOGNITION,
	conversational: tables.CONVERSATIONAL,
	"document-question-answering": tables.DOCUMENT_QUESTION_ANSWERING,
	"feature-extraction": tables.FEATURE_EXTRACTION,
	"fill-mask": tables.FILL_MASK,
	"image-classification": tables.IMAGE_CLASSIFICATION,
	"image-segmentation": tables.IMAGE_SEGMENTATION,
	"image-text-to-image": tables.IMAGE_TEXT_TO_IMAGE,
	"image-text-to-video": tables.IMAGE_TEXT_TO_VIDEO,
	"image-to-image": tables.IMAGE_TO_IMAGE,
	"image-to-text": tables.IMAGE_TO_TEXT,
	"image-to-video": tables.IMAGE_TO_VIDEO,
	"object-detection": tables.OBJECT_DETECTION,
	"question-answering": tables.QUESTION_ANSWERING,
	"sentence-similarity": tables.SENTENCE_SIMILARITY,
	summarization: tables.SUMMARIZATION,
	"table-question-answering": tables.TABLE_QUESTION_ANSWERING,
	"tabular-classification": tables.TABULAR_CLASSIFICATION,
	"tabular-regression": tables.TABULAR_REGRESSION,
	"text-classification": tables.TEXT_CLASSIFICATION,
	"text-generation": tables.TEXT_GENERATION,
	"text-to-audio": tables.TEXT_TO_AUDIO,
	"text-to-image": tables.TEXT_TO_IMAGE,
	"text-to-speech": tables.TEXT_TO_SPEECH,
	"text-to-video": tables.TEXT_TO_VIDEO,
	"token-classification": tables.TOKEN_CLASSIFICATION,
	translation: tables.TRANSLATION,
	"visual-question-answering": tables.VISUAL_QUESTION_ANSWERING,
	"zero-shot-classification": tables.ZERO_SHOT_CLASSIFICATION,
	"zero-shot-image-classification": tables.ZERO_SHOT_IMAGE_CLASSIFICATION,
};

/** The registry by provider: every provider and the tasks it serves, derived from the task tables. */
export const PROVIDERS: Record<
	InferenceProvider,
	Partial<Record<InferenceTask, TaskHelper>>
> = Object.fromEntries(
	INFERENCE_PROVIDERS.map((provider) => [
		provider,
		Object.fromEntries(
			Object.entries(TASK_TABLES).flatMap(([task, table]) => {
				const helper = table[provider];
				return helper ? [[task, helper]] : [];
			}),
		),
	]),
) as Record<InferenceProvider, Partial<Record<InferenceTask, TaskHelper>>>;

/**
 * The helper for a provider and task: the object that knows the provider's route, request body and
 * answer for that task. The snippet generator and {@link buildRequestParts} build requests from it.
 *
 * @param provider - A provider's name, e.g. `"together"`.
 * @param task - The task id, e.g. `"text-to-image"` (`"conversational"` for chat completion).
 * @returns The provider's helper for the task.
 * @throws {InferenceClientInputError} when the provider is unknown (or `"auto"`), or does not serve
 *   the task; the message lists what is available instead.
 * @example
 * ```ts
 * import { getProviderHelper } from "@hubkit/inference";
 *
 * const helper = getProviderHelper("together", "conversational");
 * console.log(helper.provider, helper.task); // together conversational
 * ```
 */
export function getProviderHelper(provider: InferenceProviderOrPolicy, task: InferenceTask): TaskHelper {
	if (!(INFERENCE_PROVIDERS as readonly string[]).includes(provider)) {
		throw new InferenceClientInputError(
			`Provider '${provider}' not supported. Available providers: ${INFERENCE_PROVIDERS.join(", ")}`,
		);
	}
	const tasks = PROVIDERS[provider as InferenceProvider];
	const helper = tasks[task];
	if (!helper) {
		throw new InferenceClientInputError(
			`Task '${task}' not supported for provider '${provider}'. Available tasks: ${Object.keys(tasks).join(", ")}`,
		);
	}
	return helper;
}
