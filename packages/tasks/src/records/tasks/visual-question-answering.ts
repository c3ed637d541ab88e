import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Visual question answering takes an image and a question about it, and answers with a short word or phrase. The question can be about anything in the picture: what an object is, what color it has, how many there are or what a sign says. It lets people get facts out of images just by asking.",
	useCases: [
		{
			title: "Helping blind users",
			description: "Let someone take a photo and ask 'what does this label say?' or 'is the light green?'.",
		},
		{
			title: "Searching photo collections",
			description:
				"Ask the same question of thousands of images, such as 'is there a dog?', to filter a collection.",
		},
		{
			title: "Reading charts",
			description: "Ask for a value or trend shown in a bar chart or plot instead of reading it off by eye.",
		},
	],
	datasets: [
		{
			id: "Graphcore/vqa",
			description:
				"The classic VQA benchmark: everyday photos with several human-written questions and answers for each.",
		},
		{
			id: "facebook/textvqa",
			description:
				"Questions that can only be answered by reading text in the image, such as signs, labels and book covers.",
		},
	],
	models: [
		{
			id: "dandelin/vilt-b32-finetuned-vqa",
			library_name: "transformers",
			tags: [],
			description:
				"A small, fast model that picks the answer from a fixed list of common answers, with a score for each.",
		},
		{
			id: "google/deplot",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description:
				"Turns a chart or plot into its underlying data table, which makes questions about charts easy.",
		},
		{
			id: "google/matcha-base",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description:
				"Pretrained for math reasoning and chart reading; a base to fine-tune for questions about plots.",
		},
		{
			id: "google/pix2struct-ocrvqa-large",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description: "Answers questions about book covers, such as the title, author or genre.",
		},
	],
	spaces: [
		{
			id: "nielsr/vilt-vqa",
			description: "Ask ViLT a question about your own image and see the top answers.",
		},
		{
			id: "Salesforce/BLIP",
			description: "Caption an image or ask a question about it with the BLIP model.",
		},
		{
			id: "merve/pix2struct",
			description: "Compares Pix2Struct checkpoints on charts, documents and infographics.",
		},
	],
	metrics: [
		{
			id: "accuracy",
			description: "The share of questions where the model's answer matches what the human annotators said.",
		},
		{
			id: "wups",
			description:
				"Wu-Palmer similarity: gives partial credit when the answer is close in meaning to the right one, such as 'kitten' for 'cat'.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "cat.png" },
			{ type: "text", label: "Question", content: "What color is the cat?" },
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "orange", score: 0.81 },
					{ label: "ginger", score: 0.12 },
					{ label: "brown", score: 0.04 },
				],
			},
		],
	},
	widgetModels: ["dandelin/vilt-b32-finetuned-vqa"],
	variants: [
		{
			name: "Answers from a fixed list",
			description:
				"An image and a question go in; the model picks among the few thousand answers it was trained on, with scores.",
			input: 'A photo of a kitchen, and "How many chairs are there?"',
			output: "2 0.87, 3 0.08",
			model: "dandelin/vilt-b32-finetuned-vqa",
		},
		{
			name: "Free-text answers",
			description:
				"An image and a question go in; the model writes the answer, so it can read text in the image.",
			input: 'A book cover, and "Who wrote this book?"',
			output: "Mary Shelley",
			model: "google/pix2struct-ocrvqa-large",
		},
		{
			name: "Chart to table",
			description:
				"A chart image goes in; the data behind it comes out as a table, ready for a language model to reason over.",
			input: "A bar chart of rainfall per month.",
			output: "Month | Rainfall <0x0A> Jan | 78 <0x0A> Feb | 61",
			model: "google/deplot",
		},
	],
	furtherReading: [
		{
			title: "Visual question answering guide",
			url: "https://huggingface.co/docs/transformers/tasks/visual_question_answering",
			source: "Transformers docs",
		},
		{
			title: "Pix2Struct model documentation",
			url: "https://huggingface.co/docs/transformers/model_doc/pix2struct",
			source: "Transformers docs",
		},
	],
};

export default data;
