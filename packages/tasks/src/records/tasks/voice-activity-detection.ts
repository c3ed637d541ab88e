import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Voice activity detection finds the parts of a recording where someone is speaking and the parts that are silence or only noise. The input is an audio file or a live stream, and the output is a list of speech segments with their start and end times. It is usually the first step before transcription, so later models only spend time on the parts that contain speech.",
	useCases: [
		{
			title: "Preparing transcription",
			description:
				"Cut long recordings into speech-only chunks before sending them to a speech recognizer, which saves compute and avoids made-up words in silent stretches.",
		},
		{
			title: "Turn-taking in voice bots",
			description:
				"Tell a voice assistant when the user has stopped talking so it can answer without cutting them off.",
		},
		{
			title: "Saving bandwidth",
			description: "Send audio over a call or to a server only while someone is speaking.",
		},
		{
			title: "Measuring talk time",
			description:
				"Count how long each part of a meeting or lesson contains speech, as input for speaker diarization.",
		},
	],
	datasets: [
		{
			id: "edinburghcstr/ami",
			description:
				"About a hundred hours of recorded meetings with time-stamped utterances, including overlaps and long silences.",
		},
		{
			id: "diarizers-community/callhome",
			description:
				"Telephone conversations in several languages with marked speaker turns, useful to test on phone-quality audio.",
		},
	],
	models: [
		{
			id: "pyannote/voice-activity-detection",
			library_name: "pyannote-audio",
			tags: [],
			description: "A ready-to-use pipeline that returns speech regions from a file with a single call.",
		},
		{
			id: "pyannote/segmentation-3.0",
			library_name: "pyannote-audio",
			tags: [],
			description:
				"Detects speech and overlapping speakers in short windows; the building block of pyannote's diarization.",
		},
		{
			id: "speechbrain/vad-crdnn-libriparty",
			library_name: "speechbrain",
			tags: [],
			description: "A compact detector trained on simulated cocktail-party recordings with background noise.",
		},
		{
			id: "onnx-community/silero-vad",
			tags: ["onnx"],
			libraryNote:
				"ONNX weights run with onnxruntime; no library of the library map loads them for this task.",
			description:
				"A tiny ONNX model that runs in real time on a CPU or in the browser, good for live audio.",
		},
	],
	spaces: [],
	metrics: [
		{
			id: "detection_error_rate",
			description:
				"The time wrongly marked as speech plus the speech that was missed, divided by the total speech time; lower is better.",
		},
		{
			id: "f1",
			description:
				"Balances how much of the true speech was found against how much of the flagged time really was speech.",
		},
	],
	demo: {
		inputs: [{ type: "audio", filename: "speech-pauses.flac" }],
		outputs: [
			{
				type: "tabular",
				table: [
					["Segment", "Start (s)", "End (s)", "Label"],
					["1", "1.50", "2.17", "speech"],
					["2", "4.96", "6.32", "speech"],
				],
			},
		],
	},
	widgetModels: [],
	variants: [
		{
			name: "Voice activity detection",
			description: "A recording goes in; the stretches where someone speaks come out.",
			input: "A one-minute meeting recording.",
			output: "speech 0.4 s to 12.8 s, speech 14.1 s to 31.0 s",
			model: "pyannote/voice-activity-detection",
		},
		{
			name: "Speaker segmentation",
			description:
				"A recording goes in; for each moment, which of a few speakers are talking, overlaps included.",
			input: "The same meeting recording.",
			output: "speaker A 0.4 s to 12.8 s, speaker B 12.5 s to 20.3 s (overlap at 12.5 s)",
			model: "pyannote/segmentation-3.0",
		},
	],
	furtherReading: [
		{ title: "pyannote.audio", url: "https://github.com/pyannote/pyannote-audio", source: "pyannote.audio" },
		{ title: "SpeechBrain", url: "https://speechbrain.github.io/", source: "SpeechBrain" },
	],
};

export default data;
