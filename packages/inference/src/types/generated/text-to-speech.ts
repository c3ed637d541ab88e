// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

import type { GenerationParameters } from "./shared.js";

/** The text to read aloud, with optional voice and decoding settings. */
export interface TextToSpeechInput {
	/** The text to speak. */
	inputs: string;
	/** Speech settings; options of a provider's own model pass through unchanged. */
	parameters?: TextToSpeechParameters;
}

/** Speech settings; options of a provider's own model pass through unchanged. */
export interface TextToSpeechParameters {
	/** Which voice speaks, for providers whose speech API asks for one (names differ per model, e.g. af_alloy). */
	voice?: string;
	/** Decoding settings for the model's text or token generation. */
	generation_parameters?: GenerationParameters;
	/** Any other field is sent to the provider as given, for options the specification does not list. */
	[key: string]: unknown;
}

/** The spoken text as an audio file (FLAC, WAV or MP3, as the provider produces it). */
export type TextToSpeechOutput = Blob;
