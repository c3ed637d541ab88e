import type { InferenceTask } from "../../inference-tasks.js";
import type {
	AudioToAudioOutputElement,
	AutomaticSpeechRecognitionOutput,
	ImageSegmentationOutputElement,
} from "../../types/generated/index.js";
import { base64FromBytes } from "../../utils/base64.js";
import type { ResponseContext } from "../helper.js";
import type { ProviderAnswers } from "../provider-module.js";
import { linkedMedia } from "../shapes/media-answer.js";
import { malformed } from "../shapes/output-checks.js";
import { fieldAt } from "../shapes/polled-job-answer.js";
import { queuedJobAnswer } from "../shapes/queued-job-answer.js";
import { FAL, FILES, type FileKind } from "./request.js";

const LABEL = FAL.label;

/** The link to the file a job produced. */
function fileLink(result: Record<string, unknown>, kind: FileKind, task: InferenceTask): string {
	const link = FILES[kind].at.map((path) => fieldAt(result, path)).find((value) => typeof value === "string");
	if (typeof link !== "string" || link.length === 0) throw malformed(LABEL, task, FILES[kind].expected);
	return link;
}

/* @__NO_SIDE_EFFECTS__ */
function downloadFile(kind: FileKind) {
	return (result: Record<string, unknown>, ctx: ResponseContext): Promise<Blob> =>
		ctx.http.download(fileLink(result, kind, ctx.task));
}

async function base64Of(blob: Blob): Promise<string> {
	return base64FromBytes(new Uint8Array(await blob.arrayBuffer()));
}

async function audioToAudio(
	result: Record<string, unknown>,
	ctx: ResponseContext,
): Promise<AudioToAudioOutputElement[]> {
	const audio = await ctx.http.download(fileLink(result, "audio", ctx.task));
	const declared = (result.audio as { content_type?: unknown } | undefined)?.content_type;
	return [
		{
			blob: await base64Of(audio),
			"content-type": typeof declared === "string" ? declared : audio.type || "audio/wav",
			label: typeof result.text === "string" && result.text.length > 0 ? result.text : "speech",
		},
	];
}

/** fal returns one mask image without labels or scores. */
async function segmentation(
	result: Record<string, unknown>,
	ctx: ResponseContext,
): Promise<ImageSegmentationOutputElement[]> {
	return [
		{
			label: "mask",
			score: 1,
			mask: await base64Of(await ctx.http.download(fileLink(result, "mask", ctx.task))),
		},
	];
}

type Transcript = {
	text?: unknown;
	output?: unknown;
	chunks?: Array<{ text?: unknown; timestamp?: unknown }>;
	segments?: Array<{ text?: unknown; start?: number; end?: number }>;
};

/** Whisper answers `text` with `chunks`; other speech apps answer `output` with `segments`. */
function transcript(data: unknown): AutomaticSpeechRecognitionOutput {
	const answer = (data ?? {}) as Transcript;
	const text = typeof answer.text === "string" ? answer.text : answer.output;
	if (typeof text !== "string") {
		throw malformed(LABEL, "automatic-speech-recognition", "{text: string} or {output: string}");
	}
	const chunks = Array.isArray(answer.chunks)
		? answer.chunks.flatMap((chunk) =>
				typeof chunk?.text === "string" && Array.isArray(chunk.timestamp)
					? [{ text: chunk.text, timestamp: chunk.timestamp as number[] }]
					: [],
			)
		: Array.isArray(answer.segments)
			? answer.segments.flatMap((segment) =>
					typeof segment?.text === "string"
						? [{ text: segment.text, timestamp: [segment.start ?? 0, segment.end ?? 0] }]
						: [],
				)
			: [];
	return chunks.length > 0 ? { text, chunks } : { text };
}

/** How the client reads fal's answers; its requests are in request.ts. */
export const falAiAnswers = {
	tasks: {
		"audio-to-audio": /* @__PURE__ */ queuedJobAnswer(FAL, audioToAudio),
		"automatic-speech-recognition": transcript,
		"image-segmentation": /* @__PURE__ */ queuedJobAnswer(FAL, segmentation),
		"image-text-to-image": /* @__PURE__ */ queuedJobAnswer(FAL, downloadFile("images")),
		"image-text-to-video": /* @__PURE__ */ queuedJobAnswer(FAL, downloadFile("video")),
		"image-to-image": /* @__PURE__ */ queuedJobAnswer(FAL, downloadFile("images")),
		"image-to-video": /* @__PURE__ */ queuedJobAnswer(FAL, downloadFile("video")),
		"text-to-audio": /* @__PURE__ */ queuedJobAnswer(FAL, downloadFile("audioFile")),
		"text-to-image": /* @__PURE__ */ queuedJobAnswer(FAL, (result, ctx) =>
			linkedMedia(fileLink(result, "images", ctx.task), result, ctx),
		),
		"text-to-speech": (data: unknown, ctx: ResponseContext) =>
			ctx.http.download(fileLink((data ?? {}) as Record<string, unknown>, "audio", ctx.task)),
		"text-to-video": /* @__PURE__ */ queuedJobAnswer(FAL, downloadFile("video")),
	},
} as const satisfies ProviderAnswers;
