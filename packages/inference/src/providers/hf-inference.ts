import { mediaBlob } from "../request/media-answer.js";
import { ANSWER_SHAPES } from "../types/generated/answer-shapes.js";
import type { ChatCompletionOutput, TextGenerationOutput } from "../types/generated/index.js";
import { dataUrlFromBlob, isBinaryData } from "../utils/binary.js";
import type { ResponseContext, TaskHelper } from "./helper.js";
import type { ProviderModule } from "./provider-module.js";
import { hosted, hostedOpenAIUrl } from "./shapes/hf-inference.js";
import { completionsBody, openAIChat, openAICompletions } from "./shapes/openai.js";
import { describeShape, expectAnswer, malformed } from "./shapes/output-checks.js";

/** The hub's own provider, as its module below declares it. */
const ID = "hf-inference";

// The hub's hosted pipelines. Each helper says how inputs travel; the answer is checked against the
// task's specification. The pipelines send some answers in a form the specification does not list:
// one object wrapped in a one-element list, a list of labels wrapped in another list, or (older
// zero-shot pipelines) parallel lists. These forms are still accepted, as they were before
// the checks were generated, and unwrapped into the specification's form before the check.

const first = (data: unknown) => (Array.isArray(data) ? data[0] : data);
const innerList = (data: unknown) => (Array.isArray(first(data)) ? first(data) : data);

/* @__NO_SIDE_EFFECTS__ */
function blobOutput(task: "image-to-image" | "text-to-speech" | "text-to-audio") {
	return (data: unknown) => expectAnswer<Blob>(data, "HF-Inference", task);
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

export const hfTextClassification = /* @__PURE__ */ hosted(ID, "text-classification", { unwrap: innerList });

export const hfTokenClassification = /* @__PURE__ */ hosted(ID, "token-classification");

export const hfQuestionAnswering = /* @__PURE__ */ hosted(ID, "question-answering", { unwrap: first });

export const hfFillMask = /* @__PURE__ */ hosted(ID, "fill-mask");

export const hfZeroShotClassification = /* @__PURE__ */ hosted(ID, "zero-shot-classification", {
	unwrap(data) {
		// Older pipelines answer {sequence, labels: [], scores: []}; both become label/score pairs.
		const legacy = data as { labels?: unknown; scores?: unknown } | null;
		if (legacy && Array.isArray(legacy.labels) && Array.isArray(legacy.scores)) {
			const scores = legacy.scores;
			return legacy.labels.map((label, index) => ({ label, score: scores[index] }));
		}
		return innerList(data);
	},
});

export const hfSentenceSimilarity = /* @__PURE__ */ hosted(ID, "sentence-similarity");

export const hfFeatureExtraction = /* @__PURE__ */ hosted(ID, "feature-extraction");

export const hfSummarization = /* @__PURE__ */ hosted(ID, "summarization", { unwrap: first });

// The specification allows one translation or a list; a list of one is given as its one translation.
export const hfTranslation = /* @__PURE__ */ hosted(ID, "translation", {
	unwrap: (data) => (Array.isArray(data) && data.length === 1 ? data[0] : data),
});

export const hfTableQuestionAnswering = /* @__PURE__ */ hosted(ID, "table-question-answering", {
	unwrap: first,
});

export const hfDocumentQuestionAnswering = /* @__PURE__ */ hosted(ID, "document-question-answering", {
	body: "image-question",
	unwrap: first,
});

export const hfVisualQuestionAnswering = /* @__PURE__ */ hosted(ID, "visual-question-answering", {
	body: "image-question",
	unwrap: first,
});

// Classifiers trained on named classes answer the names, others class numbers.
export const hfTabularClassification = /* @__PURE__ */ hosted(ID, "tabular-classification");

export const hfTabularRegression = /* @__PURE__ */ hosted(ID, "tabular-regression");

export const hfImageClassification = /* @__PURE__ */ hosted(ID, "image-classification", { body: "media" });

export const hfZeroShotImageClassification = /* @__PURE__ */ hosted(ID, "zero-shot-image-classification", {
	body: "image-object",
});

export const hfImageSegmentation = /* @__PURE__ */ hosted(ID, "image-segmentation", { body: "base64" });

export const hfObjectDetection = /* @__PURE__ */ hosted(ID, "object-detection", { body: "media" });

export const hfImageToText = /* @__PURE__ */ hosted(ID, "image-to-text", { body: "media", unwrap: first });

export const hfImageToImage = /* @__PURE__ */ hosted(ID, "image-to-image", {
	body: "media",
	output: blobOutput("image-to-image"),
	answer: { media: { in: "body", type: "image/jpeg" } },
});

export const hfAutomaticSpeechRecognition = /* @__PURE__ */ hosted(ID, "automatic-speech-recognition", {
	body: "media",
});

export const hfAudioClassification = /* @__PURE__ */ hosted(ID, "audio-classification", { body: "media" });

export const hfAudioToAudio = /* @__PURE__ */ hosted(ID, "audio-to-audio", { body: "media" });

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
	throw malformed("HF-Inference", "text-to-image", describeShape(ANSWER_SHAPES["text-to-image"]));
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
