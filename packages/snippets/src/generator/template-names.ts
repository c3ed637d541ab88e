import { INFERENCE_TASKS } from "@hubkit/inference";
/** The kinds of snippet a task is written as. */
export type TemplateName =
	| "basic"
	| "basicAudio"
	| "basicImage"
	| "conversational"
	| "conversationalStream"
	| "documentQuestionAnswering"
	| "imageToImage"
	| "imageToVideo"
	| "questionAnswering"
	| "responses"
	| "responsesStream"
	| "tableQuestionAnswering"
	| "tabular"
	| "textToAudio"
	| "textToImage"
	| "textToSpeech"
	| "textToVideo"
	| "zeroShotClassification"
	| "zeroShotImageClassification";

/** Which kind of snippet each task gets (tasks missing here get none). */
export const TEMPLATE_FOR_TASK: Record<string, TemplateName> = {
	"audio-classification": "basicAudio",
	"audio-to-audio": "basicAudio",
	"automatic-speech-recognition": "basicAudio",
	"document-question-answering": "documentQuestionAnswering",
	"feature-extraction": "basic",
	"fill-mask": "basic",
	"image-classification": "basicImage",
	"image-segmentation": "basicImage",
	"image-text-to-image": "imageToImage",
	"image-text-to-text": "conversational",
	"image-text-to-video": "imageToVideo",
	"image-to-image": "imageToImage",
	"image-to-text": "basicImage",
	"image-to-video": "imageToVideo",
	"object-detection": "basicImage",
	"question-answering": "questionAnswering",
	"sentence-similarity": "basic",
	summarization: "basic",
	"table-question-answering": "tableQuestionAnswering",
	"tabular-classification": "tabular",
	"tabular-regression": "tabular",
	"text-classification": "basic",
	"text-generation": "basic",
	"text-to-audio": "textToAudio",
	"text-to-image": "textToImage",
	"text-to-speech": "textToSpeech",
	"text-to-video": "textToVideo",
	"token-classification": "basic",
	translation: "basic",
	"zero-shot-classification": "zeroShotClassification",
	"zero-shot-image-classification": "zeroShotImageClassification",
};

/**
 * huggingface_hub's method for each task its basic templates cover: one per task the client
 * serves, named after it, except chat (`chat.completions`) and text-to-audio (no method).
 */
export const PYTHON_METHODS: Record<string, string> = Object.fromEntries(
	INFERENCE_TASKS.filter((task) => task !== "conversational" && task !== "text-to-audio").map((task) => [
		task,
		task.replaceAll("-", "_"),
	]),
);

/**
 * `@hubkit/inference`'s method for each task its basic templates cover (the reference client's
 * list), e.g. `"fill-mask"` to `"fillMask"`.
 */
export const JS_METHODS: Record<string, string> = {
	"automatic-speech-recognition": "automaticSpeechRecognition",
	"feature-extraction": "featureExtraction",
	"fill-mask": "fillMask",
	"image-classification": "imageClassification",
	"question-answering": "questionAnswering",
	"sentence-similarity": "sentenceSimilarity",
	summarization: "summarization",
	"table-question-answering": "tableQuestionAnswering",
	"text-classification": "textClassification",
	"text-generation": "textGeneration",
	"token-classification": "tokenClassification",
	"text-to-speech": "textToSpeech",
	translation: "translation",
};
