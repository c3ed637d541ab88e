import type { TaskColor } from "./colors.js";
import type { Modality } from "./modalities.js";

/** A narrower kind of a task (e.g. sentiment classification within text classification). */
export interface SubTask {
	/** Machine name, as used in model-card metadata (e.g. `sentiment-classification`). */
	type: string;
	/** Display name. */
	name: string;
}

/** A task type of the hub's catalogue. */
export interface PipelineData {
	/** The task id, e.g. `text-classification`. */
	key: string;
	/** Display name, e.g. "Text Classification". */
	name: string;
	/** The kind of data the task works on; the catalogue groups tasks by it. */
	modality: Modality;
	/** What kind of result the task gives back (see `COLOR_MEANINGS`). */
	color: TaskColor;
	/** Narrower kinds of the task, when it has any. */
	subtasks?: SubTask[];
	/** Too rare to offer as a filter on the model list. */
	hideInModels?: boolean;
	/** Too rare to offer as a filter on the dataset list. */
	hideInDatasets?: boolean;
}

type Entry = Omit<PipelineData, "key">;

const sub = (...pairs: [type: string, name: string][]): SubTask[] =>
	pairs.map(([type, name]) => ({ type, name }));

/**
 * Every task type of the hub. Within a modality the order runs from the most specific task to the
 * most general one, because a model whose card names several tasks is filed under the first match.
 */
const ENTRIES = {
	"text-classification": {
		name: "Text Classification",
		modality: "nlp",
		color: "orange",
		subtasks: sub(
			["acceptability-classification", "Acceptability Classification"],
			["entity-linking-classification", "Entity Linking Classification"],
			["fact-checking", "Fact Checking"],
			["intent-classification", "Intent Classification"],
			["language-identification", "Language Identification"],
			["multi-class-classification", "Multi Class Classification"],
			["multi-label-classification", "Multi Label Classification"],
			["multi-input-text-classification", "Multi-input Text Classification"],
			["natural-language-inference", "Natural Language Inference"],
			["semantic-similarity-classification", "Semantic Similarity Classification"],
			["sentiment-classification", "Sentiment Classification"],
			["topic-classification", "Topic Classification"],
			["semantic-similarity-scoring", "Semantic Similarity Scoring"],
			["sentiment-scoring", "Sentiment Scoring"],
			["sentiment-analysis", "Sentiment Analysis"],
			["hate-speech-detection", "Hate Speech Detection"],
			["text-scoring", "Text Scoring"],
		),
	},
	"token-classification": {
		name: "Token Classification",
		modality: "nlp",
		color: "blue",
		subtasks: sub(
			["named-entity-recognition", "Named Entity Recognition"],
			["part-of-speech", "Part of Speech"],
			["parsing", "Parsing"],
			["lemmatization", "Lemmatization"],
			["word-sense-disambiguation", "Word Sense Disambiguation"],
			["coreference-resolution", "Coreference Resolution"],
		),
	},
	"table-question-answering": { name: "Table Question Answering", modality: "nlp", color: "blue" },
	"question-answering": {
		name: "Question Answering",
		modality: "nlp",
		color: "blue",
		subtasks: sub(
			["extractive-qa", "Extractive QA"],
			["open-domain-qa", "Open Domain QA"],
			["closed-domain-qa", "Closed Domain QA"],
		),
	},
	"zero-shot-classification": { name: "Zero-Shot Classification", modality: "nlp", color: "orange" },
	translation: { name: "Translation", modality: "nlp", color: "green" },
	summarization: {
		name: "Summarization",
		modality: "nlp",
		color: "green",
		subtasks: sub(
			["news-articles-summarization", "News Articles Summarization"],
			["news-articles-headline-generation", "News Articles Headline Generation"],
		),
	},
	"feature-extraction": { name: "Feature Extraction", modality: "nlp", color: "indigo" },
	"text-generation": {
		name: "Text Generation",
		modality: "nlp",
		color: "green",
		subtasks: sub(
			["dialogue-modeling", "Dialogue Modeling"],
			["dialogue-generation", "Dialogue Generation"],
			["conversational", "Conversational"],
			["language-modeling", "Language Modeling"],
			["text2text-generation", "Text2Text Generation"],
			["text-simplification", "Text Simplification"],
			["explanation-generation", "Explanation Generation"],
			["abstractive-qa", "Abstractive QA"],
			["open-domain-abstractive-qa", "Open Domain Abstractive QA"],
			["closed-domain-qa", "Closed Domain QA"],
			["open-book-qa", "Open Book QA"],
			["closed-book-qa", "Closed Book QA"],
		),
	},
	"fill-mask": {
		name: "Fill-Mask",
		modality: "nlp",
		color: "orange",
		subtasks: sub(["slot-filling", "Slot Filling"], ["masked-language-modeling", "Masked Language Modeling"]),
	},
	"sentence-similarity": { name: "Sentence Similarity", modality: "nlp", color: "indigo" },
	"table-to-text": { name: "Table to Text", modality: "nlp", color: "green", hideInModels: true },
	"multiple-choice": {
		name: "Multiple Choice",
		modality: "nlp",
		color: "orange",
		hideInModels: true,
		subtasks: sub(
			["multiple-choice-qa", "Multiple Choice QA"],
			["multiple-choice-coreference-resolution", "Multiple Choice Coreference Resolution"],
		),
	},
	"text-ranking": { name: "Text Ranking", modality: "nlp", color: "indigo" },
	"text-retrieval": {
		name: "Text Retrieval",
		modality: "nlp",
		color: "indigo",
		hideInModels: true,
		subtasks: sub(
			["document-retrieval", "Document Retrieval"],
			["utterance-retrieval", "Utterance Retrieval"],
			["entity-linking-retrieval", "Entity Linking Retrieval"],
			["fact-checking-retrieval", "Fact Checking Retrieval"],
		),
	},
	"text-to-speech": { name: "Text-to-Speech", modality: "audio", color: "red" },
	"text-to-audio": { name: "Text-to-Audio", modality: "audio", color: "red" },
	"automatic-speech-recognition": { name: "Automatic Speech Recognition", modality: "audio", color: "green" },
	"audio-to-audio": { name: "Audio-to-Audio", modality: "audio", color: "red" },
	"audio-classification": {
		name: "Audio Classification",
		modality: "audio",
		color: "orange",
		subtasks: sub(
			["keyword-spotting", "Keyword Spotting"],
			["speaker-identification", "Speaker Identification"],
			["audio-intent-classification", "Audio Intent Classification"],
			["audio-emotion-recognition", "Audio Emotion Recognition"],
			["audio-language-identification", "Audio Language Identification"],
		),
	},
	"voice-activity-detection": { name: "Voice Activity Detection", modality: "audio", color: "blue" },
	"depth-estimation": { name: "Depth Estimation", modality: "cv", color: "blue" },
	"image-classification": {
		name: "Image Classification",
		modality: "cv",
		color: "orange",
		subtasks: sub(
			["multi-label-image-classification", "Multi Label Image Classification"],
			["multi-class-image-classification", "Multi Class Image Classification"],
		),
	},
	"object-detection": {
		name: "Object Detection",
		modality: "cv",
		color: "blue",
		subtasks: sub(["face-detection", "Face Detection"], ["vehicle-detection", "Vehicle Detection"]),
	},
	"image-segmentation": {
		name: "Image Segmentation",
		modality: "cv",
		color: "blue",
		subtasks: sub(
			["instance-segmentation", "Instance Segmentation"],
			["semantic-segmentation", "Semantic Segmentation"],
			["panoptic-segmentation", "Panoptic Segmentation"],
		),
	},
	"text-to-image": { name: "Text-to-Image", modality: "cv", color: "yellow" },
	"image-to-text": {
		name: "Image-to-Text",
		modality: "cv",
		color: "green",
		subtasks: sub(["image-captioning", "Image Captioning"]),
	},
	"image-to-image": {
		name: "Image-to-Image",
		modality: "cv",
		color: "yellow",
		subtasks: sub(
			["image-inpainting", "Image Inpainting"],
			["image-colorization", "Image Colorization"],
			["super-resolution", "Super Resolution"],
		),
	},
	"image-to-video": { name: "Image-to-Video", modality: "cv", color: "yellow" },
	"unconditional-image-generation": {
		name: "Unconditional Image Generation",
		modality: "cv",
		color: "yellow",
	},
	"video-classification": { name: "Video Classification", modality: "cv", color: "orange" },
	"text-to-video": { name: "Text-to-Video", modality: "cv", color: "yellow" },
	"zero-shot-image-classification": {
		name: "Zero-Shot Image Classification",
		modality: "cv",
		color: "orange",
	},
	"mask-generation": { name: "Mask Generation", modality: "cv", color: "blue" },
	"zero-shot-object-detection": { name: "Zero-Shot Object Detection", modality: "cv", color: "blue" },
	"text-to-3d": { name: "Text-to-3D", modality: "cv", color: "yellow" },
	"image-to-3d": { name: "Image-to-3D", modality: "cv", color: "yellow" },
	"image-feature-extraction": { name: "Image Feature Extraction", modality: "cv", color: "indigo" },
	"keypoint-detection": {
		name: "Keypoint Detection",
		modality: "cv",
		color: "blue",
		hideInDatasets: true,
		subtasks: sub(["pose-estimation", "Pose Estimation"]),
	},
	"video-to-video": { name: "Video-to-Video", modality: "cv", color: "yellow", hideInDatasets: true },
	"audio-text-to-text": {
		name: "Audio-Text-to-Text",
		modality: "multimodal",
		color: "green",
		hideInDatasets: true,
	},
	"image-text-to-text": {
		name: "Image-Text-to-Text",
		modality: "multimodal",
		color: "green",
		hideInDatasets: true,
	},
	"image-text-to-image": { name: "Image-Text-to-Image", modality: "multimodal", color: "yellow" },
	"image-text-to-video": { name: "Image-Text-to-Video", modality: "multimodal", color: "yellow" },
	"visual-question-answering": {
		name: "Visual Question Answering",
		modality: "multimodal",
		color: "green",
		subtasks: sub(["visual-question-answering", "Visual Question Answering"]),
	},
	"document-question-answering": {
		name: "Document Question Answering",
		modality: "multimodal",
		color: "blue",
		hideInDatasets: true,
		subtasks: sub(["document-question-answering", "Document Question Answering"]),
	},
	"video-text-to-text": { name: "Video-Text-to-Text", modality: "multimodal", color: "green" },
	"visual-document-retrieval": {
		name: "Visual Document Retrieval",
		modality: "multimodal",
		color: "indigo",
		hideInDatasets: true,
	},
	"any-to-any": { name: "Any-to-Any", modality: "multimodal", color: "green", hideInDatasets: true },
	"tabular-classification": {
		name: "Tabular Classification",
		modality: "tabular",
		color: "orange",
		subtasks: sub(
			["tabular-multi-class-classification", "Tabular Multi Class Classification"],
			["tabular-multi-label-classification", "Tabular Multi Label Classification"],
		),
	},
	"tabular-regression": {
		name: "Tabular Regression",
		modality: "tabular",
		color: "orange",
		subtasks: sub(["tabular-single-column-regression", "Tabular Single Column Regression"]),
	},
	"tabular-to-text": {
		name: "Tabular to Text",
		modality: "tabular",
		color: "green",
		hideInModels: true,
		subtasks: sub(["rdf-to-text", "RDF to Text"]),
	},
	"time-series-forecasting": {
		name: "Time Series Forecasting",
		modality: "tabular",
		color: "orange",
		subtasks: sub(
			["univariate-time-series-forecasting", "Univariate Time Series Forecasting"],
			["multivariate-time-series-forecasting", "Multivariate Time Series Forecasting"],
		),
	},
	"reinforcement-learning": { name: "Reinforcement Learning", modality: "rl", color: "red" },
	robotics: {
		name: "Robotics",
		modality: "rl",
		color: "red",
		subtasks: sub(["grasping", "Grasping"], ["task-planning", "Task Planning"]),
	},
	"graph-ml": { name: "Graph Machine Learning", modality: "other", color: "indigo" },
	other: { name: "Other", modality: "other", color: "indigo", hideInModels: true, hideInDatasets: true },
} as const satisfies Record<string, Entry>;

/** A task id of the catalogue, e.g. `"text-classification"`. */
export type PipelineType = keyof typeof ENTRIES;

/**
 * Every task type of the hub, by task id: its display name, modality, color and subtasks. Within a
 * modality, entries run from the most specific task to the most general one.
 */
export const PIPELINE_DATA = Object.fromEntries(
	Object.entries(ENTRIES).map(([key, entry]) => [key, { key, ...entry }]),
) as { [K in PipelineType]: (typeof ENTRIES)[K] & { key: K } };

/** Every task id of the catalogue, in catalogue order. */
export const PIPELINE_TYPES = Object.keys(ENTRIES) as PipelineType[];

/**
 * Whether a string is a task id of the catalogue, narrowing it to {@link PipelineType}.
 *
 * @param value - Any string, e.g. a model's `pipeline_tag` or a URL segment.
 * @returns True when the catalogue has a task of that id.
 * @example
 * ```ts
 * import { isPipelineType, PIPELINE_DATA } from "@hubkit/tasks";
 *
 * const tag = "text-classification";
 * if (isPipelineType(tag)) console.log(PIPELINE_DATA[tag].name); // Text Classification
 * ```
 */
export const isPipelineType = (value: string): value is PipelineType => Object.hasOwn(ENTRIES, value);
