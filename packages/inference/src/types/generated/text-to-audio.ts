// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

import type { GenerationParameters } from "./shared.js";

/** A description of the music or sound to make, with optional decoding settings. */
export interface TextToAudioInput {
	/** What the audio should sound like, e.g. a genre, instruments and mood. */
	inputs: string;
	/** Generation settings; options of a provider's own model pass through unchanged. */
	parameters?: TextToAudioParameters;
}

/** Generation settings; options of a provider's own model pass through unchanged. */
export interface TextToAudioParameters {
	/** Decoding settings for the model's text or token generation. */
	generation_parameters?: GenerationParameters;
	/** Any other field is sent to the provider as given, for options the specification does not list. */
	[key: string]: unknown;
}

/** The generated music or sound as an audio file (FLAC, WAV or MP3, as the provider produces it). */
export type TextToAudioOutput = Blob;
