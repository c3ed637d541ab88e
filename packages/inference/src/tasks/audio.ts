import { runTask } from "../call/run-task.js";
import * as tables from "../providers/tables.js";
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
} from "../types/tasks.js";

/** The transcript of a recording (bytes, or a URL where the provider takes one). */
export function automaticSpeechRecognition(
	args: BaseArgs & WithLegacyData<AutomaticSpeechRecognitionInput>,
	options?: Options,
): Promise<AutomaticSpeechRecognitionOutput> {
	return runTask(
		{ task: "automatic-speech-recognition", table: tables.AUTOMATIC_SPEECH_RECOGNITION },
		args,
		options,
	);
}

export function audioClassification(
	args: BaseArgs & WithLegacyData<AudioClassificationInput>,
	options?: Options,
): Promise<AudioClassificationOutput> {
	return runTask({ task: "audio-classification", table: tables.AUDIO_CLASSIFICATION }, args, options);
}

/** Transformed audio (separated sources, enhanced speech…), each part base64 with its label. */
export function audioToAudio(
	args: BaseArgs & WithLegacyData<AudioToAudioInput>,
	options?: Options,
): Promise<AudioToAudioOutput> {
	return runTask({ task: "audio-to-audio", table: tables.AUDIO_TO_AUDIO }, args, options);
}

/** Speech from text, as an audio Blob. */
export function textToSpeech(
	args: BaseArgs & TextToSpeechInput,
	options?: Options,
): Promise<TextToSpeechOutput> {
	return runTask({ task: "text-to-speech", table: tables.TEXT_TO_SPEECH }, args, options);
}

/** Music or sound from a description, as an audio Blob. */
export function textToAudio(
	args: BaseArgs & TextToAudioInput,
	options?: Options,
): Promise<TextToAudioOutput> {
	return runTask({ task: "text-to-audio", table: tables.TEXT_TO_AUDIO }, args, options);
}
