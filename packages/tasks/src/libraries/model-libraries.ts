import type { PipelineType } from "../catalogue/pipeline-data.js";

/** A library models on the hub are built for, and the tasks it runs them for. */
export interface ModelLibrary {
	/** How the library writes its own name. */
	prettyLabel: string;
	/** The library's source repository. */
	repoUrl: string;
	/** The library's guide to loading and running a model, linked beside its code. */
	docsUrl: string;
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
		docsUrl: "https://docs.adapterhub.ml/loading.html",
		tasks: ["question-answering", "text-classification", "token-classification"],
	},
	allennlp: {
		prettyLabel: "AllenNLP",
		repoUrl: "https://github.com/allenai/allennlp",
		docsUrl: "https://docs.allennlp.org/main/",
		tasks: ["question-answering"],
	},
	asteroid: {
		prettyLabel: "Asteroid",
		repoUrl: "https://github.com/asteroid-team/asteroid",
		docsUrl: "https://asteroid.readthedocs.io/en/latest/readmes/pretrained_models.html",
		tasks: ["audio-to-audio"],
	},
	audiocraft: {
		prettyLabel: "Audiocraft",
		repoUrl: "https://github.com/facebookresearch/audiocraft",
		docsUrl: "https://github.com/facebookresearch/audiocraft",
		tasks: ["text-to-audio"],
	},
	bertopic: {
		prettyLabel: "BERTopic",
		repoUrl: "https://github.com/MaartenGr/BERTopic",
		docsUrl: "https://maartengr.github.io/BERTopic/getting_started/serialization/serialization.html",
		tasks: ["text-classification"],
	},
	"chronos-forecasting": {
		prettyLabel: "Chronos",
		repoUrl: "https://github.com/amazon-science/chronos-forecasting",
		docsUrl: "https://github.com/amazon-science/chronos-forecasting",
		tasks: ["time-series-forecasting"],
	},
	"depth-pro": {
		prettyLabel: "Depth Pro",
		repoUrl: "https://github.com/apple/ml-depth-pro",
		docsUrl: "https://github.com/apple/ml-depth-pro#running-from-python",
		tasks: ["depth-estimation"],
	},
	diffusers: {
		prettyLabel: "Diffusers",
		repoUrl: "https://github.com/huggingface/diffusers",
		docsUrl: "https://huggingface.co/docs/diffusers/main/en/using-diffusers/loading",
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
		docsUrl: "https://mindee.github.io/doctr/using_doctr/sharing_models.html",
		tasks: ["image-to-text", "object-detection"],
	},
	espnet: {
		prettyLabel: "ESPnet",
		repoUrl: "https://github.com/espnet/espnet",
		docsUrl: "https://espnet.github.io/espnet/",
		tasks: ["automatic-speech-recognition", "text-to-speech"],
	},
	fairseq: {
		prettyLabel: "Fairseq",
		repoUrl: "https://github.com/facebookresearch/fairseq",
		docsUrl: "https://github.com/facebookresearch/fairseq/tree/main/examples",
		tasks: ["audio-to-audio", "text-to-speech", "translation"],
	},
	fastai: {
		prettyLabel: "fastai",
		repoUrl: "https://github.com/fastai/fastai",
		docsUrl: "https://huggingface.co/docs/hub/fastai",
		tasks: ["image-classification", "tabular-classification"],
	},
	fasttext: {
		prettyLabel: "fastText",
		repoUrl: "https://github.com/facebookresearch/fastText",
		docsUrl: "https://huggingface.co/docs/hub/fasttext",
		tasks: ["feature-extraction", "text-classification"],
	},
	flair: {
		prettyLabel: "Flair",
		repoUrl: "https://github.com/flairNLP/flair",
		docsUrl: "https://flairnlp.github.io/docs/intro",
		tasks: ["text-classification", "token-classification"],
	},
	gguf: {
		prettyLabel: "GGUF",
		repoUrl: "https://github.com/ggml-org/llama.cpp",
		docsUrl: "https://llama-cpp-python.readthedocs.io/en/latest/#pulling-models-from-hugging-face-hub",
		tasks: ["feature-extraction", "text-generation"],
	},
	gliner: {
		prettyLabel: "GLiNER",
		repoUrl: "https://github.com/urchade/GLiNER",
		docsUrl: "https://github.com/urchade/GLiNER",
		tasks: ["token-classification"],
	},
	gliner2: {
		prettyLabel: "GLiNER2",
		repoUrl: "https://github.com/fastino-ai/GLiNER2",
		docsUrl: "https://github.com/fastino-ai/GLiNER2#quick-start",
		tasks: ["token-classification"],
	},
	k2: {
		prettyLabel: "K2",
		repoUrl: "https://github.com/k2-fsa/k2",
		docsUrl: "https://k2-fsa.github.io/sherpa/",
		tasks: ["automatic-speech-recognition"],
	},
	keras: {
		prettyLabel: "Keras",
		repoUrl: "https://github.com/keras-team/keras",
		docsUrl: "https://keras.io/guides/serialization_and_saving/",
		tasks: ["image-classification", "text-generation"],
	},
	"keras-hub": {
		prettyLabel: "KerasHub",
		repoUrl: "https://github.com/keras-team/keras-hub",
		docsUrl: "https://keras.io/keras_hub/getting_started/",
		tasks: ["image-classification", "text-classification", "text-generation"],
	},
	kittentts: {
		prettyLabel: "KittenTTS",
		repoUrl: "https://github.com/KittenML/KittenTTS",
		docsUrl: "https://github.com/KittenML/KittenTTS#basic-usage",
		tasks: ["text-to-speech"],
	},
	lerobot: {
		prettyLabel: "LeRobot",
		repoUrl: "https://github.com/huggingface/lerobot",
		docsUrl: "https://huggingface.co/docs/lerobot/index",
		tasks: ["robotics"],
	},
	"llama-cpp-python": {
		prettyLabel: "llama-cpp-python",
		repoUrl: "https://github.com/abetlen/llama-cpp-python",
		docsUrl: "https://llama-cpp-python.readthedocs.io/en/latest/#pulling-models-from-hugging-face-hub",
		tasks: ["feature-extraction", "text-generation"],
	},
	mindspore: {
		prettyLabel: "MindSpore",
		repoUrl: "https://github.com/mindspore-ai/mindspore",
		docsUrl: "https://www.mindspore.cn/tutorials/en/master/beginner/save_load.html",
		tasks: ["image-classification"],
	},
	"ml-agents": {
		prettyLabel: "ML-Agents",
		repoUrl: "https://github.com/Unity-Technologies/ml-agents",
		docsUrl: "https://github.com/Unity-Technologies/ml-agents/blob/develop/docs/Hugging-Face-Integration.md",
		tasks: ["reinforcement-learning"],
	},
	mlx: {
		prettyLabel: "MLX",
		repoUrl: "https://github.com/ml-explore/mlx",
		docsUrl: "https://github.com/ml-explore/mlx-lm",
		tasks: ["automatic-speech-recognition", "image-text-to-text", "text-generation"],
	},
	model2vec: {
		prettyLabel: "Model2Vec",
		repoUrl: "https://github.com/MinishLab/model2vec",
		docsUrl: "https://github.com/MinishLab/model2vec#quickstart",
		tasks: ["feature-extraction", "sentence-similarity"],
	},
	nemo: {
		prettyLabel: "NeMo",
		repoUrl: "https://github.com/NVIDIA/NeMo",
		docsUrl: "https://docs.nvidia.com/nemo-framework/user-guide/latest/nemotoolkit/starthere/intro.html",
		tasks: ["automatic-speech-recognition", "text-to-speech"],
	},
	open_clip: {
		prettyLabel: "OpenCLIP",
		repoUrl: "https://github.com/mlfoundations/open_clip",
		docsUrl: "https://github.com/mlfoundations/open_clip#loading-models",
		tasks: ["image-feature-extraction", "zero-shot-image-classification"],
	},
	paddlenlp: {
		prettyLabel: "PaddleNLP",
		repoUrl: "https://github.com/PaddlePaddle/PaddleNLP",
		docsUrl: "https://paddlenlp.readthedocs.io/en/latest/",
		tasks: ["fill-mask", "summarization", "zero-shot-classification"],
	},
	PaddleOCR: {
		prettyLabel: "PaddleOCR",
		repoUrl: "https://github.com/PaddlePaddle/PaddleOCR",
		docsUrl: "https://www.paddleocr.ai/",
		tasks: ["image-text-to-text", "image-to-text", "object-detection"],
	},
	peft: {
		prettyLabel: "PEFT",
		repoUrl: "https://github.com/huggingface/peft",
		docsUrl: "https://huggingface.co/docs/peft/quicktour",
		tasks: ["text-generation"],
	},
	"pyannote-audio": {
		prettyLabel: "pyannote.audio",
		repoUrl: "https://github.com/pyannote/pyannote-audio",
		docsUrl: "https://github.com/pyannote/pyannote-audio",
		tasks: ["automatic-speech-recognition", "voice-activity-detection"],
	},
	sam2: {
		prettyLabel: "SAM 2",
		repoUrl: "https://github.com/facebookresearch/sam2",
		docsUrl: "https://github.com/facebookresearch/sam2#load-from--hugging-face",
		tasks: ["mask-generation"],
	},
	"sample-factory": {
		prettyLabel: "Sample Factory",
		repoUrl: "https://github.com/alex-petrenko/sample-factory",
		docsUrl: "https://www.samplefactory.dev/10-huggingface/huggingface/",
		tasks: ["reinforcement-learning"],
	},
	"sentence-transformers": {
		prettyLabel: "Sentence Transformers",
		repoUrl: "https://github.com/UKPLab/sentence-transformers",
		docsUrl: "https://sbert.net/docs/quickstart.html",
		tasks: ["feature-extraction", "sentence-similarity", "text-ranking"],
	},
	setfit: {
		prettyLabel: "SetFit",
		repoUrl: "https://github.com/huggingface/setfit",
		docsUrl: "https://huggingface.co/docs/setfit/quickstart",
		tasks: ["text-classification"],
	},
	sklearn: {
		prettyLabel: "Scikit-learn",
		repoUrl: "https://github.com/scikit-learn/scikit-learn",
		docsUrl: "https://huggingface.co/docs/hub/scikit-learn",
		tasks: ["tabular-classification", "tabular-regression", "text-classification"],
	},
	spacy: {
		prettyLabel: "spaCy",
		repoUrl: "https://github.com/explosion/spaCy",
		docsUrl: "https://huggingface.co/docs/hub/spacy",
		tasks: ["sentence-similarity", "text-classification", "token-classification"],
	},
	"span-marker": {
		prettyLabel: "SpanMarker",
		repoUrl: "https://github.com/tomaarsen/SpanMarkerNER",
		docsUrl: "https://tomaarsen.github.io/SpanMarkerNER/",
		tasks: ["token-classification"],
	},
	speechbrain: {
		prettyLabel: "SpeechBrain",
		repoUrl: "https://github.com/speechbrain/speechbrain",
		docsUrl: "https://speechbrain.readthedocs.io/en/latest/tutorials/basics/pretrained-models.html",
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
		docsUrl: "https://huggingface.co/docs/hub/stable-baselines3",
		tasks: ["reinforcement-learning"],
	},
	stanza: {
		prettyLabel: "Stanza",
		repoUrl: "https://github.com/stanfordnlp/stanza",
		docsUrl: "https://stanfordnlp.github.io/stanza/getting_started.html",
		tasks: ["token-classification"],
	},
	timesfm: {
		prettyLabel: "TimesFM",
		repoUrl: "https://github.com/google-research/timesfm",
		docsUrl: "https://github.com/google-research/timesfm",
		tasks: ["time-series-forecasting"],
	},
	timm: {
		prettyLabel: "timm",
		repoUrl: "https://github.com/huggingface/pytorch-image-models",
		docsUrl: "https://huggingface.co/docs/timm/quickstart",
		tasks: ["image-classification", "image-feature-extraction"],
	},
	tirex: {
		prettyLabel: "TiRex",
		repoUrl: "https://github.com/NX-AI/tirex",
		docsUrl: "https://nx-ai.github.io/tirex/",
		tasks: ["time-series-forecasting"],
	},
	transformers: {
		prettyLabel: "Transformers",
		repoUrl: "https://github.com/huggingface/transformers",
		docsUrl: "https://huggingface.co/docs/transformers/main/en/models",
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
		docsUrl: "https://huggingface.co/docs/transformers.js",
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
		docsUrl: "https://docs.ultralytics.com/modes/predict/",
		tasks: ["image-classification", "image-segmentation", "keypoint-detection", "object-detection"],
	},
	vllm: {
		prettyLabel: "vLLM",
		repoUrl: "https://github.com/vllm-project/vllm",
		docsUrl: "https://docs.vllm.ai/en/latest/getting_started/quickstart.html",
		tasks: ["image-text-to-text", "text-generation"],
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
