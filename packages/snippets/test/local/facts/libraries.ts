import type { CallFact, Facts, Source } from "./fact.js";

/**
 * The facts of the libraries' snippets other than transformers, transformers.js and the text
 * libraries (audio, vision, diffusers, LLM runtimes, the rest): what they import and the keywords
 * their calls pass, each with the repository, commit and path it was read from.
 */

const at = (repo: string, ref: string, path: string): Source => ({ repo, ref, path });

const DIFFUSERS = "58eb52c0803ea9af3abec60841c2a093bdf1f951";
const SPEECHBRAIN = "9c826ef3937bac885c8a6ca86c6889a30f256fb5";
const PYANNOTE = "b749285c5cdd4636b2edc7f766f1352c8dde9369";
const LLAMA_CPP_PYTHON = "3691546f1c9e0c1bf93323dff02230bd959cf562";
const SAM2 = "2b90b9f5ceec907a1c18123530e92e794ad901a4";
const KERAS_HUB = "71453d08f59edc90d276e999319fc51e61cbf82c";
const TIMESFM = "3dae50b20d7a724981e8ea36cda75578f80dd2dc";
const HF_HUB = "ee0a4510f4bc15e26cb722be2efc2bdb01383ca0";
/** `torch.tensor(data, *, dtype=None, …)`. */
const TORCH_TENSOR = at(
	"pytorch/pytorch",
	"a5a2680b1fd6197f34d5193a170a13559e015b42",
	"torch/_torch_docs.py",
);
/** PaddleOCR's single-model classes, each called with `model_name=` (the hub's PaddleOCR code). */
const PADDLEOCR_CLASSES = [
	"TextDetection",
	"TextRecognition",
	"SealTextDetection",
	"TextImageUnwarping",
	"DocImgOrientationClassification",
	"TextLineOrientationClassification",
	"ChartParsing",
	"FormulaRecognition",
	"LayoutDetection",
	"TableCellsDetection",
	"TableClassification",
	"TableStructureRecognition",
];
/** The hub's own "Use this model" code, for what a library's docs leave to it. */
const HUB_SNIPPETS = at(
	"huggingface/huggingface.js",
	"fe42e68017ffc76d09922ea8f9b38a6964345710",
	"packages/tasks/src/model-libraries-snippets.ts",
);
const HUB_LOCAL_APPS = at(
	"huggingface/huggingface.js",
	"fe42e68017ffc76d09922ea8f9b38a6964345710",
	"packages/tasks/src/local-apps.ts",
);

const speechbrain = (module: string, names: string[]) => ({
	module: `speechbrain.inference.${module}`,
	names,
	source: at("speechbrain/speechbrain", SPEECHBRAIN, `speechbrain/inference/${module}.py`),
});

/** Every interface class the SpeechBrain snippets load: `from_hparams(source=…, savedir=…)`. */
const SPEECHBRAIN_LOADS: CallFact[] = [
	"EncoderDecoderASR",
	"EncoderASR",
	"WhisperASR",
	"EncoderClassifier",
	"AudioClassifier",
	"SpectralMaskEnhancement",
	"WaveformEnhancement",
	"SepformerSeparation",
	"SpeakerRecognition",
	"VAD",
	"Speech_Emotion_Diarization",
	"Tacotron2",
	"FastSpeech2",
	"HIFIGAN",
].map((name) => ({
	callee: `${name}.from_hparams`,
	keywords: ["source", "savedir"],
	library: "speechbrain",
	source: at("speechbrain/speechbrain", SPEECHBRAIN, "speechbrain/inference/interfaces.py"),
}));

const GGUF_CALLS = (library: string): CallFact[] => [
	{
		callee: "Llama.from_pretrained",
		keywords: ["repo_id", "filename", "additional_files"],
		library,
		source: at("abetlen/llama-cpp-python", LLAMA_CPP_PYTHON, "llama_cpp/llama.py"),
	},
	{
		callee: "llm.create_chat_completion",
		keywords: ["messages"],
		library,
		source: at("abetlen/llama-cpp-python", LLAMA_CPP_PYTHON, "llama_cpp/llama.py"),
	},
	{
		callee: "llm",
		keywords: ["max_tokens"],
		library,
		source: at("abetlen/llama-cpp-python", LLAMA_CPP_PYTHON, "llama_cpp/llama.py"),
	},
];

export const FACTS: Facts = {
	python: [
		{
			module: "diffusers",
			names: [
				"DiffusionPipeline",
				"AutoPipelineForImage2Image",
				"AutoPipelineForText2Image",
				"ControlNetModel",
				"FluxControlNetModel",
				"SD3ControlNetModel",
			],
			source: at("huggingface/diffusers", DIFFUSERS, "src/diffusers/__init__.py"),
		},
		{
			module: "diffusers.utils",
			names: ["load_image", "export_to_video"],
			source: at("huggingface/diffusers", DIFFUSERS, "src/diffusers/utils/__init__.py"),
		},
		speechbrain("ASR", ["EncoderDecoderASR", "EncoderASR", "WhisperASR"]),
		speechbrain("classifiers", ["EncoderClassifier", "AudioClassifier"]),
		speechbrain("enhancement", ["SpectralMaskEnhancement", "WaveformEnhancement"]),
		speechbrain("separation", ["SepformerSeparation"]),
		speechbrain("speaker", ["SpeakerRecognition"]),
		speechbrain("VAD", ["VAD"]),
		speechbrain("diarization", ["Speech_Emotion_Diarization"]),
		speechbrain("TTS", ["Tacotron2", "FastSpeech2"]),
		speechbrain("vocoders", ["HIFIGAN"]),
		{
			module: "pyannote.audio",
			names: ["Pipeline", "Model", "Inference"],
			source: at("pyannote/pyannote-audio", PYANNOTE, "src/pyannote/audio/__init__.py"),
		},
		{
			module: "llama_cpp",
			names: ["Llama"],
			source: at("abetlen/llama-cpp-python", LLAMA_CPP_PYTHON, "llama_cpp/__init__.py"),
		},
		{
			module: "vllm",
			names: ["LLM", "SamplingParams"],
			source: at(
				"vllm-project/vllm",
				"00bd1493b3e82d6c13c68ee8a0e1c5a96707e190",
				"docs/getting_started/quickstart.md",
			),
		},
		{
			module: "sam2.sam2_image_predictor",
			names: ["SAM2ImagePredictor"],
			source: at("facebookresearch/sam2", SAM2, "sam2/sam2_image_predictor.py"),
		},
		{
			module: "keras_hub",
			names: [],
			source: at("keras-team/keras-hub", KERAS_HUB, "keras_hub/api/models/__init__.py"),
		},
		{
			module: "model2vec",
			names: ["StaticModel"],
			source: at("MinishLab/model2vec", "c90140706ed2162c75c6f004b66e37a342fd8f1a", "model2vec/__init__.py"),
		},
		{
			module: "gliner2",
			names: ["GLiNER2"],
			source: at("fastino-ai/GLiNER2", "a91fd1d2c72debe43907296c8e375a036c6a4faf", "gliner2/__init__.py"),
		},
		{
			module: "tirex",
			names: ["load_model"],
			source: at("NX-AI/tirex", "006392696efb2164363cae568f168428de0111cc", "README.md"),
		},
		{
			module: "kittentts",
			names: ["KittenTTS"],
			source: at("KittenML/KittenTTS", "006adb86774d4cfd499a251e5d9b2d7924347751", "README.md"),
		},
		{
			module: "depth_pro",
			names: [],
			source: at("apple/ml-depth-pro", "026bb50903580151ccfee7fb6a2a0e0d777c130f", "README.md"),
		},
		{
			module: "paddleocr",
			names: PADDLEOCR_CLASSES,
			source: at(
				"PaddlePaddle/PaddleOCR",
				"0f3c4da7672ff991f6646897bb993b29075de4bf",
				"paddleocr/__init__.py",
			),
		},
		{
			module: "timesfm",
			names: [],
			source: at("google-research/timesfm", TIMESFM, "src/timesfm/__init__.py"),
		},
		{
			module: "huggingface_hub",
			names: ["hf_hub_download", "snapshot_download", "from_pretrained_fastai"],
			source: at("huggingface/huggingface_hub", HF_HUB, "src/huggingface_hub/__init__.py"),
		},
	],
	calls: [
		...SPEECHBRAIN_LOADS,
		{
			callee: "model.separate_file",
			keywords: ["path"],
			library: "speechbrain",
			source: at("speechbrain/speechbrain", SPEECHBRAIN, "speechbrain/inference/separation.py"),
		},
		{
			callee: "Pipeline.from_pretrained",
			keywords: ["token"],
			library: "pyannote-audio",
			source: at("pyannote/pyannote-audio", PYANNOTE, "src/pyannote/audio/core/pipeline.py"),
		},
		{
			callee: "Model.from_pretrained",
			keywords: ["token"],
			library: "pyannote-audio",
			source: at("pyannote/pyannote-audio", PYANNOTE, "src/pyannote/audio/core/model.py"),
		},
		...GGUF_CALLS("gguf"),
		...GGUF_CALLS("llama-cpp-python"),
		{
			callee: "LLM",
			keywords: ["model", "trust_remote_code", "tokenizer_mode"],
			library: "vllm",
			source: at("vllm-project/vllm", "0012cf691b7e69423244d2b1405f4b6832156e19", "vllm/entrypoints/llm.py"),
		},
		// Mistral's own formats: the hub's vLLM command passes the same three as flags to `vllm serve`.
		{ callee: "LLM", keywords: ["config_format", "load_format"], library: "vllm", source: HUB_LOCAL_APPS },
		{
			callee: "SamplingParams",
			keywords: ["max_tokens"],
			library: "vllm",
			source: at("vllm-project/vllm", "0012cf691b7e69423244d2b1405f4b6832156e19", "vllm/entrypoints/llm.py"),
		},
		{
			callee: "SAM2ImagePredictor.from_pretrained",
			keywords: ["device"],
			library: "sam2",
			source: at("facebookresearch/sam2", SAM2, "sam2/build_sam.py"),
		},
		{
			callee: "predictor.predict",
			keywords: ["point_coords", "point_labels"],
			library: "sam2",
			source: at("facebookresearch/sam2", SAM2, "sam2/sam2_image_predictor.py"),
		},
		{
			callee: "causal_lm.generate",
			keywords: ["max_length"],
			library: "keras-hub",
			source: at("keras-team/keras-hub", KERAS_HUB, "keras_hub/src/models/causal_lm.py"),
		},
		...PADDLEOCR_CLASSES.map((callee) => ({
			callee,
			keywords: ["model_name"],
			library: "PaddleOCR",
			source: HUB_SNIPPETS,
		})),
		{
			callee: "model.predict",
			keywords: ["input", "batch_size"],
			library: "PaddleOCR",
			source: HUB_SNIPPETS,
		},
		{
			callee: "hf_hub_download",
			keywords: ["local_dir"],
			library: "depth-pro",
			source: at("huggingface/huggingface_hub", HF_HUB, "src/huggingface_hub/file_download.py"),
		},
		{
			callee: "model.infer",
			keywords: ["f_px"],
			library: "depth-pro",
			source: at("apple/ml-depth-pro", "026bb50903580151ccfee7fb6a2a0e0d777c130f", "README.md"),
		},
		{
			callee: "model.generate",
			keywords: ["voice"],
			library: "kittentts",
			source: at("KittenML/KittenTTS", "006adb86774d4cfd499a251e5d9b2d7924347751", "README.md"),
		},
		{
			callee: "model.forecast",
			keywords: ["context", "prediction_length"],
			library: "tirex",
			source: at("NX-AI/tirex", "006392696efb2164363cae568f168428de0111cc", "README.md"),
		},
		{ callee: "torch.tensor", keywords: ["dtype"], library: "tirex", source: TORCH_TENSOR },
		{
			callee: "model.forecast",
			keywords: ["horizon", "inputs"],
			library: "timesfm",
			source: at("google-research/timesfm", TIMESFM, "README.md"),
		},
		{
			callee: "timesfm.ForecastConfig",
			keywords: ["max_context", "max_horizon", "normalize_inputs"],
			library: "timesfm",
			source: at("google-research/timesfm", TIMESFM, "README.md"),
		},
	],
};
