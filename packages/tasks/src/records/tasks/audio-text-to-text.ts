import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Audio-text-to-text models listen to a sound recording and read a written instruction or question about it, then reply in text. You can ask them to transcribe a clip, summarize a talk, say what mood a speaker is in or answer a question about what was said. They save people from listening to hours of audio just to find one answer.",
	useCases: [
		{
			title: "Questions about recordings",
			description:
				"Ask what a caller wanted in a recorded support call, or which dates were mentioned in a voicemail, without playing it back.",
		},
		{
			title: "Meeting summaries",
			description: "Turn the audio of a meeting into a short list of decisions and action points.",
		},
		{
			title: "Voice assistants",
			description:
				"Let a spoken request go straight into the model, so it can answer without a separate speech-to-text step in between.",
		},
		{
			title: "Describing sounds",
			description:
				"Ask what is happening in a clip that holds no speech, such as whether the noise is a doorbell, a dog or traffic.",
		},
	],
	datasets: [
		{
			id: "homebrewltd/instruction-speech-encodec-v1.5",
			description:
				"Spoken instructions paired with text replies, for teaching a language model to follow requests it hears rather than reads.",
		},
	],
	models: [
		{
			id: "fixie-ai/ultravox-v0_5-llama-3_2-1b",
			library_name: "transformers",
			tags: ["custom_code", "safetensors"],
			libraryNote:
				"Transformers loads it with trust_remote_code, but the library map does not list audio-text-to-text for Transformers.",
			description:
				"A small model built on a 1B Llama, quick enough for real-time voice conversations on modest hardware.",
		},
		{
			id: "homebrewltd/Ichigo-llama3.1-s-instruct-v0.4",
			library_name: "transformers",
			tags: ["conversational", "safetensors"],
			libraryNote:
				"A Llama model that reads sound as tokens; Transformers loads it, but the library map does not list audio-text-to-text for Transformers.",
			description: "An 8B Llama 3.1 model taught to take speech as input and hold a spoken dialogue.",
		},
		{
			id: "Qwen/Qwen2-Audio-7B",
			library_name: "transformers",
			tags: ["safetensors"],
			libraryNote:
				"Transformers loads it (Qwen2AudioForConditionalGeneration), but the library map does not list audio-text-to-text for Transformers.",
			description:
				"A 7B base model that understands speech, music and everyday sounds, a good starting point for fine-tuning.",
		},
		{
			id: "Qwen/Qwen2-Audio-7B-Instruct",
			library_name: "transformers",
			tags: ["conversational", "safetensors"],
			libraryNote:
				"Transformers loads it (Qwen2AudioForConditionalGeneration), but the library map does not list audio-text-to-text for Transformers.",
			description:
				"The chat version of Qwen2-Audio, tuned to follow instructions about an audio clip out of the box.",
		},
	],
	spaces: [
		{
			id: "Qwen/Qwen2-Audio-Instruct-Demo",
			description: "Upload or record a clip and chat with Qwen2-Audio about it.",
		},
		{
			id: "Steveeeeeeen/talk-to-ultravox-0.5",
			description: "Talk to Ultravox through your microphone and hear how fast it replies.",
		},
	],
	metrics: [
		{
			id: "wer",
			description:
				"Word error rate: when the model is asked to transcribe, the share of words it gets wrong; lower is better.",
		},
		{
			id: "accuracy",
			description:
				"The share of questions about audio clips answered correctly, as scored on multiple-choice audio benchmarks.",
		},
	],
	demo: {
		inputs: [
			{ type: "audio", filename: "speech.flac" },
			{
				type: "text",
				label: "Question",
				content: "Where does the speaker welcome us, and what will we learn today?",
			},
		],
		outputs: [
			{
				type: "text",
				label: "Answer",
				content:
					"The speaker welcomes us to the model hub and says that today we will learn how to call a model with a single line of code.",
			},
		],
	},
	widgetModels: [],
	furtherReading: [
		{
			title: "Qwen2-Audio model documentation",
			url: "https://huggingface.co/docs/transformers/model_doc/qwen2_audio",
			source: "Transformers docs",
		},
		{ title: "Ultravox", url: "https://github.com/fixie-ai/ultravox", source: "Ultravox" },
	],
};

export default data;
