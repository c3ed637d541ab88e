import { py } from "../code.js";
import { type LocalCode, type LocalContext, textInput } from "../context.js";
import { guide } from "./guide.js";
import type { LibraryWriters } from "./writer.js";

const audio = (context: LocalContext) => py(textInput(context, "sample1.flac"));
const speech = (context: LocalContext) => py(textInput(context, "The answer to the universe is 42"));

/** SpeechBrain: the inference class the task uses, from its 1.x `speechbrain.inference` modules. */
function speechbrainCode(context: LocalContext): LocalCode[] {
	const source = `source=${py(context.id)}, savedir=${py(`pretrained_models/${context.id}`)}`;
	let content: string;
	switch (context.task) {
		case "automatic-speech-recognition":
			content =
				"from speechbrain.inference.ASR import EncoderDecoderASR\n\n" +
				`asr = EncoderDecoderASR.from_hparams(${source})\n` +
				`print(asr.transcribe_file(${audio(context)}))\n`;
			break;
		case "audio-classification":
			content =
				"from speechbrain.inference.classifiers import EncoderClassifier\n\n" +
				`classifier = EncoderClassifier.from_hparams(${source})\n` +
				`print(classifier.classify_file(${audio(context)}))\n`;
			break;
		case "audio-to-audio":
			content =
				"import torchaudio\nfrom speechbrain.inference.separation import SepformerSeparation\n\n" +
				`model = SepformerSeparation.from_hparams(${source})\n` +
				`sources = model.separate_file(path=${audio(context)})\n` +
				'torchaudio.save("source1.wav", sources[:, :, 0].detach().cpu(), 8000)\n';
			break;
		case "text-to-speech":
			content =
				"import torchaudio\nfrom speechbrain.inference.TTS import Tacotron2\nfrom speechbrain.inference.vocoders import HIFIGAN\n\n" +
				`tacotron2 = Tacotron2.from_hparams(${source})\n` +
				'hifi_gan = HIFIGAN.from_hparams(source="speechbrain/tts-hifigan-ljspeech", savedir="pretrained_models/tts-hifigan-ljspeech")\n' +
				`mel_output, mel_length, alignment = tacotron2.encode_text(${speech(context)})\n` +
				"waveforms = hifi_gan.decode_batch(mel_output)\n" +
				'torchaudio.save("output.wav", waveforms.squeeze(1), 22050)\n';
			break;
		case "voice-activity-detection":
			content =
				"from speechbrain.inference.VAD import VAD\n\n" +
				`vad = VAD.from_hparams(${source})\n` +
				`print(vad.get_speech_segments(${audio(context)}))\n`;
			break;
		default:
			return [];
	}
	return [
		{
			label: "SpeechBrain",
			language: "python",
			setup: "pip install speechbrain",
			content,
			docsUrl: "https://speechbrain.readthedocs.io/en/latest/tutorials/basics/pretrained-models.html",
		},
	];
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

/** pyannote.audio 4: a gated pipeline, so the token comes from the environment. */
function pyannoteCode(context: LocalContext): LocalCode[] {
	return [
		{
			label: "pyannote.audio",
			language: "python",
			setup: "pip install pyannote.audio",
			content:
				"import os\n\nfrom pyannote.audio import Pipeline\n\n" +
				`pipeline = Pipeline.from_pretrained(${py(context.id)}, token=os.environ["HF_TOKEN"])\n` +
				`print(pipeline(${audio(context)}))\n`,
			docsUrl: "https://github.com/pyannote/pyannote-audio",
		},
	];
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
} as const satisfies LibraryWriters;
