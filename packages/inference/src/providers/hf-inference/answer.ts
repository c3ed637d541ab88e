import { mediaBlob } from "../../request/media-answer.js";
import { ANSWER_SHAPES } from "../../types/generated/answer-shapes.js";
import type { TextGenerationOutput } from "../../types/generated/index.js";
import { dataUrlFromBlob } from "../../utils/binary.js";
import type { ResponseContext } from "../helper.js";
import type { ProviderAnswers } from "../provider-module.js";
import { hostedAnswer } from "../shapes/hf-inference-answer.js";
import { openAIChatAnswer } from "../shapes/openai-answer.js";
import { type AnswerTask, describeShape, expectAnswer, malformed } from "../shapes/output-checks.js";
import { ID } from "./request.js";

// The hosted pipelines' answers are checked against the task's specification. The pipelines send
// some answers in a form the specification does not list: one object wrapped in a one-element list,
// a list of labels wrapped in another list, or (older zero-shot pipelines) parallel lists. These
// forms are still accepted, as they were before the checks were generated, and unwrapped into the
// specification's form before the check.

const first = (data: unknown) => (Array.isArray(data) ? data[0] : data);
const innerList = (data: unknown) => (Array.isArray(first(data)) ? first(data) : data);

function textGeneration(data: unknown): TextGenerationOutput {
	const text = (data as { choices?: Array<{ text?: unknown }> } | null)?.choices?.[0]?.text;
	if (typeof text !== "string")
		throw malformed("HF-Inference", "text generation", "{choices: [{text: string}]}");
	return { generated_text: text };
}

/** Older pipelines answer {sequence, labels: [], scores: []}; both become label/score pairs. */
function zeroShotPairs(data: unknown): unknown {
	const legacy = data as { labels?: unknown; scores?: unknown } | null;
	if (legacy && Array.isArray(legacy.labels) && Array.isArray(legacy.scores)) {
		const scores = legacy.scores;
		return legacy.labels.map((label, index) => ({ label, score: scores[index] }));
	}
	return innerList(data);
}

async function textToImageOutput(data: unknown, ctx: ResponseContext): Promise<unknown> {
	const { outputType } = ctx;
	if (data instanceof Blob) {
		if (outputType === "dataUrl") return dataUrlFromBlob(data);
		// The JSON form carries the file as a data URL, where the call's own check of files does not look.
		if (outputType === "json")
			return { output: await dataUrlFromBlob(mediaBlob(data, "HF-Inference text-to-image API")) };
		return data;
	}
	if (data && typeof data === "object") {
		if (outputType === "json") return { ...data };
		const b64 = (data as { data?: Array<{ b64_json?: unknown }> }).data?.[0]?.b64_json;
		if (typeof b64 === "string") {
			const url = `data:image/jpeg;base64,${b64}`;
			return outputType === "dataUrl" ? url : ctx.http.download(url);
		}
		const link = (data as { output?: unknown[] }).output?.[0];
		if (typeof link === "string") {
			const blob = await ctx.http.download(link);
			return outputType === "dataUrl" ? dataUrlFromBlob(blob) : blob;
		}
	}
	throw malformed("HF-Inference", "text-to-image", describeShape(ANSWER_SHAPES["text-to-image"]));
}

// One reader serves every pipeline of a kind: it checks the answer against the specification of the
// call's task (its ResponseContext's), so the table below does not build a reader per task.
const asSent = /* @__PURE__ */ hostedAnswer();
const firstOfList = /* @__PURE__ */ hostedAnswer({ unwrap: first });
// The file tasks (image-to-image, text-to-speech, text-to-audio), each a key of the specifications' table.
const file = /* @__PURE__ */ hostedAnswer({
	output: (data, ctx) => expectAnswer<Blob>(data, "HF-Inference", ctx.task as AnswerTask),
});

/** How the client reads the hosted pipelines' answers; the requests are in request.ts. */
export const hfInferenceAnswers = {
	tasks: {
		"audio-classification": asSent,
		"audio-to-audio": asSent,
		"automatic-speech-recognition": asSent,
		conversational: /* @__PURE__ */ openAIChatAnswer(ID),
		"document-question-answering": firstOfList,
		"feature-extraction": asSent,
		"fill-mask": asSent,
		"image-classification": asSent,
		"image-segmentation": asSent,
		"image-to-image": file,
		"image-to-text": firstOfList,
		"object-detection": asSent,
		"question-answering": firstOfList,
		"sentence-similarity": asSent,
		summarization: firstOfList,
		"table-question-answering": firstOfList,
		"tabular-classification": asSent,
		"tabular-regression": asSent,
		"text-classification": /* @__PURE__ */ hostedAnswer({ unwrap: innerList }),
		"text-generation": textGeneration,
		"text-to-audio": file,
		"text-to-image": /* @__PURE__ */ hostedAnswer({ output: textToImageOutput }),
		"text-to-speech": file,
		"token-classification": asSent,
		// The specification allows one translation or a list; a list of one is given as its one translation.
		translation: /* @__PURE__ */ hostedAnswer({
			unwrap: (data) => (Array.isArray(data) && data.length === 1 ? data[0] : data),
		}),
		"visual-question-answering": firstOfList,
		"zero-shot-classification": /* @__PURE__ */ hostedAnswer({
			unwrap: zeroShotPairs,
		}),
		"zero-shot-image-classification": asSent,
	},
} as const satisfies ProviderAnswers;
