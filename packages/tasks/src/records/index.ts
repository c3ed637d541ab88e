import type { PipelineType } from "../catalogue/pipeline-data.js";
import { PIPELINE_DATA, PIPELINE_TYPES } from "../catalogue/pipeline-data.js";
import { LIBRARY_TASK_MAPPING } from "../libraries/model-libraries.js";
import { librariesForTask } from "./libraries-for-task.js";
import { placeholder } from "./placeholder.js";
import type { TaskData, TaskDataCustom } from "./task-data.js";
import anyToAny from "./tasks/any-to-any.js";
import audioClassification from "./tasks/audio-classification.js";
import audioTextToText from "./tasks/audio-text-to-text.js";
import audioToAudio from "./tasks/audio-to-audio.js";
import automaticSpeechRecognition from "./tasks/automatic-speech-recognition.js";
import depthEstimation from "./tasks/depth-estimation.js";
import documentQuestionAnswering from "./tasks/document-question-answering.js";
import featureExtraction from "./tasks/feature-extraction.js";
import fillMask from "./tasks/fill-mask.js";
import imageClassification from "./tasks/image-classification.js";
import imageFeatureExtraction from "./tasks/image-feature-extraction.js";
import imageSegmentation from "./tasks/image-segmentation.js";
import imageTextToImage from "./tasks/image-text-to-image.js";
import imageTextToText from "./tasks/image-text-to-text.js";
import imageTextToVideo from "./tasks/image-text-to-video.js";
import imageTo3d from "./tasks/image-to-3d.js";
import imageToImage from "./tasks/image-to-image.js";
import imageToText from "./tasks/image-to-text.js";
import imageToVideo from "./tasks/image-to-video.js";
import keypointDetection from "./tasks/keypoint-detection.js";
import maskGeneration from "./tasks/mask-generation.js";
import objectDetection from "./tasks/object-detection.js";
import questionAnswering from "./tasks/question-answering.js";
import reinforcementLearning from "./tasks/reinforcement-learning.js";
import robotics from "./tasks/robotics.js";
import sentenceSimilarity from "./tasks/sentence-similarity.js";
import summarization from "./tasks/summarization.js";
import tableQuestionAnswering from "./tasks/table-question-answering.js";
import tabularClassification from "./tasks/tabular-classification.js";
import tabularRegression from "./tasks/tabular-regression.js";
import textClassification from "./tasks/text-classification.js";
import textGeneration from "./tasks/text-generation.js";
import textRanking from "./tasks/text-ranking.js";
import textRetrieval from "./tasks/text-retrieval.js";
import textTo3d from "./tasks/text-to-3d.js";
import textToAudio from "./tasks/text-to-audio.js";
import textToImage from "./tasks/text-to-image.js";
import textToSpeech from "./tasks/text-to-speech.js";
import textToVideo from "./tasks/text-to-video.js";
import timeSeriesForecasting from "./tasks/time-series-forecasting.js";
import tokenClassification from "./tasks/token-classification.js";
import translation from "./tasks/translation.js";
import unconditionalImageGeneration from "./tasks/unconditional-image-generation.js";
import videoClassification from "./tasks/video-classification.js";
import videoTextToText from "./tasks/video-text-to-text.js";
import videoToVideo from "./tasks/video-to-video.js";
import visualDocumentRetrieval from "./tasks/visual-document-retrieval.js";
import visualQuestionAnswering from "./tasks/visual-question-answering.js";
import voiceActivityDetection from "./tasks/voice-activity-detection.js";
import zeroShotClassification from "./tasks/zero-shot-classification.js";
import zeroShotImageClassification from "./tasks/zero-shot-image-classification.js";
import zeroShotObjectDetection from "./tasks/zero-shot-object-detection.js";

/** What each task's page says; tasks without a page of their own get a placeholder so every id resolves. */
const CUSTOM: Record<PipelineType, TaskDataCustom> = {
	"text-classification": textClassification,
	"token-classification": tokenClassification,
	"table-question-answering": tableQuestionAnswering,
	"question-answering": questionAnswering,
	"zero-shot-classification": zeroShotClassification,
	translation: translation,
	summarization: summarization,
	"feature-extraction": featureExtraction,
	"text-generation": textGeneration,
	"fill-mask": fillMask,
	"sentence-similarity": sentenceSimilarity,
	"table-to-text": placeholder("summarization"),
	"multiple-choice": placeholder("question-answering"),
	"text-ranking": textRanking,
	"text-retrieval": textRetrieval,
	"text-to-speech": textToSpeech,
	"text-to-audio": textToAudio,
	"automatic-speech-recognition": automaticSpeechRecognition,
	"audio-to-audio": audioToAudio,
	"audio-classification": audioClassification,
	"voice-activity-detection": voiceActivityDetection,
	"depth-estimation": depthEstimation,
	"image-classification": imageClassification,
	"object-detection": objectDetection,
	"image-segmentation": imageSegmentation,
	"text-to-image": textToImage,
	"image-to-text": imageToText,
	"image-to-image": imageToImage,
	"image-to-video": imageToVideo,
	"unconditional-image-generation": unconditionalImageGeneration,
	"video-classification": videoClassification,
	"text-to-video": textToVideo,
	"zero-shot-image-classification": zeroShotImageClassification,
	"mask-generation": maskGeneration,
	"zero-shot-object-detection": zeroShotObjectDetection,
	"text-to-3d": textTo3d,
	"image-to-3d": imageTo3d,
	"image-feature-extraction": imageFeatureExtraction,
	"keypoint-detection": keypointDetection,
	"video-to-video": videoToVideo,
	"audio-text-to-text": audioTextToText,
	"image-text-to-text": imageTextToText,
	"image-text-to-image": imageTextToImage,
	"image-text-to-video": imageTextToVideo,
	"visual-question-answering": visualQuestionAnswering,
	"document-question-answering": documentQuestionAnswering,
	"video-text-to-text": videoTextToText,
	"visual-document-retrieval": visualDocumentRetrieval,
	"any-to-any": anyToAny,
	"tabular-classification": tabularClassification,
	"tabular-regression": tabularRegression,
	"tabular-to-text": placeholder(),
	"time-series-forecasting": timeSeriesForecasting,
	"reinforcement-learning": reinforcementLearning,
	robotics: robotics,
	"graph-ml": placeholder(),
	other: placeholder(),
};

/** The documentation record of every task type, keyed by task id. */
export const TASKS_DATA = Object.fromEntries(
	PIPELINE_TYPES.map((id) => [
		id,
		{
			id,
			label: PIPELINE_DATA[id].name,
			...CUSTOM[id],
			libraries: librariesForTask(LIBRARY_TASK_MAPPING, id),
		},
	]),
) as Record<PipelineType, TaskData>;

/**
 * Where a task's record lives in the repository, for "Update on GitHub" links.
 *
 * @param id - The task id.
 * @returns The record's path from the repository's root.
 * @example
 * ```ts
 * import { taskDataSourcePath } from "@hubkit/tasks";
 *
 * console.log(taskDataSourcePath("fill-mask")); // packages/tasks/src/records/tasks/fill-mask.ts
 * ```
 */
export const taskDataSourcePath = (id: PipelineType): string =>
	TASKS_DATA[id].isPlaceholder
		? "packages/tasks/src/records/placeholder.ts"
		: `packages/tasks/src/records/tasks/${id}.ts`;
