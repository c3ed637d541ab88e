// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

import type { BinaryInput } from "../../utils/binary.js";

/** A recording to transform (separate into sources, denoise, convert). */
export interface AudioToAudioInput {
	/** The recording to transform. */
	inputs: BinaryInput | string;
	/** Options of the provider's model, sent as given; the hosted pipelines take none. */
	parameters?: AudioToAudioParameters;
}

/** Options of the provider's model, sent as given; the hosted pipelines take none. */
export type AudioToAudioParameters = Record<string, unknown>;

/** The resulting audio tracks, one per separated source or a single processed track. */
export type AudioToAudioOutput = AudioToAudioOutputElement[];

/** One resulting track. */
export interface AudioToAudioOutputElement {
	/** What the track holds, e.g. a source name such as speech or noise. */
	label: string;
	/** The track's audio file, base64-encoded. */
	blob: string;
	/** The media type of the decoded audio, e.g. audio/flac. */
	"content-type": string;
}
