// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

import type { BinaryInput } from "../../utils/binary.js";
import type { GenerationParameters } from "./shared.js";

/** A recording to transcribe, with optional transcription settings. */
export interface AutomaticSpeechRecognitionInput {
	/** The recording to transcribe. */
	inputs: BinaryInput | string;
	/** Transcription settings; options of a provider's own model pass through unchanged. */
	parameters?: AutomaticSpeechRecognitionParameters;
}

/** Transcription settings; options of a provider's own model pass through unchanged. */
export interface AutomaticSpeechRecognitionParameters {
	/**
	 * Also return the transcript cut into chunks, each with its start and end time.
	 * @default false
	 */
	return_timestamps?: boolean;
	/** Decoding settings for the model's text or token generation. */
	generation_parameters?: GenerationParameters;
	/** Any other field is sent to the provider as given, for options the specification does not list. */
	[key: string]: unknown;
}

/** The transcript, and its timed chunks when timestamps were asked for. */
export interface AutomaticSpeechRecognitionOutput {
	/** Everything the model heard, as one text. */
	text: string;
	/** The transcript in pieces with their times; present when timestamps were requested. */
	chunks?: AutomaticSpeechRecognitionOutputChunk[];
}

/** One piece of the transcript and when it was spoken. */
export interface AutomaticSpeechRecognitionOutputChunk {
	/** The words of this piece. */
	text: string;
	/** Start and end of the piece in seconds; the end is null when the recording stops mid-piece. */
	timestamp: Array<number | null>;
}
