import { py } from "../code.js";
import { type LocalCode, type LocalContext, textInput } from "../context.js";
import { guide } from "./guide.js";
import { type LibraryWriters, own } from "./writer.js";

const audio = (context: LocalContext) => py(textInput(context, "sample1.flac"));
const speech = (context: LocalContext) => py(textInput(context, "The answer to the universe is 42"));

/** How SpeechBrain runs one interface class: its `speechbrain.inference` module and the call on a file. */
interface SpeechbrainInterface {
	module: string;
	run: (context: LocalContext) => string;
}

const transcribe = (context: LocalContext) => `print(model.transcribe_file(${audio(context)}))\n`;
const classify = (context: LocalContext) => `print(model.classify_file(${audio(context)}))\n`;
const enhance = (context: LocalContext) =>
	`enhanced = model.enhance_file(${audio(context)})\n` +
	"# The model's sample rate is in its hyperparams.yaml (16 kHz for most).\n" +
	"print(enhanced.shape)\n";

/**
 * The interface classes of speechbrain.inference (speechbrain/speechbrain, its `inference/` modules)
 * a repository's `config.speechbrain.speechbrain_interface` may name, and how each runs a file.
 * Text-to-speech interfaces take their vocoder from `vocoder_model_id`.
 */
const SPEECHBRAIN_INTERFACES: Record<string, SpeechbrainInterface> = {
	EncoderDecoderASR: { module: "ASR", run: transcribe },
	EncoderASR: { module: "ASR", run: transcribe },
	WhisperASR: { module: "ASR", run: transcribe },
	EncoderClassifier: { module: "classifiers", run: classify },
	AudioClassifier: { module: "classifiers", run: classify },
	SpectralMaskEnhancement: { module: "enhancement", run: enhance },
	WaveformEnhancement: { module: "enhancement", run: enhance },
	SepformerSeparation: {
		module: "separation",
		run: (context) =>
			`sources = model.separate_file(path=${audio(context)})\n` +
			"# One estimated source per index of the last axis.\n" +
			"print(sources.shape)\n",
	},
	SpeakerRecognition: {
		module: "speaker",
		run: (context) =>
			`score, same_speaker = model.verify_files(${audio(context)}, "sample2.flac")\n` +
			"print(score, same_speaker)\n",
	},
	VAD: { module: "VAD", run: (context) => `print(model.get_speech_segments(${audio(context)}))\n` },
	Speech_Emotion_Diarization: {
		module: "diarization",
		run: (context) => `print(model.diarize_file(${audio(context)}))\n`,
	},
	Tacotron2: {
		module: "TTS",
		run: (context) => `mel_output, mel_length, alignment = model.encode_text(${speech(context)})\n`,
	},
	FastSpeech2: {
		module: "TTS",
		run: (context) => `mel_output, durations, pitch, energy = model.encode_text([${speech(context)}])\n`,
	},
};

/** The interface a task's models use when the config names none. */
const SPEECHBRAIN_TASK_DEFAULTS: Record<string, string> = {
	"automatic-speech-recognition": "EncoderDecoderASR",
	"audio-classification": "EncoderClassifier",
	"audio-to-audio": "SepformerSeparation",
	"text-to-speech": "Tacotron2",
	"voice-activity-detection": "VAD",
};

/** SpeechBrain: the interface class the model's config names (else its task's usual one), `from_hparams`. */
function speechbrainCode(context: LocalContext): LocalCode[] {
	const config = context.model.config.speechbrain;
	const named = config?.speechbrain_interface;
	const interfaceName = named ?? own(SPEECHBRAIN_TASK_DEFAULTS, context.task);
	const known = own(SPEECHBRAIN_INTERFACES, interfaceName);
	if (!interfaceName || !known) {
		return [
			guide(
				"SpeechBrain",
				`This model's interface${named ? ` (${named})` : ""} is not one of speechbrain.inference's classes: its\nmodel card shows the class (often the repository's own custom_interface.py) and its call.`,
				"https://speechbrain.readthedocs.io/en/latest/tutorials/basics/pretrained-models.html",
			),
		];
	}
	const source = `source=${py(context.id)}, savedir=${py(`pretrained_models/${context.id}`)}`;
	let content =
		`from speechbrain.inference.${known.module} import ${interfaceName}\n\n` +
		`model = ${interfaceName}.from_hparams(${source})\n` +
		known.run(context);
	if (known.module === "TTS") {
		const vocoder = config?.vocoder_model_id ?? "speechbrain/tts-hifigan-ljspeech";
		content =
			"import torchaudio\nfrom speechbrain.inference.vocoders import HIFIGAN\n" +
			content +
			`vocoder = HIFIGAN.from_hparams(source=${py(vocoder)}, savedir=${py(`pretrained_models/${vocoder}`)})\n` +
			"waveforms = vocoder.decode_batch(mel_output)\n" +
			"# LJSpeech voices are 22.05 kHz; the model card gives another voice's rate.\n" +
			'torchaudio.save("output.wav", waveforms.squeeze(1), 22050)\n';
	}
	return [{ label: "SpeechBrain", language: "python", setup: "pip install speechbrain", content }];
}

/** ESPnet: its `espnet2.bin` inference classes, loaded from the hub with `espnet_model_zoo`. */
function espnetCode(context: LocalContext): LocalCode[] {
	let content: string;
	if (context.task === "automatic-speech-recognition") {
		content =
			"import soundfile\nfrom espnet2.bin.asr_inference import Speech2Text\n\n" +
			`speech2text = Speech2Text.from_pretrained(${py(context.id)})\n` +
			`speech, rate = soundfile.read(${audio(context)})\n` +
			"text, *_ = speech2text(speech)[0]\nprint(text)\n";
	} else if (context.task === "text-to-speech") {
		content =
			"import soundfile\nfrom espnet2.bin.tts_inference import Text2Speech\n\n" +
			`text2speech = Text2Speech.from_pretrained(${py(context.id)})\n` +
			`speech = text2speech(${speech(context)})["wav"]\n` +
			'soundfile.write("output.wav", speech.numpy(), text2speech.fs)\n';
	} else return [];
	return [
		{
			label: "ESPnet",
			language: "python",
			setup: "pip install espnet espnet_model_zoo soundfile",
			content,
			docsUrl: "https://espnet.github.io/espnet/",
		},
	];
}

/** NeMo: the collection's model class `from_pretrained`, which reads hub ids. */
function nemoCode(context: LocalContext): LocalCode[] {
	let content: string;
	if (context.task === "automatic-speech-recognition") {
		content =
			"import nemo.collections.asr as nemo_asr\n\n" +
			`asr_model = nemo_asr.models.ASRModel.from_pretrained(${py(context.id)})\n` +
			`print(asr_model.transcribe([${audio(context)}]))\n`;
	} else if (context.task === "text-to-speech") {
		content =
			"import soundfile\nfrom nemo.collections.tts.models import FastPitchModel, HifiGanModel\n\n" +
			"# For a FastPitch spectrogram generator; other architectures have their own classes.\n" +
			`spec_generator = FastPitchModel.from_pretrained(${py(context.id)})\n` +
			'vocoder = HifiGanModel.from_pretrained("nvidia/tts_hifigan")\n' +
			`tokens = spec_generator.parse(${speech(context)})\n` +
			"spectrogram = spec_generator.generate_spectrogram(tokens=tokens)\n" +
			"audio = vocoder.convert_spectrogram_to_audio(spec=spectrogram)\n" +
			'soundfile.write("output.wav", audio.to("cpu").detach().numpy()[0], 22050)\n';
	} else return [];
	return [
		{
			label: "NeMo",
			language: "python",
			setup: 'pip install "nemo_toolkit[all]"',
			content,
			docsUrl: "https://docs.nvidia.com/nemo-framework/user-guide/latest/nemotoolkit/starthere/intro.html",
		},
	];
}

/**
 * pyannote.audio 4: a pipeline (diarization, which the hub files under automatic-speech-recognition,
 * or voice activity detection) runs with `Pipeline`; a model (segmentation, embedding) with
 * `Model` through `Inference`. The hub tags which one a repository is; both are often gated, so the
 * token comes from the environment.
 */
function pyannoteCode(context: LocalContext): LocalCode[] {
	const pipeline =
		context.tags.has("pyannote-audio-pipeline") ||
		(!context.tags.has("pyannote-audio-model") && context.task === "automatic-speech-recognition");
	const token = 'token=os.environ["HF_TOKEN"]';
	const content = pipeline
		? "import os\n\nfrom pyannote.audio import Pipeline\n\n" +
			`pipeline = Pipeline.from_pretrained(${py(context.id)}, ${token})\n` +
			`print(pipeline(${audio(context)}))\n`
		: "import os\n\nfrom pyannote.audio import Inference, Model\n\n" +
			`model = Model.from_pretrained(${py(context.id)}, ${token})\n` +
			"inference = Inference(model)\n" +
			`print(inference(${audio(context)}))\n`;
	return [{ label: "pyannote.audio", language: "python", setup: "pip install pyannote.audio", content }];
}

/** Asteroid: separation writes one file per estimated source beside the input. */
function asteroidCode(context: LocalContext): LocalCode[] {
	return [
		{
			label: "Asteroid",
			language: "python",
			setup: "pip install asteroid",
			content:
				"from asteroid.models import BaseModel\n\n" +
				`model = BaseModel.from_pretrained(${py(context.id)})\n` +
				"# Writes each separated source next to the input file.\n" +
				`model.separate(${audio(context)})\n`,
			docsUrl: "https://asteroid.readthedocs.io/en/latest/readmes/pretrained_models.html",
		},
	];
}

/** Audiocraft: MusicGen by default; AudioGen and MAGNeT models have their own classes. */
function audiocraftCode(context: LocalContext): LocalCode[] {
	const className = /audiogen/i.test(context.id)
		? "AudioGen"
		: /magnet/i.test(context.id)
			? "MAGNeT"
			: "MusicGen";
	return [
		{
			label: "Audiocraft",
			language: "python",
			setup: "pip install audiocraft",
			content:
				`from audiocraft.data.audio import audio_write\nfrom audiocraft.models import ${className}\n\n` +
				`model = ${className}.get_pretrained(${py(context.id)})\n` +
				(className === "MAGNeT" ? "" : "model.set_generation_params(duration=8)\n") +
				`wav = model.generate([${py(textInput(context, "happy rock"))}])\n` +
				'audio_write("output", wav[0].cpu(), model.sample_rate, strategy="loudness")\n',
			docsUrl: "https://github.com/facebookresearch/audiocraft",
		},
	];
}

/** fairseq: the hub loader, and the text-to-speech interface; its other tasks are per model. */
function fairseqCode(context: LocalContext): LocalCode[] {
	const docsUrl =
		"https://github.com/facebookresearch/fairseq/blob/main/examples/speech_to_speech/docs/direct_s2st_discrete_units.md";
	if (context.task === "text-to-speech") {
		return [
			{
				label: "Fairseq",
				language: "python",
				setup: "pip install fairseq g2p_en soundfile",
				content:
					"import soundfile\nfrom fairseq.checkpoint_utils import load_model_ensemble_and_task_from_hf_hub\n" +
					"from fairseq.models.text_to_speech.hub_interface import TTSHubInterface\n\n" +
					"models, cfg, task = load_model_ensemble_and_task_from_hf_hub(\n" +
					`    ${py(context.id)},\n` +
					'    arg_overrides={"vocoder": "hifigan", "fp16": False},\n)\n' +
					"model = models[0]\n" +
					"TTSHubInterface.update_cfg_with_data_cfg(cfg, task.data_cfg)\n" +
					"generator = task.build_generator([model], cfg)\n" +
					`sample = TTSHubInterface.get_model_input(task, ${speech(context)})\n` +
					"wav, rate = TTSHubInterface.get_prediction(task, model, generator, sample)\n" +
					'soundfile.write("output.wav", wav.numpy(), rate)\n',
				docsUrl: "https://github.com/facebookresearch/fairseq/tree/main/examples/speech_synthesis",
			},
		];
	}
	return [
		{
			label: "Fairseq",
			language: "python",
			setup: "pip install fairseq",
			content:
				"from fairseq.checkpoint_utils import load_model_ensemble_and_task_from_hf_hub\n\n" +
				`models, cfg, task = load_model_ensemble_and_task_from_hf_hub(${py(context.id)})\n` +
				"# How the loaded model is run (its generator, tokenizer and vocoder) depends on the\n" +
				"# model's fairseq task: its model card and fairseq's example for the task show it.\n",
			docsUrl,
		},
	];
}

/** k2 (icefall): decoding runs through the recipe's own scripts or sherpa, per model. */
function k2Code(): LocalCode[] {
	return [
		guide(
			"K2",
			"icefall models are decoded with their recipe's own scripts, or served with sherpa\n(sherpa-onnx for exported models), each with the files its model card lists:\nthere is no single loader for them.",
			"https://k2-fsa.github.io/sherpa/",
		),
	];
}

/** KittenTTS: the model by its id, one of its voices, 24 kHz audio written to a file. */
function kittenttsCode(context: LocalContext): LocalCode[] {
	return [
		{
			label: "KittenTTS",
			language: "python",
			setup:
				"pip install https://github.com/KittenML/KittenTTS/releases/download/0.1/kittentts-0.1.0-py3-none-any.whl soundfile",
			content:
				"import soundfile\nfrom kittentts import KittenTTS\n\n" +
				`model = KittenTTS(${py(context.id)})\n` +
				`audio = model.generate(${speech(context)}, voice="expr-voice-2-f")\n` +
				'soundfile.write("output.wav", audio, 24000)\n',
		},
	];
}

/** This file's libraries and their writers. */
export const AUDIO_WRITERS = {
	asteroid: asteroidCode,
	audiocraft: audiocraftCode,
	espnet: espnetCode,
	fairseq: fairseqCode,
	k2: k2Code,
	nemo: nemoCode,
	"pyannote-audio": pyannoteCode,
	speechbrain: speechbrainCode,
	kittentts: kittenttsCode,
} as const satisfies LibraryWriters;
