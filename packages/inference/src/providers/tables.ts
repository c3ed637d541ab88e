import * as deepinfra from "./deepinfra.js";
import * as fal from "./fal-ai.js";
import type { ProviderTable } from "./helper.js";
import * as hf from "./hf-inference.js";
import * as novita from "./novita.js";
import * as nscale from "./nscale.js";
import * as oa from "./openai-compatible.js";
import * as replicate from "./replicate.js";
import * as scaleway from "./scaleway.js";
import * as together from "./together.js";
import * as wavespeed from "./wavespeed.js";
import * as zai from "./zai-org.js";

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
	deepinfra: deepinfra.deepinfraTextGeneration,
	"featherless-ai": oa.featherlessTextGeneration,
	groq: oa.groqTextGeneration,
	"hf-inference": hf.hfTextGeneration,
	novita: novita.novitaTextGeneration,
	ovhcloud: oa.ovhcloudTextGeneration,
	scaleway: scaleway.scalewayTextGeneration,
	together: together.togetherTextGeneration,
};

export const FEATURE_EXTRACTION: ProviderTable = {
	deepinfra: deepinfra.deepinfraFeatureExtraction,
	"hf-inference": hf.hfFeatureExtraction,
	scaleway: scaleway.scalewayFeatureExtraction,
	together: together.togetherFeatureExtraction,
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
	"fal-ai": fal.falImageSegmentation,
	"hf-inference": hf.hfImageSegmentation,
};

export const OBJECT_DETECTION: ProviderTable = { "hf-inference": hf.hfObjectDetection };

export const IMAGE_TO_TEXT: ProviderTable = {
	"hf-inference": hf.hfImageToText,
	"zai-org": zai.zaiImageToText,
};

export const IMAGE_TO_IMAGE: ProviderTable = {
	"fal-ai": fal.falImageToImage,
	"hf-inference": hf.hfImageToImage,
	replicate: replicate.replicateImageToImage,
	together: together.togetherImageToImage,
	wavespeed: wavespeed.wavespeedImageToImage,
};

export const IMAGE_TO_VIDEO: ProviderTable = {
	"fal-ai": fal.falImageToVideo,
	together: together.togetherImageToVideo,
	wavespeed: wavespeed.wavespeedImageToVideo,
};

export const IMAGE_TEXT_TO_IMAGE: ProviderTable = {
	"fal-ai": fal.falImageTextToImage,
	wavespeed: wavespeed.wavespeedImageTextToImage,
};

export const IMAGE_TEXT_TO_VIDEO: ProviderTable = {
	"fal-ai": fal.falImageTextToVideo,
	novita: novita.novitaImageTextToVideo,
	wavespeed: wavespeed.wavespeedImageTextToVideo,
};

/** textToImage's answer depends on `outputType`: a Blob, a data URL or URL string, or the provider's JSON. */
export const TEXT_TO_IMAGE: ProviderTable = {
	deepinfra: deepinfra.deepinfraTextToImage,
	"fal-ai": fal.falTextToImage,
	"hf-inference": hf.hfTextToImage,
	nscale: nscale.nscaleTextToImage,
	replicate: replicate.replicateTextToImage,
	together: together.togetherTextToImage,
	wavespeed: wavespeed.wavespeedTextToImage,
	"zai-org": zai.zaiTextToImage,
};

export const TEXT_TO_VIDEO: ProviderTable = {
	"fal-ai": fal.falTextToVideo,
	novita: novita.novitaTextToVideo,
	replicate: replicate.replicateTextToVideo,
	together: together.togetherTextToVideo,
	wavespeed: wavespeed.wavespeedTextToVideo,
};

export const TEXT_TO_SPEECH: ProviderTable = {
	deepinfra: deepinfra.deepinfraTextToSpeech,
	"fal-ai": fal.falTextToSpeech,
	"hf-inference": hf.hfTextToSpeech,
	replicate: replicate.replicateTextToSpeech,
	together: together.togetherTextToSpeech,
};

export const TEXT_TO_AUDIO: ProviderTable = {
	"fal-ai": fal.falTextToAudio,
	"hf-inference": hf.hfTextToAudio,
};

export const AUTOMATIC_SPEECH_RECOGNITION: ProviderTable = {
	deepinfra: deepinfra.deepinfraAutomaticSpeechRecognition,
	"fal-ai": fal.falAutomaticSpeechRecognition,
	"hf-inference": hf.hfAutomaticSpeechRecognition,
	replicate: replicate.replicateAutomaticSpeechRecognition,
	together: together.togetherAutomaticSpeechRecognition,
};

export const AUDIO_CLASSIFICATION: ProviderTable = { "hf-inference": hf.hfAudioClassification };

export const AUDIO_TO_AUDIO: ProviderTable = {
	"fal-ai": fal.falAudioToAudio,
	"hf-inference": hf.hfAudioToAudio,
};
