import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Automatic speech recognition, also called speech-to-text, listens to a recording of someone talking and writes down what they said. The input is an audio file or a live microphone stream and the output is the text, sometimes with the time at which each word was spoken. It lets computers take spoken commands and makes recordings searchable.",
	useCases: [
		{
			title: "Subtitles and captions",
			description:
				"Write captions for videos and live streams so that deaf viewers, or anyone watching with the sound off, can follow along.",
		},
		{
			title: "Meeting notes",
			description:
				"Transcribe calls, interviews and lectures so they can be searched, quoted or summarized afterwards.",
		},
		{
			title: "Voice commands",
			description:
				"Turn what a user says to a phone, car or smart speaker into text that the rest of the system can act on.",
		},
		{
			title: "Dictation",
			description: "Let doctors, lawyers or writers speak their notes and get typed text back.",
		},
	],
	datasets: [
		{
			id: "mozilla-foundation/common_voice_17_0",
			description:
				"Crowd-sourced read sentences in over a hundred languages, the usual choice for less widely spoken languages.",
		},
		{
			id: "openslr/librispeech_asr",
			description:
				"About a thousand hours of English audiobooks, the classic benchmark for English transcription.",
		},
		{
			id: "espnet/yodas",
			description:
				"Hundreds of thousands of hours of multilingual speech from online videos, for training large models.",
		},
	],
	models: [
		{
			id: "openai/whisper-large-v3",
			library_name: "transformers",
			tags: ["safetensors"],
			description:
				"Transcribes close to a hundred languages and copes well with accents and background noise.",
		},
		{
			id: "openai/whisper-large-v3-turbo",
			library_name: "transformers",
			tags: ["safetensors"],
			description:
				"A pruned Whisper that transcribes several times faster with only a small loss in accuracy.",
		},
		{
			id: "distil-whisper/distil-large-v3",
			localOnly: true,
			library_name: "transformers",
			tags: ["safetensors"],
			description: "A distilled English Whisper that is light enough for a CPU or a small GPU.",
		},
		{
			id: "facebook/w2v-bert-2.0",
			localOnly: true,
			library_name: "transformers",
			tags: ["safetensors"],
			description:
				"A speech encoder pre-trained on many languages, meant to be fine-tuned on a small labelled set in your own language.",
		},
		{
			id: "facebook/seamless-m4t-v2-large",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description: "Transcribes speech and can also translate it into another language in one step.",
		},
	],
	spaces: [
		{
			id: "hf-audio/whisper-large-v3",
			description: "Record from your microphone or upload a file and read the Whisper transcript.",
		},
		{
			id: "sanchit-gandhi/whisper-jax",
			description: "A fast Whisper demo that can transcribe long files and YouTube videos.",
		},
		{
			id: "facebook/seamless_m4t",
			description: "Transcribe and translate speech between many languages in the browser.",
		},
	],
	metrics: [
		{
			id: "wer",
			description:
				"Word error rate: the share of words that were substituted, dropped or added compared with a human transcript; lower is better.",
		},
		{
			id: "cer",
			description:
				"Character error rate: the same count done letter by letter, fairer for languages written without spaces between words.",
		},
	],
	demo: {
		inputs: [{ type: "audio", filename: "speech.flac" }],
		outputs: [
			{
				type: "text",
				label: "Transcript",
				content:
					"Hello, and welcome to the model hub. Today we will learn how to call a model with a single line of code.",
			},
		],
	},
	widgetModels: ["openai/whisper-large-v3"],
	youtubeId: "TksaY_FDgnk",
	variants: [
		{
			name: "Transcription",
			description: "Speech goes in; text in the same language comes out.",
			input: 'A French recording: "Je voudrais un café, s\'il vous plaît."',
			output: "Je voudrais un café, s'il vous plaît.",
			model: "openai/whisper-large-v3",
		},
		{
			name: "Speech translation",
			description:
				"Speech in one language goes in; English text comes out, without a separate translation step.",
			input: "The same French recording, with the task set to translate.",
			output: "I would like a coffee, please.",
			model: "openai/whisper-large-v3",
		},
	],
	furtherReading: [
		{
			title: "Automatic speech recognition guide",
			url: "https://huggingface.co/docs/transformers/tasks/asr",
			source: "Transformers docs",
		},
		{
			title: "Transcribe speech",
			url: "https://huggingface.co/learn/audio-course/chapter5/introduction",
			source: "Audio Course",
		},
		{
			title: "Fine-tune Whisper for multilingual ASR",
			url: "https://huggingface.co/blog/fine-tune-whisper",
			source: "Hugging Face blog",
		},
	],
};

export default data;
