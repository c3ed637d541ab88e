export {
	audioClassification,
	audioToAudio,
	automaticSpeechRecognition,
	textToAudio,
	textToSpeech,
} from "./audio.js";
export {
	type ChatCompletionArgs,
	chatCompletion,
	chatCompletionStream,
	type TextGenerationArgs,
	textGeneration,
	textGenerationStream,
} from "./chat.js";
export { type RequestArgs, type RequestOptions, request, streamingRequest } from "./custom.js";
export {
	documentQuestionAnswering,
	imageTextToImage,
	imageTextToVideo,
	tabularClassification,
	tabularRegression,
	visualQuestionAnswering,
} from "./multimodal.js";
export {
	featureExtraction,
	fillMask,
	questionAnswering,
	sentenceSimilarity,
	summarization,
	type TextArgs,
	tableQuestionAnswering,
	textClassification,
	tokenClassification,
	translation,
	zeroShotClassification,
} from "./nlp.js";
export {
	imageClassification,
	imageSegmentation,
	imageToImage,
	imageToText,
	imageToVideo,
	objectDetection,
	type TextToImageArgs,
	textToImage,
	textToVideo,
	zeroShotImageClassification,
} from "./vision.js";
