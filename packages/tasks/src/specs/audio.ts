import type { TaskSpec } from "./schema.js";
import { audioClassificationSpec } from "./tasks/audio-classification.js";
import { audioToAudioSpec } from "./tasks/audio-to-audio.js";
import { automaticSpeechRecognitionSpec } from "./tasks/automatic-speech-recognition.js";
import { textToAudioSpec } from "./tasks/text-to-audio.js";
import { textToSpeechSpec } from "./tasks/text-to-speech.js";

/** The audio tasks the client serves. */
export const AUDIO_SPECS: Record<string, TaskSpec> = {
	"audio-classification": audioClassificationSpec,
	"audio-to-audio": audioToAudioSpec,
	"automatic-speech-recognition": automaticSpeechRecognitionSpec,
	"text-to-audio": textToAudioSpec,
	"text-to-speech": textToSpeechSpec,
};
