import type { ProviderTable } from "./helper.js";
import * as hf from "./hf-inference.js";
import * as oa from "./openai-compatible.js";

// For each task, the providers that serve it. Each table is its own export so that a program using
// one task function bundles only that task's helpers.

export const CONVERSATIONAL: ProviderTable = {
	baseten: oa.basetenChat,
	cerebras: oa.cerebrasChat,
	cohere: oa.cohereChat,
	deepinfra: oa.deepinfraChat,
	"featherless-ai": oa.featherlessChat,
	"fireworks-ai": oa.fireworksChat,
	groq: oa.groqChat,
	"hf-inference": hf.hfChat,
	novita: oa.novitaChat,
	nscale: oa.nscaleChat,
	openai: oa.openaiChat,
	ovhcloud: oa.ovhcloudChat,
	publicai: oa.publicaiChat,
	scaleway: oa.scalewayChat,
	together: oa.togetherChat,
	"zai-org": oa.zaiChat,
};

export const TEXT_GENERATION: ProviderTable = {
	"hf-inference": hf.hfTextGeneration,
};

export const FEATURE_EXTRACTION: ProviderTable = {
	"hf-inference": hf.hfFeatureExtraction,
};

export const FILL_MASK: ProviderTable = { "hf-inference": hf.hfFillMask };

export const QUESTION_ANSWERING: ProviderTable = { "hf-inference": hf.hfQuestionAnswering };

export const SENTENCE_SIMILARITY: ProviderTable = { "hf-inference": hf.hfSentenceSimilarity };

export const SUMMARIZATION: ProviderTable = { "hf-inference": hf.hfSummarization };

export const TABLE_QUESTION_ANSWERING: ProviderTable = {
	"hf-inference": hf.hfTableQuestionAnswering,
};

export const TEXT_CLASSIFICATION: ProviderTable = { "hf-inference": hf.hfTextClassification };

export const TOKEN_CLASSIFICATION: ProviderTable = {
	"hf-inference": hf.hfTokenClassification,
};

export const TRANSLATION: ProviderTable = { "hf-inference": hf.hfTranslation };

export const ZERO_SHOT_CLASSIFICATION: ProviderTable = { "hf-inference": hf.hfZeroShotClassification };

export const DOCUMENT_QUESTION_ANSWERING: ProviderTable = {
	"hf-inference": hf.hfDocumentQuestionAnswering,
};

export const VISUAL_QUESTION_ANSWERING: ProviderTable = {
	"hf-inference": hf.hfVisualQuestionAnswering,
};

export const TABULAR_CLASSIFICATION: ProviderTable = { "hf-inference": hf.hfTabularClassification };

export const TABULAR_REGRESSION: ProviderTable = { "hf-inference": hf.hfTabularRegression };

export const ZERO_SHOT_IMAGE_CLASSIFICATION: ProviderTable = {
	"hf-inference": hf.hfZeroShotImageClassification,
};

export const IMAGE_CLASSIFICATION: ProviderTable = { "hf-inference": hf.hfImageClassification };

export const IMAGE_SEGMENTATION: ProviderTable = {
	"hf-inference": hf.hfImageSegmentation,
};

export const OBJECT_DETECTION: ProviderTable = { "hf-inference": hf.hfObjectDetection };

export const IMAGE_TO_TEXT: ProviderTable = { "hf-inference": hf.hfImageToText };

export const IMAGE_TO_IMAGE: ProviderTable = { "hf-inference": hf.hfImageToImage };

export const IMAGE_TO_VIDEO: ProviderTable = {};

export const IMAGE_TEXT_TO_IMAGE: ProviderTable = {};

export const IMAGE_TEXT_TO_VIDEO: ProviderTable = {};

/** textToImage's answer depends on `outputType`: a Blob, a data URL or URL string, or the provider's JSON. */
export const TEXT_TO_IMAGE: ProviderTable = {
	"hf-inference": hf.hfTextToImage,
};

export const TEXT_TO_VIDEO: ProviderTable = {};

export const TEXT_TO_SPEECH: ProviderTable = { "hf-inference": hf.hfTextToSpeech };

export const TEXT_TO_AUDIO: ProviderTable = { "hf-inference": hf.hfTextToAudio };

export const AUTOMATIC_SPEECH_RECOGNITION: ProviderTable = {
	"hf-inference": hf.hfAutomaticSpeechRecognition,
};

export const AUDIO_CLASSIFICATION: ProviderTable = { "hf-inference": hf.hfAudioClassification };

export const AUDIO_TO_AUDIO: ProviderTable = { "hf-inference": hf.hfAudioToAudio };
