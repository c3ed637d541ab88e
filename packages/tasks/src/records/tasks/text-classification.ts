import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Text classification reads a piece of text and puts it into one of a fixed set of categories. The categories can be moods such as positive or negative, topics such as sport or politics, or whether one sentence follows from another. The model answers with every category and a score saying how confident it is in each.",
	useCases: [
		{
			title: "Sorting customer feedback",
			description:
				"Tag thousands of reviews or support tickets as positive, negative or neutral so a team can read the angry ones first.",
		},
		{
			title: "Routing messages",
			description:
				"Send each incoming email or chat message to the right team by classifying its intent, such as billing, refund or technical problem.",
		},
		{
			title: "Detecting language",
			description: "Find out which language a text is written in before translating or indexing it.",
		},
		{
			title: "Screening prompts",
			description:
				"Flag messages that try to trick a chatbot into ignoring its instructions before they ever reach it.",
		},
	],
	datasets: [
		{
			id: "nyu-mll/glue",
			description:
				"A collection of nine sentence-level benchmarks, from sentiment to grammatical acceptability.",
		},
		{
			id: "stanfordnlp/snli",
			description:
				"Sentence pairs labelled as entailment, contradiction or neutral, for natural language inference.",
		},
		{
			id: "stanfordnlp/imdb",
			description: "Fifty thousand movie reviews labelled positive or negative.",
		},
	],
	models: [
		{
			id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
			library_name: "transformers",
			tags: [],
			description: "A small, fast English sentiment model that answers POSITIVE or NEGATIVE.",
		},
		{
			id: "cardiffnlp/twitter-roberta-base-sentiment-latest",
			library_name: "transformers",
			tags: [],
			description: "Sentiment of short social-media posts, with a neutral class.",
		},
		{
			id: "ProsusAI/finbert",
			library_name: "transformers",
			tags: [],
			description: "Sentiment tuned on financial news, where 'shares fell' is bad news rather than neutral.",
		},
		{
			id: "papluca/xlm-roberta-base-language-detection",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description: "Identifies which of twenty languages a text is written in.",
		},
		{
			id: "meta-llama/Prompt-Guard-86M",
			localOnly: true,
			library_name: "transformers",
			tags: ["safetensors"],
			description: "Spots prompt-injection and jailbreak attempts aimed at language models.",
		},
		{
			id: "FacebookAI/roberta-large-mnli",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description:
				"Reads a premise and a hypothesis and says whether the first implies, contradicts or is neutral to the second.",
		},
	],
	spaces: [
		{
			id: "miesnerjacob/Multi-task-NLP",
			description: "A dashboard that runs several text classifiers side by side on your own text.",
		},
		{
			id: "spacy/healthsea-demo",
			description: "Classifies what health effects people report in supplement reviews.",
		},
	],
	metrics: [
		{ id: "accuracy", description: "The share of texts given the right label." },
		{ id: "precision", description: "Of the texts given a label, the share that truly belong to it." },
		{ id: "recall", description: "Of the texts that truly belong to a label, the share the model found." },
		{
			id: "f1",
			description:
				"The harmonic mean of precision and recall: high only when both are high, useful when classes are unbalanced.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Input",
				content: "The delivery was late, but the support team fixed it in minutes!",
			},
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "POSITIVE", score: 0.87 },
					{ label: "NEUTRAL", score: 0.1 },
					{ label: "NEGATIVE", score: 0.03 },
				],
			},
		],
	},
	widgetModels: ["distilbert/distilbert-base-uncased-finetuned-sst-2-english"],
	youtubeId: "leNG9fN9FQU",
	variants: [
		{
			name: "Sentiment analysis",
			subtask: "sentiment-classification",
			description:
				"One text goes in; the model says whether it is positive or negative (some models add neutral).",
			input: "The battery lasts all day and the screen is gorgeous.",
			output: "POSITIVE 0.99, NEGATIVE 0.01",
			model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
		},
		{
			name: "Natural language inference",
			subtask: "natural-language-inference",
			description:
				"Two sentences go in, a premise and a hypothesis; the model says whether the premise implies the hypothesis, contradicts it, or neither.",
			input: "Premise: A man is playing a guitar on stage. Hypothesis: A musician is performing.",
			output: "ENTAILMENT 0.96, NEUTRAL 0.03, CONTRADICTION 0.01",
			model: "FacebookAI/roberta-large-mnli",
		},
		{
			name: "Language identification",
			subtask: "language-identification",
			description: "One text goes in; the labels are languages rather than moods or topics.",
			input: "¿Dónde está la estación de tren?",
			output: "es 0.99, pt 0.01",
			model: "papluca/xlm-roberta-base-language-detection",
		},
	],
	furtherReading: [
		{
			title: "Text classification guide",
			url: "https://huggingface.co/docs/transformers/tasks/sequence_classification",
			source: "Transformers docs",
		},
		{
			title: "Fine-tuning a pretrained model",
			url: "https://huggingface.co/learn/llm-course/chapter3/1",
			source: "LLM Course",
		},
		{
			title: "SetFit: few-shot classification without prompts",
			url: "https://huggingface.co/docs/setfit/index",
			source: "SetFit docs",
		},
	],
};

export default data;
