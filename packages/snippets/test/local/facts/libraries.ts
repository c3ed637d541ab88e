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
const CHRONOS = "95185d1336e5bfdf50374d44c06ad9e10b303144";
const SKOPS = "50d3165fd6abd9183520ba59bfff57af1c131f37";
/** The hub's timm page: resolve_data_config(…, model=…), softmax over the classes. */
const TIMM_ON_HUB = at(
	"huggingface/hub-docs",
	"047fee123f4c621b7dd3371807820bb9780fb61d",
	"docs/hub/timm.md",
);
const OPEN_CLIP_README = at(
	"mlfoundations/open_clip",
	"89fb801f1e6087880e951fc8354b8a2077b79c6d",
	"README.md",
);
const NEMO_TTS_BASE = at(
	"NVIDIA/NeMo",
	"b5d4b5a959e3c509266f181de791e7f3097dc14a",
	"nemo/collections/tts/models/base.py",
);
const PEFT_QUICKTOUR = at(
	"huggingface/peft",
	"0087b91c0b31b167fb66b61cf8f90d5bf6cb7f7f",
	"docs/source/quicktour.md",
);
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

const diffusers = (path: string) => at("huggingface/diffusers", DIFFUSERS, path);

/** Loads with a dtype, a ControlNet passed to AutoPipeline, and each pipeline call's inputs. */
const DIFFUSERS_CALLS: CallFact[] = [
	...["DiffusionPipeline", "AutoPipelineForImage2Image"].map((name) => ({
		callee: `${name}.from_pretrained`,
		keywords: ["torch_dtype"],
		library: "diffusers",
		source: diffusers("src/diffusers/pipelines/pipeline_utils.py"),
	})),
	{
		callee: "AutoPipelineForText2Image.from_pretrained",
		keywords: ["controlnet", "torch_dtype"],
		library: "diffusers",
		source: diffusers("src/diffusers/pipelines/auto_pipeline.py"),
	},
	...["ControlNetModel", "FluxControlNetModel", "SD3ControlNetModel"].map((name) => ({
		callee: `${name}.from_pretrained`,
		keywords: ["torch_dtype"],
		library: "diffusers",
		source: diffusers("src/diffusers/models/modeling_utils.py"),
	})),
	{
		callee: "pipe",
		keywords: ["prompt", "image", "mask_image"],
		library: "diffusers",
		source: diffusers("src/diffusers/pipelines/stable_diffusion/pipeline_stable_diffusion_inpaint.py"),
	},
	{
		callee: "pipe",
		keywords: ["image"],
		library: "diffusers",
		source: diffusers("src/diffusers/pipelines/controlnet/pipeline_controlnet_sd_xl.py"),
	},
	{
		callee: "pipe",
		keywords: ["control_image"],
		library: "diffusers",
		source: diffusers("src/diffusers/pipelines/flux/pipeline_flux_controlnet.py"),
	},
	{
		callee: "pipe",
		keywords: ["audio_length_in_s"],
		library: "diffusers",
		source: diffusers("src/diffusers/pipelines/audioldm2/pipeline_audioldm2.py"),
	},
	{
		callee: "scipy.io.wavfile.write",
		keywords: ["rate", "data"],
		library: "diffusers",
		source: at("scipy/scipy", "e7e180625813e28791f2285c3dab5286fe299468", "scipy/io/wavfile.py"),
	},
];

const GGUF_CALLS = (library: string): CallFact[] => [
	{
		callee: "Llama.from_pretrained",
		keywords: ["repo_id", "filename", "additional_files", "embedding"],
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
		{
			module: "asteroid.models",
			names: ["BaseModel"],
			source: at(
				"asteroid-team/asteroid",
				"edc922b75deed0bd84e9f6cfdb39372ecfc2f097",
				"asteroid/models/__init__.py",
			),
		},
		{
			module: "audiocraft.models",
			names: ["MusicGen", "AudioGen", "MAGNeT"],
			source: at(
				"facebookresearch/audiocraft",
				"4b6c5f7f33b515ca9ee169bb4a02a0aa99809c19",
				"audiocraft/models/__init__.py",
			),
		},
		{
			module: "audiocraft.data.audio",
			names: ["audio_write"],
			source: at(
				"facebookresearch/audiocraft",
				"188a77f1dd0e5278c214dddb511de499ae8928cc",
				"audiocraft/data/audio.py",
			),
		},
		{
			module: "chronos",
			names: ["BaseChronosPipeline"],
			source: at(
				"amazon-science/chronos-forecasting",
				"0b9f336cd00332a2f6d1f7d4609ccaf7233e1f91",
				"src/chronos/__init__.py",
			),
		},
		{
			module: "doctr.models",
			names: ["from_hub", "ocr_predictor"],
			source: at("mindee/doctr", "7e079bff2caf767239933cc46940da4593d0f0f2", "doctr/models/zoo.py"),
		},
		{
			module: "doctr.io",
			names: ["DocumentFile"],
			source: at("mindee/doctr", "523bc31b9d865905ddbbba70066338556c184695", "doctr/io/reader.py"),
		},
		{
			module: "espnet2.bin.asr_inference",
			names: ["Speech2Text"],
			source: at("espnet/espnet", "6e1637ed444c2ae9b3e277088341d2364fed755b", "espnet2/bin/asr_inference.py"),
		},
		{
			module: "espnet2.bin.tts_inference",
			names: ["Text2Speech"],
			source: at("espnet/espnet", "78d495c1bba39b2cc7a175067e57eef2bd38430c", "espnet2/bin/tts_inference.py"),
		},
		{
			module: "fairseq.checkpoint_utils",
			names: ["load_model_ensemble_and_task_from_hf_hub"],
			source: at(
				"facebookresearch/fairseq",
				"75e35c07ae973dffcbfcf6cc85e04405e4eceb69",
				"fairseq/checkpoint_utils.py",
			),
		},
		{
			module: "fairseq.models.text_to_speech.hub_interface",
			names: ["TTSHubInterface"],
			source: at(
				"facebookresearch/fairseq",
				"cf022da0550e326587635a9cad49fc5859a72dd2",
				"fairseq/models/text_to_speech/hub_interface.py",
			),
		},
		{
			module: "fastai.vision.core",
			names: ["PILImage"],
			source: at("fastai/fastai", "63cbbda06d42e99aca0c915f8de8e157b3c99232", "fastai/vision/core.py"),
		},
		{
			module: "keras",
			names: [],
			source: at(
				"keras-team/keras",
				"701d0f364470b2a5e89b31d37b520affc13aabc8",
				"keras/api/saving/__init__.py",
			),
		},
		{
			module: "mlx_lm",
			names: ["generate", "load"],
			source: at("ml-explore/mlx-lm", "12db409cce0464fdd47d6d72821bd488593c374d", "mlx_lm/__init__.py"),
		},
		{
			module: "mlx_vlm",
			names: ["generate", "load"],
			source: at("Blaizzy/mlx-vlm", "054845060232fa96274efbefb8c105858d04e721", "mlx_vlm/__init__.py"),
		},
		{
			module: "mlx_vlm.prompt_utils",
			names: ["apply_chat_template"],
			source: at("Blaizzy/mlx-vlm", "054845060232fa96274efbefb8c105858d04e721", "mlx_vlm/__init__.py"),
		},
		{
			module: "mlx_whisper",
			names: [],
			source: at(
				"ml-explore/mlx-examples",
				"07680d537f13e3b9fee4da8042ba3285a280ddab",
				"whisper/mlx_whisper/__init__.py",
			),
		},
		{
			module: "nemo.collections.asr",
			names: [],
			source: at(
				"NVIDIA/NeMo",
				"220a9e127d58993a20f3cb0af3237255f511def9",
				"nemo/collections/asr/__init__.py",
			),
		},
		{
			module: "nemo.collections.tts.models",
			names: ["FastPitchModel", "HifiGanModel"],
			source: at(
				"NVIDIA/NeMo",
				"de9b2d6793dc27a7352a899068aaaf9823f61f60",
				"nemo/collections/tts/models/__init__.py",
			),
		},
		{
			module: "open_clip",
			names: [],
			source: at(
				"mlfoundations/open_clip",
				"252c389ca71a6f910d76bba3e7969bf10e0ed2fa",
				"src/open_clip/__init__.py",
			),
		},
		{
			module: "peft",
			names: ["AutoPeftModelForCausalLM"],
			source: at("huggingface/peft", "91685f524b3e783585679fc03744dc4ae30cad12", "src/peft/__init__.py"),
		},
		{
			module: "huggingface_sb3",
			names: ["load_from_hub"],
			source: at(
				"huggingface/huggingface_sb3",
				"3a22c59fc455924a2dc23c8a6b79f7d4e2ebf5c7",
				"huggingface_sb3/__init__.py",
			),
		},
		{
			module: "stable_baselines3",
			names: ["A2C", "DDPG", "DQN", "PPO", "SAC", "TD3"],
			source: at(
				"DLR-RM/stable-baselines3",
				"0851440448b8e523a522553ff06fcc9be9969e3c",
				"stable_baselines3/__init__.py",
			),
		},
		{
			module: "skops.io",
			names: ["get_untrusted_types", "load"],
			source: at("skops-dev/skops", "1853dcfc848c94122f58edb52894d1fcc9db3276", "skops/io/__init__.py"),
		},
		{
			module: "timm",
			names: [],
			source: at(
				"huggingface/pytorch-image-models",
				"8331fac6880568ebb24ec3f34f94f2957b4d5659",
				"timm/__init__.py",
			),
		},
		{
			module: "ultralytics",
			names: ["YOLO"],
			source: at(
				"ultralytics/ultralytics",
				"efc581bb724aa6be791ccf488b60c39dcdaf1383",
				"ultralytics/__init__.py",
			),
		},
		// The general libraries the snippets lean on.
		{
			module: "torch",
			names: [],
			source: at("pytorch/pytorch", "a5a2680b1fd6197f34d5193a170a13559e015b42", "torch/__init__.py"),
		},
		{
			module: "torchaudio",
			names: [],
			source: at("pytorch/audio", "09cc135d322a76b7de2bfb3e8c9df28f2f170020", "src/torchaudio/__init__.py"),
		},
		{
			module: "numpy",
			names: [],
			source: at("numpy/numpy", "0ba85ce9ce22ed1885858e052afbff8636b77bab", "numpy/__init__.py"),
		},
		{
			module: "pandas",
			names: [],
			source: at("pandas-dev/pandas", "fdc670e6ecc23a3a5ec7f35ef9467d1ef5a2719c", "pandas/__init__.py"),
		},
		{
			module: "PIL",
			names: ["Image"],
			source: at("python-pillow/Pillow", "671f7a392dedfcf36c22556bdd588382cf2f98ff", "src/PIL/Image.py"),
		},
		{
			module: "soundfile",
			names: [],
			source: at("bastibe/python-soundfile", "8caf3c7338d02eb2963641118276d3c43bc0966c", "soundfile.py"),
		},
		{
			module: "scipy",
			names: [],
			source: at("scipy/scipy", "e7e180625813e28791f2285c3dab5286fe299468", "scipy/io/wavfile.py"),
		},
		{
			module: "joblib",
			names: [],
			source: at("joblib/joblib", "451f07fa022585fb833de00120e5fb7370ecbaab", "joblib/__init__.py"),
		},
		{
			module: "json",
			names: [],
			source: at("python/cpython", "6c5824aaa5e22e8fe8ab35ec48d775fbb90c4a13", "Lib/json/__init__.py"),
		},
		{
			module: "os",
			names: [],
			source: at("python/cpython", "6c5824aaa5e22e8fe8ab35ec48d775fbb90c4a13", "Lib/os.py"),
		},
		{
			module: "pathlib",
			names: ["Path"],
			source: at("python/cpython", "3017bbc5784b6bf3f254e6c2ac195398700a76ca", "Lib/pathlib/__init__.py"),
		},
	],
	calls: [
		...DIFFUSERS_CALLS,
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
			callee: "BaseChronosPipeline.from_pretrained",
			keywords: ["device_map"],
			library: "chronos-forecasting",
			source: at("amazon-science/chronos-forecasting", CHRONOS, "README.md"),
		},
		{
			callee: "pipeline.predict_quantiles",
			keywords: ["prediction_length", "quantile_levels"],
			library: "chronos-forecasting",
			source: at("amazon-science/chronos-forecasting", CHRONOS, "src/chronos/base.py"),
		},
		{ callee: "torch.tensor", keywords: ["dtype"], library: "chronos-forecasting", source: TORCH_TENSOR },
		{
			callee: "get_untrusted_types",
			keywords: ["file"],
			library: "sklearn",
			source: at("skops-dev/skops", SKOPS, "skops/io/_persist.py"),
		},
		{
			callee: "load",
			keywords: ["trusted"],
			library: "sklearn",
			source: at("skops-dev/skops", SKOPS, "skops/io/_persist.py"),
		},
		{
			callee: "load_from_hub",
			keywords: ["repo_id", "filename"],
			library: "stable-baselines3",
			source: at(
				"huggingface/huggingface_sb3",
				"b3a18c864d1573a7087f763c612a702babe38d71",
				"huggingface_sb3/load_from_hub.py",
			),
		},
		{
			callee: "snapshot_download",
			keywords: ["allow_patterns"],
			library: "ultralytics",
			source: at("huggingface/huggingface_hub", HF_HUB, "src/huggingface_hub/_snapshot_download.py"),
		},
		{
			callee: "generate",
			keywords: ["prompt", "verbose"],
			library: "mlx",
			source: at("ml-explore/mlx-lm", "0130d3b7f16938c437cf69c37e88e1182da12fc1", "README.md"),
		},
		// mlx-lm's generate passes its keywords on to stream_generate, whose call in the same README takes max_tokens.
		{
			callee: "generate",
			keywords: ["max_tokens"],
			library: "mlx",
			source: at("ml-explore/mlx-lm", "0130d3b7f16938c437cf69c37e88e1182da12fc1", "README.md"),
		},
		{
			callee: "tokenizer.apply_chat_template",
			keywords: ["add_generation_prompt"],
			library: "mlx",
			source: at("ml-explore/mlx-lm", "0130d3b7f16938c437cf69c37e88e1182da12fc1", "README.md"),
		},
		{ callee: "apply_chat_template", keywords: ["num_images"], library: "mlx", source: HUB_SNIPPETS },
		{
			callee: "mlx_whisper.transcribe",
			keywords: ["path_or_hf_repo"],
			library: "mlx",
			source: at("ml-explore/mlx-examples", "00b2f3301309d6dab9a72a502554fa2f96fbf15b", "whisper/README.md"),
		},
		{
			callee: "model.set_generation_params",
			keywords: ["duration"],
			library: "audiocraft",
			source: HUB_SNIPPETS,
		},
		{
			callee: "audio_write",
			keywords: ["strategy"],
			library: "audiocraft",
			source: at(
				"facebookresearch/audiocraft",
				"188a77f1dd0e5278c214dddb511de499ae8928cc",
				"audiocraft/data/audio.py",
			),
		},
		{
			callee: "ocr_predictor",
			keywords: ["det_arch", "reco_arch", "pretrained"],
			library: "doctr",
			source: at("mindee/doctr", "7e079bff2caf767239933cc46940da4593d0f0f2", "doctr/models/zoo.py"),
		},
		{
			callee: "timm.create_model",
			keywords: ["pretrained", "num_classes"],
			library: "timm",
			source: at(
				"huggingface/pytorch-image-models",
				"16664ea31ba52dc55c3744e69741fffddb4845da",
				"hfdocs/source/quickstart.mdx",
			),
		},
		{ callee: "timm.data.resolve_data_config", keywords: ["model"], library: "timm", source: TIMM_ON_HUB },
		{ callee: "torch.nn.functional.softmax", keywords: ["dim"], library: "timm", source: TIMM_ON_HUB },
		...["image_features.norm", "text_features.norm"].map((callee) => ({
			callee,
			keywords: ["dim", "keepdim"],
			library: "open_clip",
			source: OPEN_CLIP_README,
		})),
		{
			callee: "spec_generator.generate_spectrogram",
			keywords: ["tokens"],
			library: "nemo",
			source: NEMO_TTS_BASE,
		},
		{
			callee: "vocoder.convert_spectrogram_to_audio",
			keywords: ["spec"],
			library: "nemo",
			source: NEMO_TTS_BASE,
		},
		{ callee: "tokenizer", keywords: ["return_tensors"], library: "peft", source: PEFT_QUICKTOUR },
		{ callee: "model.generate", keywords: ["max_new_tokens"], library: "peft", source: PEFT_QUICKTOUR },
		{
			callee: "tokenizer.batch_decode",
			keywords: ["skip_special_tokens"],
			library: "peft",
			source: PEFT_QUICKTOUR,
		},
		{
			callee: "tokenizer.apply_chat_template",
			keywords: ["add_generation_prompt", "return_dict", "return_tensors"],
			library: "peft",
			source: HUB_SNIPPETS,
		},
		{
			callee: "np.linalg.norm",
			keywords: ["axis", "keepdims"],
			library: "model2vec",
			source: at("numpy/numpy", "b4802e371daed48c77b2b444a43dcfd2cad95484", "numpy/linalg/_linalg.py"),
		},
		{
			callee: "keras.utils.load_img",
			keywords: ["target_size"],
			library: "keras",
			source: at(
				"keras-team/keras",
				"929c02eb133ec1e98a15abb513e2a195c39771a7",
				"keras/src/utils/image_utils.py",
			),
		},
		// Keras language models run through KerasHub's CausalLM.
		{
			callee: "model.generate",
			keywords: ["max_length"],
			library: "keras",
			source: at("keras-team/keras-hub", KERAS_HUB, "keras_hub/src/models/causal_lm.py"),
		},
		{
			callee: "load_model_ensemble_and_task_from_hf_hub",
			keywords: ["arg_overrides"],
			library: "fairseq",
			source: at(
				"facebookresearch/fairseq",
				"75e35c07ae973dffcbfcf6cc85e04405e4eceb69",
				"fairseq/checkpoint_utils.py",
			),
		},
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
	commands: [
		{
			command: "mlagents-load-from-hf",
			flags: ["--repo-id", "--local-dir"],
			source: at(
				"Unity-Technologies/ml-agents",
				"1dd2959cb2c0a01be533cefadb7d48b4b9a23b85",
				"docs/Hugging-Face-Integration.md",
			),
		},
		{
			command: "python -m sample_factory.huggingface.load_from_hub",
			flags: ["-r", "-d"],
			source: at(
				"alex-petrenko/sample-factory",
				"457ad977aeb8290660df5042d69cd2ed7f633688",
				"docs/10-huggingface/huggingface.md",
			),
		},
	],
};
