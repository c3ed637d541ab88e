/**
 * The rows not yet moved to the facts table (./facts/), which replaces this list area by area.
 * What the Python snippets rely on, per module: the names it exports that the snippets import, and
 * where each fact was read. A snippet importing a module or name missing here fails the check, so a
 * new import is a new fact to look up and record, not a guess.
 */
export const PYTHON_MODULES: Record<string, { names: string[]; source: string }> = {
	diffusers: {
		names: ["DiffusionPipeline", "AutoPipelineForImage2Image", "AutoPipelineForInpainting"],
		source:
			"diffusers docs: Load pipelines; AutoPipeline (huggingface.co/docs/diffusers/api/pipelines/auto_pipeline)",
	},
	"diffusers.utils": {
		names: ["load_image", "export_to_video"],
		source: "diffusers docs: Utilities (huggingface.co/docs/diffusers/api/utilities)",
	},
	huggingface_hub: {
		names: ["hf_hub_download", "snapshot_download", "from_pretrained_fastai"],
		source: "huggingface_hub reference: file download; fastai integration (huggingface.co/docs/hub/fastai)",
	},
	timm: {
		names: [],
		source: "timm quickstart (create_model hf-hub:, data.resolve_model_data_config, data.create_transform)",
	},
	torchaudio: { names: [], source: "torchaudio.save" },
	open_clip: {
		names: [],
		source: "OpenCLIP README: create_model_from_pretrained('hf-hub:…'), get_tokenizer",
	},
	openai: {
		names: ["OpenAI"],
		source: "the apps' calls: the generator's own openai template (executed in the snippet tests)",
	},
	requests: {
		names: [],
		source: "the apps' calls: the generator's own requests template (executed in the snippet tests)",
	},
	pathlib: { names: ["Path"], source: "Python standard library" },
	json: { names: [], source: "Python standard library" },
	os: { names: [], source: "Python standard library" },
	ultralytics: { names: ["YOLO"], source: "Ultralytics docs: predict mode (YOLO(weights))" },
	"doctr.io": { names: ["DocumentFile"], source: "docTR docs: sharing models (from_hub) and using models" },
	"doctr.models": { names: ["from_hub", "ocr_predictor"], source: "docTR docs: sharing models with the hub" },
	"fastai.vision.core": { names: ["PILImage"], source: "fastai docs: vision.core PILImage.create" },
	pandas: { names: [], source: "pandas DataFrame" },
	numpy: { names: [], source: "NumPy" },
	keras: { names: [], source: "Keras 3: keras.saving.load_model('hf://…'), keras.utils.load_img" },
	keras_hub: { names: [], source: "KerasHub: models.CausalLM.from_preset('hf://…')" },
	joblib: {
		names: [],
		source: "scikit-learn on the hub (huggingface.co/docs/hub/scikit-learn): joblib.load",
	},
	"skops.io": {
		names: ["get_untrusted_types", "load"],
		source: "skops persistence docs (skops.io.load, get_untrusted_types)",
	},
	chronos: {
		names: ["BaseChronosPipeline"],
		source: "chronos-forecasting README (BaseChronosPipeline.predict_quantiles)",
	},
	timesfm: { names: [], source: "TimesFM README: TimesFM_2p5_200M_torch.from_pretrained, ForecastConfig" },
	mlx_lm: { names: ["generate", "load"], source: "mlx-lm README: load, generate" },
	mlx_vlm: { names: ["generate", "load"], source: "mlx-vlm README: load, generate" },
	"mlx_vlm.prompt_utils": { names: ["apply_chat_template"], source: "mlx-vlm README" },
	mlx_whisper: {
		names: [],
		source: "mlx-examples whisper README: mlx_whisper.transcribe(path_or_hf_repo=…)",
	},
	peft: { names: ["AutoPeftModelForCausalLM"], source: "PEFT quicktour: AutoPeftModelForCausalLM" },
	huggingface_sb3: {
		names: ["load_from_hub"],
		source: "Stable-Baselines3 on the hub (huggingface.co/docs/hub/stable-baselines3)",
	},
	stable_baselines3: {
		names: ["A2C", "DDPG", "DQN", "PPO", "SAC", "TD3"],
		source: "Stable-Baselines3 docs: algorithms",
	},
	"speechbrain.inference.ASR": { names: ["EncoderDecoderASR"], source: "SpeechBrain 1.x inference modules" },
	"speechbrain.inference.classifiers": {
		names: ["EncoderClassifier"],
		source: "SpeechBrain 1.x inference modules",
	},
	"speechbrain.inference.separation": {
		names: ["SepformerSeparation"],
		source: "SpeechBrain 1.x inference modules",
	},
	"speechbrain.inference.TTS": { names: ["Tacotron2"], source: "SpeechBrain 1.x inference modules" },
	"speechbrain.inference.vocoders": { names: ["HIFIGAN"], source: "SpeechBrain 1.x inference modules" },
	"speechbrain.inference.VAD": { names: ["VAD"], source: "SpeechBrain 1.x inference modules" },
	scipy: { names: [], source: "SciPy: scipy.io.wavfile.write" },
	"espnet2.bin.asr_inference": {
		names: ["Speech2Text"],
		source: "ESPnet model zoo: Speech2Text.from_pretrained",
	},
	"espnet2.bin.tts_inference": {
		names: ["Text2Speech"],
		source: "ESPnet model zoo: Text2Speech.from_pretrained",
	},
	"nemo.collections.asr": { names: [], source: "NeMo ASR: models.ASRModel.from_pretrained, transcribe" },
	"nemo.collections.tts.models": {
		names: ["FastPitchModel", "HifiGanModel"],
		source: "NeMo TTS checkpoints docs",
	},
	"pyannote.audio": {
		names: ["Pipeline"],
		source: "pyannote.audio 4 README: Pipeline.from_pretrained(token=…)",
	},
	"asteroid.models": {
		names: ["BaseModel"],
		source: "Asteroid pretrained models docs: BaseModel.from_pretrained, separate",
	},
	"audiocraft.models": {
		names: ["MusicGen", "AudioGen", "MAGNeT"],
		source: "Audiocraft README: get_pretrained, generate",
	},
	"audiocraft.data.audio": { names: ["audio_write"], source: "Audiocraft README" },
	"fairseq.checkpoint_utils": {
		names: ["load_model_ensemble_and_task_from_hf_hub"],
		source: "fairseq source: fairseq/checkpoint_utils.py",
	},
	"fairseq.models.text_to_speech.hub_interface": {
		names: ["TTSHubInterface"],
		source: "fairseq speech synthesis example",
	},
};
