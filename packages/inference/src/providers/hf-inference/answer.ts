import { mediaBlob } from "../../request/media-answer.js";
import { ANSWER_SHAPES } from "../../types/generated/answer-shapes.js";
import type { TextGenerationOutput } from "../../types/generated/index.js";
import { dataUrlFromBlob } from "../../utils/binary.js";
import type { ResponseContext } from "../helper.js";
import type { ProviderAnswers } from "../provider-module.js";
import { hostedAnswer } from "../shapes/hf-inference-answer.js";
import { openAIChatAnswer } from "../shapes/openai-answer.js";
import { describeShape, expectAnswer, malformed } from "../shapes/output-checks.js";
import { ID } from "./request.js";

// The hosted pipelines' answers are checked against the task's specification. The pipelines send
// some answers in a form the specification does not list: one object wrapped in a one-element list,
// a list of labels wrapped in another list, or (older zero-shot pipelines) parallel lists. These
// forms are still accepted, as they were before the checks were generated, and unwrapped into the
// specification's form before the check.

const first = (data: unknown) => (Array.isArray(data) ? data[0] : data);
const innerList = (data: unknown) => (Array.isArray(first(data)) ? first(data) : data);

/* @__NO_SIDE_EFFECTS__ */
function blobOutput(task: "image-to-image" | "text-to-speech" | "text-to-audio") {
	return (data: unknown) => expectAnswer<Blob>(data, "HF-Inference", task);
}

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

/** How the client reads the hosted pipelines' answers; the requests are in request.ts. */
export const hfInferenceAnswers = {
	tasks: {
		"audio-classification": /* @__PURE__ */ hostedAnswer("audio-classification"),
		"audio-to-audio": /* @__PURE__ */ hostedAnswer("audio-to-audio"),
		"automatic-speech-recognition": /* @__PURE__ */ hostedAnswer("automatic-speech-recognition"),
		conversational: /* @__PURE__ */ openAIChatAnswer(ID),
		"document-question-answering": /* @__PURE__ */ hostedAnswer("document-question-answering", {
			unwrap: first,
		}),
		"feature-extraction": /* @__PURE__ */ hostedAnswer("feature-extraction"),
		"fill-mask": /* @__PURE__ */ hostedAnswer("fill-mask"),
		"image-classification": /* @__PURE__ */ hostedAnswer("image-classification"),
		"image-segmentation": /* @__PURE__ */ hostedAnswer("image-segmentation"),
		"image-to-image": /* @__PURE__ */ hostedAnswer("image-to-image", {
			output: blobOutput("image-to-image"),
		}),
		"image-to-text": /* @__PURE__ */ hostedAnswer("image-to-text", { unwrap: first }),
		"object-detection": /* @__PURE__ */ hostedAnswer("object-detection"),
		"question-answering": /* @__PURE__ */ hostedAnswer("question-answering", { unwrap: first }),
		"sentence-similarity": /* @__PURE__ */ hostedAnswer("sentence-similarity"),
		summarization: /* @__PURE__ */ hostedAnswer("summarization", { unwrap: first }),
		"table-question-answering": /* @__PURE__ */ hostedAnswer("table-question-answering", { unwrap: first }),
		"tabular-classification": /* @__PURE__ */ hostedAnswer("tabular-classification"),
		"tabular-regression": /* @__PURE__ */ hostedAnswer("tabular-regression"),
		"text-classification": /* @__PURE__ */ hostedAnswer("text-classification", { unwrap: innerList }),
		"text-generation": textGeneration,
		"text-to-audio": /* @__PURE__ */ hostedAnswer("text-to-audio", { output: blobOutput("text-to-audio") }),
		"text-to-image": /* @__PURE__ */ hostedAnswer("text-to-image", { output: textToImageOutput }),
		"text-to-speech": /* @__PURE__ */ hostedAnswer("text-to-speech", {
			output: blobOutput("text-to-speech"),
		}),
		"token-classification": /* @__PURE__ */ hostedAnswer("token-classification"),
		// The specification allows one translation or a list; a list of one is given as its one translation.
		translation: /* @__PURE__ */ hostedAnswer("translation", {
			unwrap: (data) => (Array.isArray(data) && data.length === 1 ? data[0] : data),
		}),
		"visual-question-answering": /* @__PURE__ */ hostedAnswer("visual-question-answering", { unwrap: first }),
		"zero-shot-classification": /* @__PURE__ */ hostedAnswer("zero-shot-classification", {
			unwrap: zeroShotPairs,
		}),
		"zero-shot-image-classification": /* @__PURE__ */ hostedAnswer("zero-shot-image-classification"),
	},
} as const satisfies ProviderAnswers;
