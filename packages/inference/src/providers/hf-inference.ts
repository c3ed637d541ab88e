import { mediaBlob } from "../request/media-answer.js";
import type { ChatCompletionOutput, TextGenerationOutput } from "../types/generated/index.js";
import { dataUrlFromBlob, isBinaryData } from "../utils/binary.js";
import type { ResponseContext, TaskHelper } from "./helper.js";
import type { ProviderModule } from "./provider-module.js";
import { hosted, hostedOpenAIUrl } from "./shapes/hf-inference.js";
import { completionsBody, openAIChat, openAICompletions } from "./shapes/openai.js";
import {
	arrayOf,
	expectShape,
	isNumber,
	isNumberTree,
	isString,
	labelScores,
	malformed,
	optional,
	shape,
} from "./shapes/output-checks.js";

/** The hub's own provider, as its module below declares it. */
const ID = "hf-inference";

// The hub's hosted pipelines. Each helper says how inputs travel and what the answer must look like;
// answers that arrive wrapped in a one-element list are unwrapped where the task returns one object.

const first = (data: unknown) => (Array.isArray(data) ? data[0] : data);
/* @__NO_SIDE_EFFECTS__ */
function blobOutput(task: string) {
	return (data: unknown) => {
		if (data instanceof Blob) return data;
		throw malformed("HF-Inference", task, "a Blob");
	};
}

export const hfChat = /* @__PURE__ */ openAIChat<ChatCompletionOutput>(ID, "", {
	url: (ctx) => hostedOpenAIUrl(ctx, "chat/completions"),
});

export const hfTextGeneration = /* @__PURE__ */ openAICompletions<TextGenerationOutput>(ID, "", {
	url: (ctx) => hostedOpenAIUrl(ctx, "completions"),
	body: completionsBody,
	output(data) {
		const text = (data as { choices?: Array<{ text?: unknown }> } | null)?.choices?.[0]?.text;
		if (typeof text !== "string")
			throw malformed("HF-Inference", "text generation", "{choices: [{text: string}]}");
		return { generated_text: text };
	},
});

export const hfTextClassification = /* @__PURE__ */ hosted(ID, "text-classification", {
	output: (data) =>
		expectShape(
			Array.isArray(first(data)) ? first(data) : data,
			labelScores,
			"HF-Inference",
			"text-classification",
			"Array<{label: string, score: number}>",
		),
});

export const hfTokenClassification = /* @__PURE__ */ hosted(ID, "token-classification", {
	check: /* @__PURE__ */ arrayOf(
		/* @__PURE__ */ shape({ score: isNumber, word: isString, start: isNumber, end: isNumber }),
	),
	expected: "Array<{end: number, entity_group: string, score: number, start: number, word: string}>",
});

export const hfQuestionAnswering = /* @__PURE__ */ hosted(ID, "question-answering", {
	check: (data) =>
		/* @__PURE__ */ shape({ answer: isString, score: isNumber, start: isNumber, end: isNumber })(first(data)),
	expected: "{answer: string, end: number, score: number, start: number}",
	output: first,
});

export const hfFillMask = /* @__PURE__ */ hosted(ID, "fill-mask", {
	check: /* @__PURE__ */ arrayOf(
		/* @__PURE__ */ shape({ score: isNumber, sequence: isString, token: isNumber, token_str: isString }),
	),
	expected: "Array<{score: number, sequence: string, token: number, token_str: string}>",
});

export const hfZeroShotClassification = /* @__PURE__ */ hosted(ID, "zero-shot-classification", {
	output(data) {
		// Older pipelines answer {sequence, labels: [], scores: []}; both become label/score pairs.
		const legacy = data as { labels?: unknown; scores?: unknown } | null;
		if (legacy && Array.isArray(legacy.labels) && Array.isArray(legacy.scores)) {
			const scores = legacy.scores;
			return legacy.labels.map((label, index) => ({ label, score: scores[index] }));
		}
		const list = Array.isArray(data) && Array.isArray(data[0]) ? data[0] : data;
		return expectShape(
			list,
			labelScores,
			"HF-Inference",
			"zero-shot-classification",
			"Array<{label: string, score: number}>",
		);
	},
});

export const hfSentenceSimilarity = /* @__PURE__ */ hosted(ID, "sentence-similarity", {
	check: /* @__PURE__ */ arrayOf(isNumber),
	expected: "Array<number>",
});

export const hfFeatureExtraction = /* @__PURE__ */ hosted(ID, "feature-extraction", {
	check: (data) => Array.isArray(data) && isNumberTree(data),
	expected: "an array of numbers, or of arrays of numbers",
});

export const hfSummarization = /* @__PURE__ */ hosted(ID, "summarization", {
	check: /* @__PURE__ */ arrayOf(/* @__PURE__ */ shape({ summary_text: isString })),
	expected: "Array<{summary_text: string}>",
	output: first,
});

export const hfTranslation = /* @__PURE__ */ hosted(ID, "translation", {
	check: /* @__PURE__ */ arrayOf(/* @__PURE__ */ shape({ translation_text: isString })),
	expected: "Array<{translation_text: string}>",
	output: (data) => ((data as unknown[]).length === 1 ? first(data) : data),
});

export const hfTableQuestionAnswering = /* @__PURE__ */ hosted(ID, "table-question-answering", {
	check: (data) =>
		/* @__PURE__ */ shape({
			answer: isString,
			cells: /* @__PURE__ */ arrayOf(isString),
			coordinates: /* @__PURE__ */ arrayOf(/* @__PURE__ */ arrayOf(isNumber)),
			aggregator: /* @__PURE__ */ optional(isString),
		})(first(data)),
	expected: "{aggregator: string, answer: string, cells: string[], coordinates: number[][]}",
	output: first,
});

export const hfDocumentQuestionAnswering = /* @__PURE__ */ hosted(ID, "document-question-answering", {
	body: "image-question",
	check: /* @__PURE__ */ arrayOf(
		/* @__PURE__ */ shape({
			answer: isString,
			score: /* @__PURE__ */ optional(isNumber),
			start: /* @__PURE__ */ optional(isNumber),
			end: /* @__PURE__ */ optional(isNumber),
		}),
	),
	expected: "Array<{answer: string, end: number, score: number, start: number}>",
	output: first,
});

export const hfVisualQuestionAnswering = /* @__PURE__ */ hosted(ID, "visual-question-answering", {
	body: "image-question",
	check: /* @__PURE__ */ arrayOf(
		/* @__PURE__ */ shape({ answer: /* @__PURE__ */ optional(isString), score: isNumber }),
	),
	expected: "Array<{answer: string, score: number}>",
	output: first,
});

// Classifiers trained on named classes answer the names, others class numbers.
export const hfTabularClassification = /* @__PURE__ */ hosted(ID, "tabular-classification", {
	check: /* @__PURE__ */ arrayOf((value) => isNumber(value) || isString(value)),
	expected: "Array<number | string>",
});

export const hfTabularRegression = /* @__PURE__ */ hosted(ID, "tabular-regression", {
	check: /* @__PURE__ */ arrayOf(isNumber),
	expected: "Array<number>",
});

export const hfImageClassification = /* @__PURE__ */ hosted(ID, "image-classification", {
	body: "media",
	check: labelScores,
	expected: "Array<{label: string, score: number}>",
});

export const hfZeroShotImageClassification = /* @__PURE__ */ hosted(ID, "zero-shot-image-classification", {
	body: "image-object",
	check: labelScores,
	expected: "Array<{label: string, score: number}>",
});

export const hfImageSegmentation = /* @__PURE__ */ hosted(ID, "image-segmentation", {
	body: "base64",
	check: /* @__PURE__ */ arrayOf(
		/* @__PURE__ */ shape({ label: isString, mask: isString, score: /* @__PURE__ */ optional(isNumber) }),
	),
	expected: "Array<{label: string, mask: string, score: number}>",
});

export const hfObjectDetection = /* @__PURE__ */ hosted(ID, "object-detection", {
	body: "media",
	check: /* @__PURE__ */ arrayOf(
		/* @__PURE__ */ shape({
			label: isString,
			score: isNumber,
			box: /* @__PURE__ */ shape({ xmin: isNumber, ymin: isNumber, xmax: isNumber, ymax: isNumber }),
		}),
	),
	expected: "Array<{label: string, score: number, box: {xmin, ymin, xmax, ymax}}>",
});

export const hfImageToText = /* @__PURE__ */ hosted(ID, "image-to-text", {
	body: "media",
	check: (data) => /* @__PURE__ */ shape({ generated_text: isString })(first(data)),
	expected: "{generated_text: string}",
	output: first,
});

export const hfImageToImage = /* @__PURE__ */ hosted(ID, "image-to-image", {
	body: "media",
	output: blobOutput("image-to-image"),
	answer: { media: { in: "body", type: "image/jpeg" } },
});

export const hfAutomaticSpeechRecognition = /* @__PURE__ */ hosted(ID, "automatic-speech-recognition", {
	body: "media",
	check: /* @__PURE__ */ shape({
		text: isString,
		chunks: /* @__PURE__ */ optional(
			/* @__PURE__ */ arrayOf(
				/* @__PURE__ */ shape({
					text: isString,
					timestamp: /* @__PURE__ */ arrayOf(/* @__PURE__ */ optional(isNumber)),
				}),
			),
		),
	}),
	expected: "{text: string, chunks?: Array<{text: string, timestamp: [number, number | null]}>}",
});

export const hfAudioClassification = /* @__PURE__ */ hosted(ID, "audio-classification", {
	body: "media",
	check: labelScores,
	expected: "Array<{label: string, score: number}>",
});

export const hfAudioToAudio = /* @__PURE__ */ hosted(ID, "audio-to-audio", {
	body: "media",
	check: /* @__PURE__ */ arrayOf(
		/* @__PURE__ */ shape({ label: isString, blob: isString, "content-type": isString }),
	),
	expected: "Array<{label: string, blob: string, content-type: string}>",
});

// The pipelines answer with the file itself: FLAC for audio, an image for images.
export const hfTextToSpeech = /* @__PURE__ */ hosted(ID, "text-to-speech", {
	output: blobOutput("text-to-speech"),
	answer: { media: { in: "body", type: "audio/flac" } },
});

export const hfTextToAudio = /* @__PURE__ */ hosted(ID, "text-to-audio", {
	output: blobOutput("text-to-audio"),
	answer: { media: { in: "body", type: "audio/flac" } },
});

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
	throw malformed("HF-Inference", "text-to-image", "a Blob");
}

export const hfTextToImage = /* @__PURE__ */ hosted(ID, "text-to-image", {
	refuse: (ctx) =>
		ctx.outputType === "url"
			? "hf-inference provider does not support URL output. Use outputType 'blob', 'dataUrl' or 'json' instead."
			: undefined,
	output: textToImageOutput,
	answer: { media: { in: "body", type: "image/jpeg" } },
});

/**
 * The model's route without a task (the deprecated generic `request`): the arguments as JSON, or
 * the media as the body, and the answer as it came. The task is only a placeholder.
 */
const untaskedHelper: TaskHelper = {
	...hosted(ID, "text-classification"),
	payload(ctx) {
		const media = ctx.args.data ?? ctx.args.inputs;
		return isBinaryData(media) ? { kind: "binary", data: media } : { kind: "json", value: ctx.args };
	},
	output: (data) => data,
};

export const hfInference = {
	id: ID,
	label: "HF-Inference",
	hubOrg: "hf-inference",
	routed: true,
	keyEnvVar: "HF_TOKEN",
	hubHosted: true,
	// A sentence-transformers model serves both.
	equivalentTasks: [["feature-extraction", "sentence-similarity"]],
	untaskedHelper,
	tasks: {
		"audio-classification": hfAudioClassification,
		"audio-to-audio": hfAudioToAudio,
		"automatic-speech-recognition": hfAutomaticSpeechRecognition,
		conversational: hfChat,
		"document-question-answering": hfDocumentQuestionAnswering,
		"feature-extraction": hfFeatureExtraction,
		"fill-mask": hfFillMask,
		"image-classification": hfImageClassification,
		"image-segmentation": hfImageSegmentation,
		"image-to-image": hfImageToImage,
		"image-to-text": hfImageToText,
		"object-detection": hfObjectDetection,
		"question-answering": hfQuestionAnswering,
		"sentence-similarity": hfSentenceSimilarity,
		summarization: hfSummarization,
		"table-question-answering": hfTableQuestionAnswering,
		"tabular-classification": hfTabularClassification,
		"tabular-regression": hfTabularRegression,
		"text-classification": hfTextClassification,
		"text-generation": hfTextGeneration,
		"text-to-audio": hfTextToAudio,
		"text-to-image": hfTextToImage,
		"text-to-speech": hfTextToSpeech,
		"token-classification": hfTokenClassification,
		translation: hfTranslation,
		"visual-question-answering": hfVisualQuestionAnswering,
		"zero-shot-classification": hfZeroShotClassification,
		"zero-shot-image-classification": hfZeroShotImageClassification,
	},
} as const satisfies ProviderModule;
