import { InferenceClientInputError } from "../../errors/errors.js";
import { type BinaryData, isBinaryData } from "../../utils/binary.js";
import type { Payload, RequestHelper } from "../helper.js";
import { mediaOf, otherArgs, parametersOf } from "./media.js";

// Servers pick the decoder from the uploaded file's extension, so it must match the bytes.
const AUDIO_EXTENSIONS: Record<string, string> = {
	"audio/wav": "wav",
	"audio/x-wav": "wav",
	"audio/wave": "wav",
	"audio/mpeg": "mp3",
	"audio/mp3": "mp3",
	"audio/mp4": "mp4",
	"audio/m4a": "m4a",
	"audio/x-m4a": "m4a",
	"audio/flac": "flac",
	"audio/x-flac": "flac",
	"audio/ogg": "ogg",
	"audio/webm": "webm",
};

/** The extension for a media type, ignoring its parameters (`audio/webm;codecs=opus`); wav when unknown. */
function audioExtension(type: string): string {
	const base = type.split(";")[0]?.trim().toLowerCase() ?? "";
	return AUDIO_EXTENSIONS[base] ?? "wav";
}

function formValue(value: unknown): string {
	if (typeof value === "string") return value;
	if (typeof value === "number" || typeof value === "boolean") return String(value);
	return JSON.stringify(value);
}

export interface TranscriptionSpec {
	provider: string;
	route: string;
	/** The server also takes a public URL in the `file` field and downloads it itself. */
	acceptsUrl?: boolean;
}

/**
 * OpenAI's transcription API: a multipart form with the audio as `file` and every option as a field.
 * Its answer: `transcriptionAnswer`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function openAITranscription(spec: TranscriptionSpec): RequestHelper {
	const task = "automatic-speech-recognition";
	return {
		provider: spec.provider,
		task,
		route: () => spec.route,
		payload(ctx): Payload {
			const audio = mediaOf(ctx.args);
			const name = ctx.args.inputs !== undefined ? "inputs" : "data";
			let file: string | (BinaryData & { filename: string });
			if (isBinaryData(audio)) file = { ...audio, filename: `audio.${audioExtension(audio.type)}` };
			else if (spec.acceptsUrl && typeof audio === "string" && /^https?:\/\//.test(audio)) file = audio;
			else {
				throw new InferenceClientInputError(
					`${name} must be a Blob, an ArrayBuffer or a Uint8Array${spec.acceptsUrl ? ", or an HTTP(S) URL string" : ""} for ${spec.provider} ${task}.`,
				);
			}
			const options = { ...otherArgs(ctx.args), ...parametersOf(ctx.args), model: ctx.model };
			return {
				kind: "multipart",
				fields: [
					["file", file],
					...Object.entries(options).flatMap(
						([key, value]): Array<[string, string]> =>
							value === undefined || value === null ? [] : [[key, formValue(value)]],
					),
				],
			};
		},
	};
}
