import { isBinaryData } from "../../utils/binary.js";
import type { RequestHelper } from "../helper.js";
import type { ProviderModule } from "../provider-module.js";
import { hosted, hostedOpenAIUrl } from "../shapes/hf-inference.js";
import { completionsBody, openAIChat, openAICompletions } from "../shapes/openai.js";

/** The hub's own provider, as its module below declares it. */
export const ID = "hf-inference";

// The hub's hosted pipelines. Each request says how inputs travel; the answer is checked against
// the task's specification (answer.ts).

export const hfChat = /* @__PURE__ */ openAIChat(ID, "", {
	url: (ctx) => hostedOpenAIUrl(ctx, "chat/completions"),
});

export const hfTextGeneration = /* @__PURE__ */ openAICompletions(ID, "", {
	url: (ctx) => hostedOpenAIUrl(ctx, "completions"),
	body: completionsBody,
});

export const hfTextClassification = /* @__PURE__ */ hosted(ID, "text-classification");

export const hfTokenClassification = /* @__PURE__ */ hosted(ID, "token-classification");

export const hfQuestionAnswering = /* @__PURE__ */ hosted(ID, "question-answering");

export const hfFillMask = /* @__PURE__ */ hosted(ID, "fill-mask");

export const hfZeroShotClassification = /* @__PURE__ */ hosted(ID, "zero-shot-classification");

export const hfSentenceSimilarity = /* @__PURE__ */ hosted(ID, "sentence-similarity");

export const hfFeatureExtraction = /* @__PURE__ */ hosted(ID, "feature-extraction");

export const hfSummarization = /* @__PURE__ */ hosted(ID, "summarization");

export const hfTranslation = /* @__PURE__ */ hosted(ID, "translation");

export const hfTableQuestionAnswering = /* @__PURE__ */ hosted(ID, "table-question-answering");

export const hfDocumentQuestionAnswering = /* @__PURE__ */ hosted(ID, "document-question-answering", {
	body: "image-question",
});

export const hfVisualQuestionAnswering = /* @__PURE__ */ hosted(ID, "visual-question-answering", {
	body: "image-question",
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

export const hfImageToText = /* @__PURE__ */ hosted(ID, "image-to-text", { body: "media" });

export const hfImageToImage = /* @__PURE__ */ hosted(ID, "image-to-image", {
	body: "media",
	answer: { media: { in: "body", type: "image/jpeg" } },
});

export const hfAutomaticSpeechRecognition = /* @__PURE__ */ hosted(ID, "automatic-speech-recognition", {
	body: "media",
});

export const hfAudioClassification = /* @__PURE__ */ hosted(ID, "audio-classification", { body: "media" });

export const hfAudioToAudio = /* @__PURE__ */ hosted(ID, "audio-to-audio", { body: "media" });

// The pipelines answer with the file itself: FLAC for audio, an image for images.
export const hfTextToSpeech = /* @__PURE__ */ hosted(ID, "text-to-speech", {
	answer: { media: { in: "body", type: "audio/flac" } },
});

export const hfTextToAudio = /* @__PURE__ */ hosted(ID, "text-to-audio", {
	answer: { media: { in: "body", type: "audio/flac" } },
});

export const hfTextToImage = /* @__PURE__ */ hosted(ID, "text-to-image", {
	refuse: (ctx) =>
		ctx.outputType === "url"
			? "hf-inference provider does not support URL output. Use outputType 'blob', 'dataUrl' or 'json' instead."
			: undefined,
	answer: { media: { in: "body", type: "image/jpeg" } },
});

/**
 * The model's route without a task (the deprecated generic `request`): the arguments as JSON, or
 * the media as the body (the answer is given as it came). The task is only a placeholder.
 */
const untaskedHelper: RequestHelper = {
	...hosted(ID, "text-classification"),
	payload(ctx) {
		const media = ctx.args.data ?? ctx.args.inputs;
		return isBinaryData(media) ? { kind: "binary", data: media } : { kind: "json", value: ctx.args };
	},
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
