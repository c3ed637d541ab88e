import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Video-text-to-text models watch a video clip and read a written question or instruction, then answer in text. They can describe what happens, say when something occurs or answer questions about people and objects over time. This helps people search, summarize and understand video without watching all of it.",
	useCases: [
		{
			title: "Summarizing videos",
			description: "Get a short written summary of a lecture, tutorial or meeting recording.",
		},
		{
			title: "Finding moments",
			description:
				"Ask when a goal was scored or when a parcel was delivered in long sports or security footage.",
		},
		{
			title: "Answering questions",
			description: "Ask what tool a cook used or what color a car was in a clip and get a direct answer.",
		},
	],
	datasets: [
		{
			id: "lmms-lab/Video-MME",
			description:
				"A multiple-choice benchmark over short, medium and long videos, widely used to compare video models.",
		},
		{
			id: "lmms-lab/VideoChatGPT",
			description:
				"Instruction and question-answer pairs about videos, for teaching a model to chat about clips.",
		},
		{
			id: "HuggingFaceFV/finevideo",
			description:
				"Tens of thousands of videos with rich annotations of scenes, characters and mood, for training.",
		},
	],
	models: [
		{
			id: "llava-hf/llava-onevision-qwen2-72b-ov-hf",
			library_name: "transformers",
			tags: ["conversational", "safetensors"],
			libraryNote:
				"Transformers loads it, but the library map does not list video-text-to-text for Transformers.",
			description:
				"A large 72B model that handles single images, several images and videos with one set of weights.",
		},
		{
			id: "llava-hf/LLaVA-NeXT-Video-34B-hf",
			library_name: "transformers",
			tags: ["conversational", "safetensors"],
			libraryNote:
				"Transformers loads it, but the library map does not list video-text-to-text for Transformers.",
			description: "A 34B model trained with video in mind, giving detailed descriptions of clips.",
		},
		{
			id: "HuggingFaceTB/SmolVLM2-2.2B-Instruct",
			library_name: "transformers",
			tags: ["conversational", "safetensors"],
			libraryNote:
				"Transformers loads it, but the library map does not list video-text-to-text for Transformers.",
			description: "A small 2.2B model that understands short videos and can run on a laptop.",
		},
	],
	spaces: [
		{
			id: "llava-hf/video-llava",
			description: "Upload a clip and chat with Video-LLaVA about it.",
		},
		{
			id: "opencompass/openvlm_video_leaderboard",
			description: "Ranks video-language models on several benchmarks.",
		},
	],
	metrics: [
		{
			id: "accuracy",
			description:
				"The share of multiple-choice questions about videos answered correctly, as reported on benchmarks such as Video-MME.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "ball-frames.png" },
			{ type: "text", label: "Question", content: "What happens in this video?" },
		],
		outputs: [
			{
				type: "text",
				label: "Answer",
				content:
					"A red ball bounces across a park lawn, moving from the left side of the frame to the right.",
			},
		],
	},
	widgetModels: [],
	furtherReading: [
		{
			title: "Video-text-to-text guide",
			url: "https://huggingface.co/docs/transformers/tasks/video_text_to_text",
			source: "Transformers docs",
		},
		{
			title: "LLaVA-OneVision model documentation",
			url: "https://huggingface.co/docs/transformers/model_doc/llava_onevision",
			source: "Transformers docs",
		},
	],
};

export default data;
