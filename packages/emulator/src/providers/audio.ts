import { transcribe, transcriptSegments } from "../answers/audio.js";
import { seedOf } from "../answers/seed.js";
import { EmulatorError } from "../errors/emulator-error.js";
import { probeAudio } from "../media/probe.js";
import { audioBytes } from "../media/render.js";
import { type FormPart, parseMultipart } from "../server/multipart.js";
import { bytesReply, jsonReply, type Reply } from "../server/reply.js";
import { badValue, checkFields, type FieldRule, missing } from "../validation/fields.js";
import { isHttpUrl } from "../validation/media-refs.js";
import {
	check,
	invalid,
	jsonBody,
	type ProviderCall,
	type RouteHandler,
	resolveModel,
	text,
} from "./call.js";
import { speechMs } from "./media-answers.js";

/** OpenAI-style audio: `audio/speech` (JSON in, audio out) and `audio/transcriptions` (multipart in). */

const SPEECH_RULES: FieldRule[] = [
	{ key: "model", kind: "string", required: true, nonEmpty: true },
	{ key: "input", kind: "string", required: true, nonEmpty: true },
	{ key: "voice", kind: "string" },
	{ key: "speed", kind: "number", min: 0.25, max: 4 },
];

/** The emulator writes WAV and FLAC; `pcm` is WAV's samples without the header. */
const SPEECH_FORMATS = ["wav", "flac", "pcm"];

export interface SpeechOptions {
	/** Models whose voice must be named (Together's Kokoro). */
	voiceRequired?: RegExp;
}

export function speechRoute(options: SpeechOptions = {}): RouteHandler {
	return (call) => {
		const body = jsonBody(call);
		check(
			call,
			checkFields(body, [...SPEECH_RULES, { key: "response_format", kind: "string", oneOf: SPEECH_FORMATS }]),
		);
		const model = text(body, "model");
		resolveModel(call, model, ["text-to-speech"]);
		if (options.voiceRequired?.test(model) && body.voice === undefined)
			throw invalid(call, [missing(["voice"])]);
		const input = text(body, "input");
		const format = String(body.response_format ?? "wav");
		const audio = audioBytes(
			seedOf("speech", model, input, String(body.voice)),
			speechMs(input),
			format === "flac" ? "flac" : "wav",
		);
		if (format === "pcm") return bytesReply(200, "audio/pcm", audio.subarray(44));
		return bytesReply(200, format === "flac" ? "audio/flac" : "audio/wav", audio);
	};
}

export interface TranscriptionOptions {
	/** Together also takes the `file` field as an http(s) URL. */
	acceptsUrl?: boolean;
}

function formField(call: ProviderCall, fields: Map<string, string>, name: string): string {
	const value = fields.get(name);
	if (value === undefined) throw invalid(call, [missing([name])]);
	return value;
}

/** The audio of the `file` part, or the URL a `file` text field names (Together only). */
function uploadedAudio(call: ProviderCall, parts: FormPart[], options: TranscriptionOptions): Buffer {
	const file = parts.find((part) => part.name === "file" && part.filename !== undefined);
	if (file) {
		if (!probeAudio(file.data)) throw invalid(call, [badValue(["file"], "could not decode the audio file.")]);
		return file.data;
	}
	const url = parts.find((part) => part.name === "file")?.data.toString("utf8");
	if (url === undefined) throw invalid(call, [missing(["file"])]);
	if (!(options.acceptsUrl && isHttpUrl(url)))
		throw invalid(call, [badValue(["file"], "expected an audio file upload.")]);
	return Buffer.from(url);
}

export function transcriptionRoute(options: TranscriptionOptions = {}): RouteHandler {
	return (call): Reply => {
		const parts = parseMultipart(call.ctx.body, call.ctx.headers["content-type"] ?? "");
		if (!parts) {
			// A JSON body here is the classic mistake; refuse it the way the JSON endpoints refuse other types.
			if ((call.ctx.headers["content-type"] ?? "").startsWith("application/json")) jsonBody(call);
			throw new EmulatorError(400, "Expected a multipart/form-data body with a 'file' part.");
		}
		const fields = new Map(
			parts
				.filter((part) => part.filename === undefined)
				.map((part) => [part.name, part.data.toString("utf8")]),
		);
		resolveModel(call, formField(call, fields, "model"), ["automatic-speech-recognition"]);
		const audio = uploadedAudio(call, parts, options);
		const { text: transcript, chunks } = transcribe(audio);
		const format = fields.get("response_format") ?? "json";
		if (format === "text") return bytesReply(200, "text/plain; charset=utf-8", Buffer.from(transcript));
		if (format !== "verbose_json") return jsonReply(200, { text: transcript });
		return jsonReply(200, {
			task: "transcribe",
			language: fields.get("language") ?? "english",
			duration: chunks.at(-1)?.timestamp[1] ?? 0,
			text: transcript,
			segments: transcriptSegments(chunks),
		});
	};
}
