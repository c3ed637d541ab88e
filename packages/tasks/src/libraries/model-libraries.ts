import type { PipelineType } from "../catalogue/pipeline-data.js";

/** A library models on the hub are built for, and the tasks it runs them for. */
export interface ModelLibrary {
	/** How the library writes its own name. */
	prettyLabel: string;
	/** The library's source repository. */
	repoUrl: string;
	/** The task types models of this library can be run for, as the hub files them. */
	tasks: PipelineType[];
}

/**
 * The ML libraries whose models the hub hosts, with the tasks each one supports. This table is the
 * single source: `LIBRARY_TASK_MAPPING` and every record's `libraries` are derived from it.
 */
export const MODEL_LIBRARIES = {
	"adapter-transformers": {
		prettyLabel: "Adapters",
		repoUrl: "https://github.com/adapter-hub/adapters",
		tasks: ["question-answering", "text-classification", "token-classification"],
	},
	allennlp: {
		prettyLabel: "AllenNLP",
		repoUrl: "https://github.com/allenai/allennlp",
		tasks: ["question-answering"],
	},
	asteroid: {
		prettyLabel: "Asteroid",
		repoUrl: "https://github.com/asteroid-team/asteroid",
		tasks: ["audio-to-audio"],
	},
	audiocraft: {
		prettyLabel: "Audiocraft",
		repoUrl: "https://github.com/facebookresearch/audiocraft",
		tasks: ["text-to-audio"],
	},
	bertopic: {
		prettyLabel: "BERTopic",
		repoUrl: "https://github.com/MaartenGr/BERTopic",
		tasks: ["text-classification"],
	},
	"chronos-forecasting": {
		prettyLabel: "Chronos",
		repoUrl: "https://github.com/amazon-science/chronos-forecasting",
		tasks: ["time-series-forecasting"],
	},
	diffusers: {
		prettyLabel: "Diffusers",
		repoUrl: "https://github.com/huggingface/diffusers",
		tasks: [
			"image-to-image",
			"image-to-video",
			"text-to-audio",
			"text-to-image",
			"text-to-video",
			"unconditional-image-generation",
		],
	},
	doctr: {
		prettyLabel: "docTR",
		repoUrl: "https://github.com/mindee/doctr",
		tasks: ["image-to-text", "object-detection"],
	},
	espnet: {
		prettyLabel: "ESPnet",
		repoUrl: "https://github.com/espnet/espnet",
		tasks: ["automatic-speech-recognition", "text-to-speech"],
	},
	fairseq: {
		prettyLabel: "Fairseq",
		repoUrl: "https://github.com/facebookresearch/fairseq",
		tasks: ["audio-to-audio", "text-to-speech", "translation"],
	},
	fastai: {
		prettyLabel: "fastai",
		repoUrl: "https://github.com/fastai/fastai",
		tasks: ["image-classification", "tabular-classification"],
	},
	fasttext: {
		prettyLabel: "fastText",
		repoUrl: "https://github.com/facebookresearch/fastText",
		tasks: ["feature-extraction", "text-classification"],
	},
	flair: {
		prettyLabel: "Flair",
		repoUrl: "https://github.com/flairNLP/flair",
		tasks: ["text-classification", "token-classification"],
	},
	gliner: {
		prettyLabel: "GLiNER",
		repoUrl: "https://github.com/urchade/GLiNER",
		tasks: ["token-classification"],
	},
	k2: {
		prettyLabel: "K2",
		repoUrl: "https://github.com/k2-fsa/k2",
		tasks: ["automatic-speech-recognition"],
	},
	keras: {
		prettyLabel: "Keras",
		repoUrl: "https://github.com/keras-team/keras",
		tasks: ["image-classification", "text-generation"],
	},
	lerobot: {
		prettyLabel: "LeRobot",
		repoUrl: "https://github.com/huggingface/lerobot",
		tasks: ["robotics"],
	},
	mindspore: {
		prettyLabel: "MindSpore",
		repoUrl: "https://github.com/mindspore-ai/mindspore",
		tasks: ["image-classification"],
	},
	"ml-agents": {
		prettyLabel: "ML-Agents",
		repoUrl: "https://github.com/Unity-Technologies/ml-agents",
		tasks: ["reinforcement-learning"],
	},
	mlx: {
		prettyLabel: "MLX",
		repoUrl: "https://github.com/ml-explore/mlx",
		tasks: ["automatic-speech-recognition", "image-text-to-text", "text-generation"],
	},
	nemo: {
		prettyLabel: "NeMo",
		repoUrl: "https://github.com/NVIDIA/NeMo",
		tasks: ["automatic-speech-recognition", "text-to-speech"],
	},
	open_clip: {
		prettyLabel: "OpenCLIP",
		repoUrl: "https://github.com/mlfoundations/open_clip",
		tasks: ["image-feature-extraction", "zero-shot-image-classification"],
	},
	paddlenlp: {
		prettyLabel: "PaddleNLP",
		repoUrl: "https://github.com/PaddlePaddle/PaddleNLP",
		tasks: ["fill-mask", "summarization", "zero-shot-classification"],
	},
	peft: {
		prettyLabel: "PEFT",
		repoUrl: "https://github.com/huggingface/peft",
		tasks: ["text-generation"],
	},
	"pyannote-audio": {
		prettyLabel: "pyannote.audio",
		repoUrl: "https://github.com/pyannote/pyannote-audio",
		tasks: ["voice-activity-detection"],
	},
	"sample-factory": {
		prettyLabel: "Sample Factory",
		repoUrl: "https://github.com/alex-petrenko/sample-factory",
		tasks: ["reinforcement-learning"],
	},
	"sentence-transformers": {
		prettyLabel: "Sentence Transformers",
		repoUrl: "https://github.com/UKPLab/sentence-transformers",
		tasks: ["feature-extraction", "sentence-similarity", "text-ranking"],
	},
	setfit: {
		prettyLabel: "SetFit",
		repoUrl: "https://github.com/huggingface/setfit",
		tasks: ["text-classification"],
	},
	sklearn: {
		prettyLabel: "Scikit-learn",
		repoUrl: "https://github.com/scikit-learn/scikit-learn",
		tasks: ["tabular-classification", "tabular-regression", "text-classification"],
	},
	spacy: {
		prettyLabel: "spaCy",
		repoUrl: "https://github.com/explosion/spaCy",
		tasks: ["sentence-similarity", "text-classification", "token-classification"],
	},
	"span-marker": {
		prettyLabel: "SpanMarker",
		repoUrl: "https://github.com/tomaarsen/SpanMarkerNER",
		tasks: ["token-classification"],
	},
	speechbrain: {
		prettyLabel: "SpeechBrain",
		repoUrl: "https://github.com/speechbrain/speechbrain",
		tasks: [
			"audio-classification",
			"audio-to-audio",
			"automatic-speech-recognition",
			"text-to-speech",
			"voice-activity-detection",
		],
	},
	"stable-baselines3": {
		prettyLabel: "Stable-Baselines3",
		repoUrl: "https://github.com/DLR-RM/stable-baselines3",
		tasks: ["reinforcement-learning"],
	},
	stanza: {
		prettyLabel: "Stanza",
		repoUrl: "https://github.com/stanfordnlp/stanza",
		tasks: ["token-classification"],
	},
	timesfm: {
		prettyLabel: "TimesFM",
		repoUrl: "https://github.com/google-research/timesfm",
		tasks: ["time-series-forecasting"],
	},
	timm: {
		prettyLabel: "timm",
		repoUrl: "https://github.com/huggingface/pytorch-image-models",
		tasks: ["image-classification", "image-feature-extraction"],
	},
	transformers: {
		prettyLabel: "Transformers",
		repoUrl: "https://github.com/huggingface/transformers",
		tasks: [
			"audio-classification",
			"automatic-speech-recognition",
			"depth-estimation",
			"document-question-answering",
			"feature-extraction",
			"fill-mask",
			"image-classification",
			"image-feature-extraction",
			"image-segmentation",
			"image-text-to-text",
			"image-to-image",
			"image-to-text",
			"keypoint-detection",
			"mask-generation",
			"object-detection",
			"question-answering",
			"summarization",
			"table-question-answering",
			"text-classification",
			"text-generation",
			"text-to-audio",
			"text-to-speech",
			"token-classification",
			"translation",
			"video-classification",
			"visual-question-answering",
			"zero-shot-classification",
			"zero-shot-image-classification",
			"zero-shot-object-detection",
		],
	},
	"transformers.js": {
		prettyLabel: "Transformers.js",
		repoUrl: "https://github.com/huggingface/transformers.js",
		tasks: [
			"audio-classification",
			"automatic-speech-recognition",
			"depth-estimation",
			"document-question-answering",
			"feature-extraction",
			"fill-mask",
			"image-classification",
			"image-feature-extraction",
			"image-segmentation",
			"image-to-image",
			"image-to-text",
			"object-detection",
			"question-answering",
			"summarization",
			"text-classification",
			"text-generation",
			"text-to-audio",
			"text-to-speech",
			"token-classification",
			"translation",
			"zero-shot-classification",
			"zero-shot-image-classification",
			"zero-shot-object-detection",
		],
	},
	ultralytics: {
		prettyLabel: "Ultralytics",
		repoUrl: "https://github.com/ultralytics/ultralytics",
		tasks: ["image-classification", "image-segmentation", "keypoint-detection", "object-detection"],
	},
} as const satisfies Record<string, ModelLibrary>;

/** A library's key, as a model's `library_name` gives it, e.g. `"transformers"`. */
export type ModelLibraryKey = keyof typeof MODEL_LIBRARIES;

/** Every library's key, in the order of {@link MODEL_LIBRARIES}. */
export const MODEL_LIBRARY_KEYS = Object.keys(MODEL_LIBRARIES) as ModelLibraryKey[];

/** Library name -> the task ids it supports. */
export const LIBRARY_TASK_MAPPING = Object.fromEntries(
	MODEL_LIBRARY_KEYS.map((key) => [key, [...MODEL_LIBRARIES[key].tasks]]),
) as Record<ModelLibraryKey, PipelineType[]>;
