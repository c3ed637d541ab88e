import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Image-text-to-text models, often called vision-language models, look at a picture and read a written prompt, then answer in text. Unlike a plain captioner, they do whatever the prompt asks: describe the image, read the text in it, compare two photos or reason about a chart. This makes one model useful for many jobs that used to need a separate tool each.",
	useCases: [
		{
			title: "Asking about pictures",
			description:
				"Ask what is in a photo, how many items are on a shelf or what a road sign says, and get a sentence back.",
		},
		{
			title: "Reading documents",
			description:
				"Pull names, dates and totals out of scanned forms, receipts or slides without a separate OCR step.",
		},
		{
			title: "Screenshot to code",
			description: "Give a screenshot of a web page and get HTML and CSS that rebuild it.",
		},
		{
			title: "Accessible descriptions",
			description:
				"Write detailed alt text for images on a website so that people using screen readers know what they show.",
		},
	],
	datasets: [
		{
			id: "liuhaotian/LLaVA-Instruct-150K",
			description:
				"About 150,000 image-grounded conversations and instructions, widely used to teach models to chat about pictures.",
		},
		{
			id: "HuggingFaceM4/the_cauldron",
			description:
				"Fifty vision-language datasets gathered in one place and converted to a common format for fine-tuning.",
		},
		{
			id: "HuggingFaceM4/WebSight",
			description:
				"Screenshots of synthetic web pages paired with their source code, for screenshot-to-code training.",
		},
	],
	models: [
		{
			id: "zai-org/GLM-4.5V",
			library_name: "transformers",
			tags: ["conversational", "safetensors"],
			description:
				"A large vision-language chat model that reasons before it answers, good at documents, charts and screenshots; too big for one ordinary GPU.",
		},
		{
			id: "Qwen/Qwen2.5-VL-32B-Instruct",
			library_name: "transformers",
			tags: ["conversational", "safetensors"],
			description:
				"A 32B chat model with strong general image understanding that also reads documents and charts.",
		},
		{
			id: "HuggingFaceM4/idefics2-8b-chatty",
			localOnly: true,
			library_name: "transformers",
			tags: ["conversational", "safetensors"],
			description:
				"An 8B conversational model that accepts several images in one prompt, with an open licence.",
		},
		{
			id: "vikhyatk/moondream2",
			localOnly: true,
			library_name: "transformers",
			tags: ["custom_code", "safetensors"],
			description:
				"A tiny model that runs on a laptop or edge device and still answers everyday image questions well.",
		},
		{
			id: "mPLUG/DocOwl1.5",
			localOnly: true,
			library_name: "transformers",
			tags: ["custom_code"],
			description: "Specialised in documents, tables and charts rather than natural photos.",
		},
		{
			id: "microsoft/Phi-3.5-vision-instruct",
			localOnly: true,
			library_name: "transformers",
			tags: ["conversational", "custom_code", "safetensors"],
			description: "A compact 4B model with a long context, handy for multi-page or multi-image prompts.",
		},
		{
			id: "microsoft/kosmos-2-patch14-224",
			localOnly: true,
			library_name: "transformers",
			tags: ["safetensors"],
			description:
				"Not a chat model: it captions an image and links each phrase to a box in it, so you can see which object each word refers to.",
		},
		{
			id: "ggml-org/gemma-3-4b-it-GGUF",
			localOnly: true,
			tags: ["conversational", "gguf"],
			libraryNote:
				"GGUF files with a vision projector, run by local apps such as llama.cpp rather than by a Python library.",
			description:
				"GGUF files of a small vision-language chat model with its image projector, for llama.cpp's server.",
		},
	],
	spaces: [
		{
			id: "opencompass/open_vlm_leaderboard",
			description: "Ranks vision-language models on many benchmarks, useful for picking one.",
		},
		{
			id: "WildVision/vision-arena",
			description:
				"Pits two anonymous models against each other on your image and lets you vote for the better answer.",
		},
		{
			id: "merve/compare_VLMs",
			description: "Runs several vision-language models on the same image and prompt side by side.",
		},
	],
	metrics: [
		{
			id: "accuracy",
			description:
				"The share of benchmark questions answered correctly, used by multiple-choice suites that test image reasoning.",
		},
		{
			id: "anls",
			description:
				"Average normalised Levenshtein similarity: gives partial credit when an answer read from a document is almost right.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "cat.png" },
			{
				type: "text",
				label: "Prompt",
				content: "Describe the animal and where it is sitting.",
			},
		],
		outputs: [
			{
				type: "text",
				label: "Answer",
				content:
					"It is a cartoon ginger cat with green eyes. It is sitting on a blue rug in front of a pale wall.",
			},
		],
	},
	widgetModels: ["zai-org/GLM-4.5V"],
	youtubeId: "IoGaGfU1CIg",
	furtherReading: [
		{
			title: "Image-text-to-text guide",
			url: "https://huggingface.co/docs/transformers/tasks/image_text_to_text",
			source: "Transformers docs",
		},
		{
			title: "Vision language models explained",
			url: "https://huggingface.co/blog/vlms",
			source: "Hugging Face blog",
		},
		{
			title: "Multimodal models in llama.cpp",
			url: "https://github.com/ggml-org/llama.cpp/blob/master/docs/multimodal.md",
			source: "llama.cpp",
		},
	],
};

export default data;
