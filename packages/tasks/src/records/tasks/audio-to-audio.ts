import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Audio-to-audio models take a sound recording and return one or more new recordings. The most common jobs are cleaning up speech by removing background noise, splitting a recording with several people talking into one track per voice, and changing how a voice sounds. It is useful whenever a recording is too noisy or too mixed to use as it is.",
	useCases: [
		{
			title: "Noise removal",
			description:
				"Strip hiss, traffic or fan noise from a call, podcast or voice memo so the speaker is easier to understand.",
		},
		{
			title: "Separating speakers",
			description: "Split a recording where two people talk at once into a separate track for each of them.",
		},
		{
			title: "Voice conversion",
			description:
				"Make a recording sound as if it was spoken by a different person while keeping the same words.",
		},
		{
			title: "Audio compression",
			description:
				"Encode speech into a very small code and rebuild it on the other end, for low-bandwidth calls.",
		},
	],
	datasets: [
		{
			id: "JacobLinCool/VoiceBank-DEMAND-16k",
			description:
				"Pairs of noisy and clean recordings of the same sentences, the standard test for speech denoising.",
		},
		{
			id: "Matthijs/cmu-arctic-xvectors",
			description:
				"Ready-made speaker fingerprints that tell a voice conversion model which voice to produce.",
		},
	],
	models: [
		{
			id: "ResembleAI/resemble-enhance",
			tags: [],
			libraryNote:
				"Runs with the resemble-enhance package from its own repository; no library of the library map loads it.",
			description: "Removes noise and restores lost detail, making poor recordings sound like studio speech.",
		},
		{
			id: "speechbrain/metricgan-plus-voicebank",
			localOnly: true,
			library_name: "speechbrain",
			tags: [],
			description: "A small denoiser trained on VoiceBank-DEMAND, quick to run on a CPU.",
		},
		{
			id: "speechbrain/sepformer-wham",
			library_name: "speechbrain",
			tags: [],
			description: "Separates two overlapping speakers even when there is background noise.",
		},
		{
			id: "microsoft/speecht5_vc",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			libraryNote:
				"Transformers loads it (SpeechT5ForSpeechToSpeech), but has no audio-to-audio pipeline, so the library map does not list the task.",
			description: "Converts one English speaker's voice into another's, given a speaker fingerprint.",
		},
		{
			id: "stabilityai/stable-codec-speech-16k",
			localOnly: true,
			tags: [],
			libraryNote:
				"Runs with the stable-codec package from its own repository; no library of the library map loads it.",
			description: "Compresses speech into very few bits and decodes it back with little loss.",
		},
	],
	spaces: [
		{
			id: "younver/speechbrain-speech-separation",
			description: "Upload a recording of two people talking and download one track per speaker.",
		},
		{
			id: "nakas/audio-diffusion_style_transfer",
			description: "Restyle a piece of audio so that it takes on the character of another sound.",
		},
	],
	metrics: [
		{
			id: "snri",
			description:
				"Signal-to-noise ratio improvement: how many decibels louder the wanted voice is compared with the noise after processing than before.",
		},
		{
			id: "sdri",
			description:
				"Signal-to-distortion ratio improvement: like the noise measure, but also counts leftover other voices and artifacts the model added.",
		},
		{
			id: "pesq",
			description:
				"Perceptual evaluation of speech quality: a score that predicts how good a listener would find the cleaned speech.",
		},
		{
			id: "stoi",
			description:
				"Short-time objective intelligibility: predicts how many of the words a listener could understand.",
		},
	],
	demo: {
		inputs: [{ type: "audio", filename: "speech-noisy.flac" }],
		outputs: [{ type: "audio", filename: "speech-clean.flac" }],
	},
	widgetModels: ["speechbrain/sepformer-wham"],
	youtubeId: "iohj7nCCYoM",
	variants: [
		{
			name: "Speech enhancement",
			description: "A noisy recording goes in; the same speech comes out with the noise taken away.",
			input: "A voice note recorded next to a busy road.",
			output: "The voice note, with the traffic gone.",
			model: "speechbrain/metricgan-plus-voicebank",
		},
		{
			name: "Source separation",
			description: "A mixture goes in; one track per speaker comes out.",
			input: "Two people talking over each other.",
			output: "Two recordings, one voice each.",
			model: "speechbrain/sepformer-wham",
		},
		{
			name: "Voice conversion",
			description: "Speech and a target voice go in; the same words come out in the target voice.",
			input: "A sentence read by one speaker, and an embedding of another speaker's voice.",
			output: "The same sentence, as the second speaker would say it.",
			model: "microsoft/speecht5_vc",
		},
	],
	furtherReading: [
		{ title: "SpeechBrain", url: "https://speechbrain.github.io/", source: "SpeechBrain" },
		{
			title: "SpeechT5 model documentation",
			url: "https://huggingface.co/docs/transformers/model_doc/speecht5",
			source: "Transformers docs",
		},
	],
};

export default data;
