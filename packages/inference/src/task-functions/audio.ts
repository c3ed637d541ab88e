import { runNamedTask } from "../call/run-named-task.js";
import type { TaskCallError } from "../errors/task-call-error.js";
import type { BaseArgs, Options } from "../types/options.js";
import type {
	AudioClassificationInput,
	AudioClassificationOutput,
	AudioToAudioInput,
	AudioToAudioOutput,
	AutomaticSpeechRecognitionInput,
	AutomaticSpeechRecognitionOutput,
	TextToAudioInput,
	TextToAudioOutput,
	TextToSpeechInput,
	TextToSpeechOutput,
	WithLegacyData,
} from "../types/task-types.js";

/**
 * Transcribes speech: the text spoken in a recording.
 *
 * @param args - The recording (`inputs`: its bytes as a Blob, ArrayBuffer or Uint8Array, or a URL
 *   where the provider takes one) and the task's `parameters` (`return_timestamps`,
 *   `generation_parameters`), plus the arguments every task takes ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of `{ text }`, with timestamped `chunks` when asked for.
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { readFile } from "node:fs/promises";
 * import { automaticSpeechRecognition } from "@hubkit/inference";
 *
 * const { text } = await automaticSpeechRecognition({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "openai/whisper-large-v3",
 * 	inputs: await readFile("sample1.flac"),
 * });
 * console.log(text);
 * ```
 */
export function automaticSpeechRecognition(
	args: BaseArgs & WithLegacyData<AutomaticSpeechRecognitionInput>,
	options?: Options,
): Promise<AutomaticSpeechRecognitionOutput> {
	return runNamedTask("automatic-speech-recognition", args, options);
}

/**
 * Classifies a recording (spoken language, emotion, sound events…): the model's labels with their
 * scores, best first.
 *
 * @param args - The recording (`inputs`: its bytes as a Blob, ArrayBuffer or Uint8Array) and the
 *   task's `parameters` (`top_k`, `function_to_apply`), plus the arguments every task takes
 *   ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of the labels and their scores, best first.
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { readFile } from "node:fs/promises";
 * import { audioClassification } from "@hubkit/inference";
 *
 * const labels = await audioClassification({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "MIT/ast-finetuned-audioset-10-10-0.4593",
 * 	inputs: await readFile("sample1.flac"),
 * });
 * console.log(labels.slice(0, 3));
 * ```
 */
export function audioClassification(
	args: BaseArgs & WithLegacyData<AudioClassificationInput>,
	options?: Options,
): Promise<AudioClassificationOutput> {
	return runNamedTask("audio-classification", args, options);
}

/**
 * Transforms a recording into one or more new ones: separated sources, enhanced speech, a converted
 * voice.
 *
 * @param args - The recording (`inputs`: its bytes as a Blob, ArrayBuffer or Uint8Array, or a URL
 *   where the provider takes one) and the task's `parameters`, plus the arguments every task takes
 *   ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of the resulting audio parts, each with its `label`, its `content-type` and its
 *   bytes as base64 (`blob`).
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { readFile } from "node:fs/promises";
 * import { audioToAudio } from "@hubkit/inference";
 *
 * const parts = await audioToAudio({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "speechbrain/sepformer-wham",
 * 	inputs: await readFile("sample1.flac"),
 * });
 * for (const part of parts) console.log(part.label, part["content-type"]);
 * ```
 */
export function audioToAudio(
	args: BaseArgs & WithLegacyData<AudioToAudioInput>,
	options?: Options,
): Promise<AudioToAudioOutput> {
	return runNamedTask("audio-to-audio", args, options);
}

/**
 * Reads a text aloud: speech synthesised from the text.
 *
 * @param args - The text to speak (`inputs`) and the task's `parameters` (`generation_parameters`),
 *   plus the arguments every task takes ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of the audio as a Blob (its `type` says the format, e.g. `audio/flac`).
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { writeFile } from "node:fs/promises";
 * import { textToSpeech } from "@hubkit/inference";
 *
 * const speech = await textToSpeech({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "facebook/mms-tts-eng",
 * 	inputs: "The answer to the universe is 42",
 * });
 * await writeFile("speech.flac", new Uint8Array(await speech.arrayBuffer()));
 * ```
 */
export function textToSpeech(
	args: BaseArgs & TextToSpeechInput,
	options?: Options,
): Promise<TextToSpeechOutput> {
	return runNamedTask("text-to-speech", args, options);
}

/**
 * Makes music or sound from a description.
 *
 * @param args - The description (`inputs`) and the task's `parameters` (`generation_parameters`), plus
 *   the arguments every task takes ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of the audio as a Blob (its `type` says the format).
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { textToAudio } from "@hubkit/inference";
 *
 * const audio = await textToAudio({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "facebook/musicgen-small",
 * 	inputs: "liquid drum and bass, atmospheric synths, airy sounds",
 * });
 * console.log(audio.type, audio.size);
 * ```
 */
export function textToAudio(
	args: BaseArgs & TextToAudioInput,
	options?: Options,
): Promise<TextToAudioOutput> {
	return runNamedTask("text-to-audio", args, options);
}
