import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Audio classification listens to a short sound clip and says what kind of sound it is. The labels can be everyday sounds such as a doorbell or a barking dog, spoken commands, the language being spoken or the mood of the speaker. The model returns each possible label with a score showing how sure it is.",
	useCases: [
		{
			title: "Smart home alerts",
			description:
				"Notice a doorbell, smoke alarm or breaking glass and send a notification to a phone, for example for people who are hard of hearing.",
		},
		{
			title: "Keyword spotting",
			description:
				'Recognize a short command such as "stop" or "next" on a small device without sending audio to a server.',
		},
		{
			title: "Language identification",
			description:
				"Find out which language a caller is speaking so the call can be routed to the right agent.",
		},
		{
			title: "Emotion recognition",
			description:
				"Tell whether a speaker sounds calm, happy or angry, for example to flag difficult support calls.",
		},
	],
	datasets: [
		{
			id: "agkphysics/AudioSet",
			description:
				"Millions of ten-second video clips tagged with over five hundred everyday sound classes, from doorbells to engines.",
		},
		{
			id: "ashraq/esc50",
			description:
				"Two thousand short environmental recordings in fifty classes, small enough for a quick benchmark.",
		},
		{
			id: "s3prl/superb",
			description:
				"A suite of speech tasks including keyword spotting, speaker identification, intent and emotion.",
		},
	],
	models: [
		{
			id: "MIT/ast-finetuned-audioset-10-10-0.4593",
			library_name: "transformers",
			tags: [],
			description: "Tags everyday sounds with the 527 AudioSet classes, a good default for non-speech audio.",
		},
		{
			id: "speechbrain/google_speech_command_xvector",
			localOnly: true,
			library_name: "speechbrain",
			tags: [],
			description: "Recognizes a small set of spoken command words such as yes, no, up and down.",
		},
		{
			id: "ehcalabres/wav2vec2-lg-xlsr-en-speech-emotion-recognition",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description: "Guesses the emotion in an English speaker's voice, such as angry, happy or sad.",
		},
		{
			id: "speechbrain/lang-id-voxlingua107-ecapa",
			localOnly: true,
			library_name: "speechbrain",
			tags: [],
			description: "Identifies which of 107 languages is being spoken in a clip.",
		},
	],
	spaces: [
		{
			id: "kurianbenoy/audioclassification",
			description: "Upload a song and see which music genre the model thinks it belongs to.",
		},
	],
	metrics: [
		{ id: "accuracy", description: "The share of clips given the right label." },
		{ id: "precision", description: "Of the clips given a label, the share that truly belong to it." },
		{ id: "recall", description: "Of the clips that truly belong to a label, the share the model found." },
		{
			id: "f1",
			description: "The harmonic mean of precision and recall, useful when some classes are rare.",
		},
		{
			id: "map",
			description:
				"Mean average precision, used when a clip can carry several labels at once, as in AudioSet.",
		},
	],
	demo: {
		inputs: [{ type: "audio", filename: "doorbell.flac" }],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "Doorbell", score: 0.81 },
					{ label: "Ding-dong", score: 0.63 },
					{ label: "Chime", score: 0.22 },
					{ label: "Bell", score: 0.09 },
				],
			},
		],
	},
	widgetModels: ["MIT/ast-finetuned-audioset-10-10-0.4593"],
	youtubeId: "KWwzcmG98Ds",
	variants: [
		{
			name: "Keyword spotting",
			subtask: "keyword-spotting",
			description: "A clip of a second or so goes in; the label is the short command spoken in it.",
			input: 'A one-second recording of someone saying "yes".',
			output: "yes 0.98, no 0.01",
			model: "speechbrain/google_speech_command_xvector",
		},
		{
			name: "Emotion recognition",
			subtask: "audio-emotion-recognition",
			description:
				"A spoken sentence goes in; the labels are the feelings in the voice, whatever the words say.",
			input: '"I\'m fine, thanks", said through clenched teeth.',
			output: "angry 0.81, neutral 0.12",
			model: "ehcalabres/wav2vec2-lg-xlsr-en-speech-emotion-recognition",
		},
		{
			name: "Spoken language identification",
			subtask: "audio-language-identification",
			description: "Speech goes in; the label is the language being spoken.",
			input: "Ten seconds of a French radio interview.",
			output: "fr: French 0.97",
			model: "speechbrain/lang-id-voxlingua107-ecapa",
		},
		{
			name: "Sound events",
			description:
				"Any recording goes in; several labels from a large list of everyday sounds can be true at once.",
			input: "A garden recording with a dog and birds.",
			output: "Dog 0.91, Bark 0.86, Bird 0.42",
			model: "MIT/ast-finetuned-audioset-10-10-0.4593",
		},
	],
	furtherReading: [
		{
			title: "Audio classification guide",
			url: "https://huggingface.co/docs/transformers/tasks/audio_classification",
			source: "Transformers docs",
		},
		{
			title: "Build a music genre classifier",
			url: "https://huggingface.co/learn/audio-course/chapter4/introduction",
			source: "Audio Course",
		},
	],
};

export default data;
