import type { InferenceTask } from "../../inference-tasks.js";
import type { AutomaticSpeechRecognitionOutput } from "../../types/generated/index.js";
import type { ResponseContext } from "../helper.js";
import type { ProviderAnswers } from "../provider-module.js";
import { firstLink, linkedMedia } from "../shapes/media-answer.js";
import { malformed } from "../shapes/output-checks.js";
import { type Prediction, predictionAnswer } from "../shapes/prediction-answer.js";
import { REPLICATE } from "./request.js";

const LABEL = REPLICATE.label;

function outputLink(answer: Prediction | Blob, task: InferenceTask): string {
	const link = answer instanceof Blob ? undefined : firstLink(answer.output);
	if (link === undefined) throw malformed(LABEL, task, "{output: string | string[]}");
	return link;
}

async function downloadOutput(answer: Prediction | Blob, ctx: ResponseContext): Promise<Blob> {
	if (answer instanceof Blob) return answer;
	return ctx.http.download(outputLink(answer, ctx.task));
}

type TranscriptOutput = { transcription?: unknown; translation?: unknown; txt_file?: unknown };

/** Speech models answer the transcript itself, an object naming it, or a link to a text file. */
async function transcript(
	answer: Prediction | Blob,
	ctx: ResponseContext,
): Promise<AutomaticSpeechRecognitionOutput> {
	const output = answer instanceof Blob ? undefined : answer.output;
	const text = Array.isArray(output) ? output[0] : output;
	if (typeof text === "string") return { text };
	const named = (output ?? {}) as TranscriptOutput;
	if (typeof named.transcription === "string") return { text: named.transcription };
	if (typeof named.translation === "string") return { text: named.translation };
	if (typeof named.txt_file === "string")
		return { text: await (await ctx.http.download(named.txt_file)).text() };
	throw malformed(
		LABEL,
		ctx.task,
		"{output: string | string[] | {transcription: string} | {translation: string} | {txt_file: string}}",
	);
}

/** How the client reads Replicate's answers; its requests are in request.ts. */
export const replicateAnswers = {
	tasks: {
		"automatic-speech-recognition": /* @__PURE__ */ predictionAnswer(REPLICATE, transcript),
		"image-to-image": /* @__PURE__ */ predictionAnswer(REPLICATE, downloadOutput),
		"text-to-image": /* @__PURE__ */ predictionAnswer(REPLICATE, (answer, ctx) =>
			linkedMedia(outputLink(answer, ctx.task), answer, ctx),
		),
		"text-to-speech": /* @__PURE__ */ predictionAnswer(REPLICATE, downloadOutput),
		"text-to-video": /* @__PURE__ */ predictionAnswer(REPLICATE, downloadOutput),
	},
} as const satisfies ProviderAnswers;
