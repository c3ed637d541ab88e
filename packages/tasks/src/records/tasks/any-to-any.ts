import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Any-to-any models accept several kinds of input, such as text, images, audio and video, and can answer in more than one kind of output, such as text, speech or a picture. One model can look at a photo and describe it aloud, or read a description and draw it. This replaces a chain of separate models with a single assistant that can see, listen, speak and draw.",
	useCases: [
		{
			title: "Voice assistants that see",
			description:
				"Point a phone camera at something, ask about it out loud and hear the answer spoken back.",
		},
		{
			title: "Understanding and drawing",
			description: "Ask a question about an image, then ask the same model to draw a changed version of it.",
		},
		{
			title: "Video with sound",
			description:
				"Ask about a clip using both its pictures and its soundtrack, such as who is speaking and what they hold.",
		},
	],
	datasets: [
		{
			id: "PKU-Alignment/align-anything",
			description:
				"Instruction and preference data that mixes text, image, audio and video on both the input and output side.",
		},
	],
	models: [
		{
			id: "Qwen/Qwen2.5-Omni-7B",
			library_name: "transformers",
			tags: ["safetensors"],
			libraryNote:
				"Transformers loads it (Qwen2_5OmniForConditionalGeneration), but the library map does not list any-to-any for Transformers.",
			description:
				"A 7B model that takes text, images, audio and video and replies in text and natural-sounding speech.",
		},
		{
			id: "openbmb/MiniCPM-o-2_6",
			library_name: "transformers",
			tags: ["custom_code", "safetensors"],
			libraryNote:
				"Transformers loads it with trust_remote_code, but the library map does not list any-to-any for Transformers.",
			description:
				"A compact model for live conversations mixing vision, speech and text, light enough for phones.",
		},
		{
			id: "deepseek-ai/Janus-Pro-7B",
			tags: [],
			libraryNote:
				"Runs with the janus package from its own repository; no library of the library map loads it.",
			description: "Both understands images and generates them from text, using one set of weights.",
		},
		{
			id: "EPFL-VILAB/4M-21_XL",
			tags: ["safetensors"],
			libraryNote:
				"Runs with the ml-4m code from its own repository; no library of the library map loads it.",
			description:
				"A research model that translates between many image-related modalities, such as depth, edges, captions and pixels.",
		},
		{
			id: "BAAI/Emu3-Gen",
			library_name: "transformers",
			tags: ["custom_code", "safetensors"],
			libraryNote:
				"Transformers loads it with trust_remote_code, but the library map does not list any-to-any for Transformers.",
			description:
				"Generates images by predicting image tokens one by one, the same way a language model writes text.",
		},
	],
	spaces: [
		{
			id: "deepseek-ai/Janus-Pro-7B",
			description: "Ask Janus-Pro about an image or have it generate a new one from a prompt.",
		},
	],
	metrics: [
		{
			id: "accuracy",
			description:
				"The share of benchmark questions answered correctly; each input modality is usually tested on its own suite.",
		},
		{
			id: "wer",
			description:
				"Word error rate of the model's speech output or transcripts, checking that what it says is what it meant to say.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "cat.png" },
			{ type: "text", label: "Prompt", content: "Describe this picture in one sentence." },
		],
		outputs: [
			{
				type: "text",
				label: "Answer",
				content: "A cartoon ginger cat with green eyes is sitting on a blue rug in front of a pale wall.",
			},
		],
	},
	widgetModels: [],
	furtherReading: [
		{
			title: "Qwen2.5-Omni model documentation",
			url: "https://huggingface.co/docs/transformers/model_doc/qwen2_5_omni",
			source: "Transformers docs",
		},
		{ title: "Janus", url: "https://github.com/deepseek-ai/Janus", source: "DeepSeek" },
	],
};

export default data;
