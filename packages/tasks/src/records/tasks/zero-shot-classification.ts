import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Zero-shot classification sorts a text into categories that you choose on the spot, without training the model on examples of them first. You pass the text and a list of candidate labels, and the model scores how well each label fits. It is useful when the categories change often or when there is no labelled data to train a normal classifier.",
	useCases: [
		{
			title: "Tagging new topics",
			description:
				"Label incoming articles with this week's themes, such as 'elections' or 'heatwave', without collecting training examples first.",
		},
		{
			title: "Prototyping a classifier",
			description:
				"Test whether a set of categories makes sense for your data before paying for human labelling.",
		},
		{
			title: "Routing requests",
			description:
				"Send support messages to teams such as 'billing', 'shipping' or 'account access' and add a new team by adding a label.",
		},
	],
	datasets: [
		{
			id: "nyu-mll/multi_nli",
			description:
				"Hundreds of thousands of sentence pairs marked as entailment, contradiction or neutral; the training data behind most zero-shot classifiers.",
		},
		{
			id: "fever/fever",
			description:
				"Claims checked against Wikipedia as supported or refuted, often added to inference training to make models more robust.",
		},
		{
			id: "nyu-mll/glue",
			description:
				"A set of sentence-level benchmarks, including inference tasks, for comparing text classifiers.",
		},
	],
	models: [
		{
			id: "facebook/bart-large-mnli",
			library_name: "transformers",
			tags: [],
			description:
				"A large English BART model trained on MultiNLI; the most widely used starting point for zero-shot labelling.",
		},
		{
			id: "MoritzLaurer/mDeBERTa-v3-base-xnli-multilingual-nli-2mil7",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description:
				"A multilingual model for texts and labels in around a hundred languages, smaller than the BART model.",
		},
		{
			id: "MoritzLaurer/deberta-v3-large-zeroshot-v2.0",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description:
				"A large English DeBERTa trained on many classification tasks reworded as inference, for higher accuracy on varied label sets.",
		},
	],
	spaces: [],
	metrics: [
		{ id: "accuracy", description: "The share of texts whose top-scoring label is the correct one." },
		{
			id: "f1",
			description:
				"The harmonic mean of precision and recall per label, averaged; fairer than accuracy when some labels are rare.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Input",
				content: "The new update drains my phone battery in three hours.",
			},
			{
				type: "text",
				label: "Candidate Labels",
				content: "hardware problem, software problem, billing question",
			},
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "software problem", score: 0.71 },
					{ label: "hardware problem", score: 0.26 },
					{ label: "billing question", score: 0.03 },
				],
			},
		],
	},
	widgetModels: ["facebook/bart-large-mnli"],
	furtherReading: [
		{
			title: "Pipelines: zero-shot classification",
			url: "https://huggingface.co/docs/transformers/main_classes/pipelines",
			source: "Transformers docs",
		},
		{
			title: "Transformers, what can they do?",
			url: "https://huggingface.co/learn/llm-course/chapter1/3",
			source: "LLM Course",
		},
	],
};

export default data;
