import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Text-to-speech turns written text into a recording of a voice reading it aloud. You give the model a sentence or a whole page, and it returns an audio file that sounds like a person speaking. Some models can speak several languages, imitate a given voice or play a conversation between two speakers.",
	useCases: [
		{
			title: "Reading aloud",
			description:
				"Let people with low vision or reading difficulties listen to articles, e-books and web pages instead of reading them.",
		},
		{
			title: "Voice assistants",
			description:
				"Give a chatbot or an in-car assistant a spoken voice so it can answer questions without a screen.",
		},
		{
			title: "Narration and dubbing",
			description:
				"Produce voice-overs for videos, audiobooks or training courses in several languages without booking a studio.",
		},
		{
			title: "Spoken announcements",
			description: "Generate station, airport or phone-menu announcements from text that changes every day.",
		},
	],
	datasets: [
		{
			id: "mythicinfinity/libritts_r",
			description:
				"Cleaned-up audiobook recordings from hundreds of English speakers, a common starting point for multi-speaker voices.",
		},
		{
			id: "parler-tts/mls_eng_10k",
			description:
				"About ten thousand hours of English read speech, large enough to train a general English voice.",
		},
		{
			id: "facebook/multilingual_librispeech",
			description:
				"Read audiobook speech in eight European languages, for voices that speak more than English.",
		},
	],
	models: [
		{
			id: "KittenML/kitten-tts-nano-0.1",
			localOnly: true,
			tags: ["onnx"],
			libraryNote:
				"Runs with the kittentts package from its own repository; no library of the library map loads it.",
			description: "A very small English voice model that runs quickly on an ordinary laptop CPU.",
		},
		{
			id: "ResembleAI/chatterbox",
			tags: [],
			libraryNote:
				"Runs with the chatterbox-tts package from its own repository; no library of the library map loads it.",
			description:
				"Expressive English speech that can copy a voice from a short sample and dial emotion up or down.",
		},
		{
			id: "fishaudio/fish-speech-1.5",
			localOnly: true,
			tags: [],
			libraryNote:
				"Runs with the fish-speech code from its own repository; no library of the library map loads it.",
			description: "Speaks many languages and can clone a voice, a good pick for multilingual products.",
		},
		{
			id: "nari-labs/Dia-1.6B",
			tags: ["safetensors"],
			libraryNote:
				"Runs with the dia package from its own repository; no library of the library map loads it.",
			description:
				"Writes out a whole dialogue between two speakers, including laughs and other non-verbal sounds.",
		},
		{
			id: "facebook/mms-tts-eng",
			library_name: "transformers",
			tags: [],
			description:
				"A small English voice from Meta's Massively Multilingual Speech project: plain and quick, with sibling models for over a thousand languages.",
		},
		{
			id: "suno/bark",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description:
				"An older generative model that adds music, background noise and effects such as laughing to speech.",
		},
	],
	spaces: [
		{
			id: "hexgrad/Kokoro-TTS",
			description: "Type a sentence and hear it in one of many light-weight, natural-sounding voices.",
		},
		{
			id: "ResembleAI/Chatterbox",
			description: "Try voice cloning: upload a short clip and hear your text read in that voice.",
		},
		{
			id: "TTS-AGI/TTS-Arena-V2",
			description: "Listen to two anonymous models read the same text and vote for the better one.",
		},
	],
	metrics: [
		{
			id: "mos",
			description:
				"Mean opinion score: listeners rate how natural each clip sounds from 1 to 5, and the ratings are averaged.",
		},
		{
			id: "mcd",
			description:
				"Mel cepstral distortion: how far the sound spectrum of the generated speech is from a human recording of the same text; lower is better.",
		},
		{
			id: "wer",
			description:
				"Word error rate of a speech recognizer run on the generated audio, which checks that the words are spoken clearly.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Input",
				content:
					"Hello, and welcome to the model hub. Today we will learn how to call a model with a single line of code.",
			},
		],
		outputs: [{ type: "audio", filename: "speech.flac" }],
	},
	widgetModels: ["facebook/mms-tts-eng"],
	youtubeId: "NW62DpzJ274",
	furtherReading: [
		{
			title: "Text to speech guide",
			url: "https://huggingface.co/docs/transformers/tasks/text-to-speech",
			source: "Transformers docs",
		},
		{
			title: "Text to speech",
			url: "https://huggingface.co/learn/audio-course/chapter6/introduction",
			source: "Audio Course",
		},
	],
};

export default data;
