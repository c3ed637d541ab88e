import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Token classification gives a label to individual words or pieces of a text rather than to the text as a whole. The most common use is finding names of people, places and organisations, but the same idea tags each word with its grammatical role, such as noun or verb. The model returns the text with the labelled spans marked, so a program can pull structured facts out of free writing.",
	useCases: [
		{
			title: "Extracting names",
			description:
				"Pull every person, company and city out of news articles so they can be indexed, linked or counted.",
		},
		{
			title: "Removing personal data",
			description:
				"Find names, addresses and phone numbers in documents so they can be masked before the text is shared.",
		},
		{
			title: "Tagging parts of speech",
			description:
				"Mark each word as a noun, verb, adjective and so on, as a first step for grammar checkers or language-learning tools.",
		},
		{
			title: "Reading records",
			description:
				"Spot drug names, dosages and symptoms in clinical notes so they can be stored in a structured database.",
		},
	],
	datasets: [
		{
			id: "eriktks/conll2003",
			description:
				"English news sentences tagged with person, location, organisation and miscellaneous names; the usual first benchmark for named entity recognition.",
		},
		{
			id: "unimelb-nlp/wikiann",
			description:
				"Entity tags for Wikipedia text in well over a hundred languages, useful for training or testing models outside English.",
		},
	],
	models: [
		{
			id: "dslim/bert-base-NER",
			library_name: "transformers",
			tags: [],
			description:
				"A mid-sized English model fine-tuned on CoNLL-2003 that tags people, places, organisations and other names.",
		},
		{
			id: "flair/ner-english",
			localOnly: true,
			library_name: "flair",
			tags: [],
			description: "An English entity tagger from the Flair library, known for high accuracy on news text.",
		},
		{
			id: "Davlan/xlm-roberta-base-ner-hrl",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description:
				"Finds people, places and organisations in ten widely spoken languages with a single model.",
		},
		{
			id: "vblagoje/bert-english-uncased-finetuned-pos",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description: "Labels each English word with its part of speech instead of looking for names.",
		},
	],
	spaces: [
		{
			id: "spacy/gradio_pipeline_visualizer",
			description:
				"Shows the entities, noun phrases and per-word grammar that a spaCy pipeline finds in your own sentence.",
		},
	],
	metrics: [
		{
			id: "precision",
			description:
				"Of the spans the model labelled, the share that have exactly the right boundaries and type.",
		},
		{
			id: "recall",
			description:
				"Of the spans that should have been labelled, the share the model found with the right type.",
		},
		{
			id: "f1",
			description:
				"The harmonic mean of precision and recall over entities; the headline number most benchmarks report.",
		},
		{
			id: "accuracy",
			description:
				"The share of individual tokens given the right tag; it looks high on entity tasks because most tokens are not entities.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Input",
				content: "Maria Santos flew from Lisbon to Berlin to meet engineers at Siemens.",
			},
		],
		outputs: [
			{
				type: "text-with-tokens",
				text: "Maria Santos flew from Lisbon to Berlin to meet engineers at Siemens.",
				tokens: [
					{ start: 0, end: 12, type: "PER" },
					{ start: 23, end: 29, type: "LOC" },
					{ start: 33, end: 39, type: "LOC" },
					{ start: 61, end: 68, type: "ORG" },
				],
			},
		],
	},
	widgetModels: ["dslim/bert-base-NER"],
	youtubeId: "wVHdVlPScxA",
	variants: [
		{
			name: "Named entity recognition",
			subtask: "named-entity-recognition",
			description:
				"Finds the spans that name people, places and organisations; most words get no label at all.",
			input: "Ada Lovelace worked with Charles Babbage in London.",
			output: "Ada Lovelace: PER, Charles Babbage: PER, London: LOC",
			model: "dslim/bert-base-NER",
		},
		{
			name: "Part-of-speech tagging",
			subtask: "part-of-speech",
			description: "Gives every word its grammatical role, so the output has one label per word.",
			input: "The quick fox jumps.",
			output: "The: DET, quick: ADJ, fox: NOUN, jumps: VERB, .: PUNCT",
			model: "vblagoje/bert-english-uncased-finetuned-pos",
		},
	],
	furtherReading: [
		{
			title: "Token classification guide",
			url: "https://huggingface.co/docs/transformers/tasks/token_classification",
			source: "Transformers docs",
		},
		{
			title: "Token classification",
			url: "https://huggingface.co/learn/llm-course/chapter7/2",
			source: "LLM Course",
		},
	],
};

export default data;
