import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Fill-mask takes a sentence with one word hidden behind a special mask token and guesses which words could go in the gap. The model answers with a short list of candidate words, each with a score for how likely it is. Training on this guessing game is how many language models learn a language, and the trained models are then adapted for other tasks such as classification or search.",
	useCases: [
		{
			title: "Pretraining language models",
			description:
				"Hide random words in millions of sentences and train a model to recover them, giving a base model that can later be fine-tuned cheaply.",
		},
		{
			title: "Word suggestions",
			description:
				"Suggest likely words for a gap in a sentence, for example in a writing or language-learning tool.",
		},
		{
			title: "Probing what a model knows",
			description:
				"Ask 'The capital of Kenya is <mask>.' to check which facts, or which biases, a model has picked up from its training text.",
		},
	],
	datasets: [
		{
			id: "wikimedia/wikipedia",
			description:
				"Cleaned Wikipedia articles with one subset per language, a common source of clean pretraining text.",
		},
		{
			id: "allenai/c4",
			description:
				"A very large set of filtered English web pages, with a multilingual variant, for pretraining.",
		},
	],
	models: [
		{
			id: "google-bert/bert-base-uncased",
			library_name: "transformers",
			tags: [],
			description:
				"The original English BERT, lowercased; a widely used baseline that most tutorials start from.",
		},
		{
			id: "distilbert/distilroberta-base",
			library_name: "transformers",
			tags: [],
			description:
				"A smaller, distilled version of RoBERTa that is faster to run while keeping most of its quality.",
		},
		{
			id: "FacebookAI/xlm-roberta-base",
			library_name: "transformers",
			tags: [],
			description: "Trained on about one hundred languages, for filling gaps in text that is not English.",
		},
		{
			id: "answerdotai/ModernBERT-base",
			localOnly: true,
			library_name: "transformers",
			tags: ["safetensors"],
			description:
				"A recent English encoder trained on text and code that accepts inputs of several thousand tokens.",
		},
	],
	spaces: [],
	metrics: [
		{
			id: "cross_entropy",
			description:
				"The average penalty for the probability the model gave to each hidden word; lower is better.",
		},
		{
			id: "perplexity",
			description:
				"The exponential of the cross-entropy: roughly how many words the model is torn between on average, so lower is better.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Input",
				content: "I forgot my <mask> at home, so I could not get into the office.",
			},
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "keys", score: 0.41 },
					{ label: "badge", score: 0.19 },
					{ label: "pass", score: 0.12 },
					{ label: "card", score: 0.08 },
					{ label: "key", score: 0.06 },
				],
			},
		],
	},
	widgetModels: ["distilbert/distilroberta-base"],
	youtubeId: "mqElG5QJWUg",
	furtherReading: [
		{
			title: "Masked language modeling guide",
			url: "https://huggingface.co/docs/transformers/tasks/masked_language_modeling",
			source: "Transformers docs",
		},
		{
			title: "Fine-tuning a masked language model",
			url: "https://huggingface.co/learn/llm-course/chapter7/3",
			source: "LLM Course",
		},
	],
};

export default data;
