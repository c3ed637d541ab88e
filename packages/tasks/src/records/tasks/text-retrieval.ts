import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Text retrieval searches a large collection of documents and returns the ones that best answer a query. The documents are turned into embeddings ahead of time, so at search time only the query needs to be processed and the closest documents can be found in milliseconds. It is the first step of most search engines and of chatbots that answer from your own documents.",
	useCases: [
		{
			title: "Searching company documents",
			description:
				"Let staff ask 'what is our parental leave policy?' and get the right page from thousands of internal documents.",
		},
		{
			title: "Answering from your own data",
			description:
				"Fetch the passages a chat model needs before it answers, so its reply is based on your manuals rather than on memory.",
		},
		{
			title: "Finding similar questions",
			description:
				"Look up earlier forum questions that match a new one, so users find an existing answer instead of posting again.",
		},
		{
			title: "Fact checking",
			description:
				"Find articles or reference passages that support or contradict a claim before a person reviews it.",
		},
	],
	datasets: [
		{
			id: "microsoft/ms_marco",
			description:
				"Real search-engine questions with passages that answer them, the most common data for training retrieval models.",
		},
		{
			id: "BeIR/quora",
			description:
				"Questions from a question-and-answer site paired with duplicates, for testing retrieval of matching questions.",
		},
		{
			id: "BeIR/arguana",
			description:
				"Arguments paired with the counter-argument that answers them, a harder test where wording overlaps less.",
		},
	],
	models: [
		{
			id: "sentence-transformers/multi-qa-MiniLM-L6-cos-v1",
			library_name: "sentence-transformers",
			tags: [],
			libraryNote:
				"Sentence Transformers embeds the queries and documents; the library map files it under feature extraction and sentence similarity, not text-retrieval.",
			description:
				"A tiny English model trained on question-answer pairs, fast enough to index large collections on a CPU.",
		},
		{
			id: "BAAI/bge-small-en-v1.5",
			library_name: "sentence-transformers",
			tags: ["onnx", "safetensors"],
			libraryNote:
				"Sentence Transformers embeds the queries and documents; the library map files it under feature extraction and sentence similarity, not text-retrieval.",
			description: "A small English embedding model with strong search quality for its size.",
		},
		{
			id: "intfloat/e5-base-v2",
			library_name: "sentence-transformers",
			tags: [],
			libraryNote:
				"Sentence Transformers embeds the queries and documents; the library map files it under feature extraction and sentence similarity, not text-retrieval.",
			description:
				"A mid-sized English model that expects 'query: ' and 'passage: ' in front of its inputs, and rewards that care with good results.",
		},
		{
			id: "BAAI/bge-m3",
			library_name: "sentence-transformers",
			tags: ["onnx"],
			libraryNote:
				"Sentence Transformers embeds the queries and documents; the library map files it under feature extraction and sentence similarity, not text-retrieval.",
			description: "Multilingual and able to index long documents, for collections in many languages.",
		},
	],
	spaces: [
		{
			id: "sentence-transformers/Sentence_Transformers_for_semantic_search",
			description: "Shows step by step how to build a small search engine on top of sentence embeddings.",
		},
	],
	metrics: [
		{
			id: "ndcg",
			description:
				"Normalized discounted cumulative gain: rewards returning relevant documents near the top of the list, usually over the first ten.",
		},
		{
			id: "recall",
			description: "The share of all relevant documents that appear in the first k results.",
		},
		{
			id: "mrr",
			description:
				"Mean reciprocal rank: the average of one divided by the position of the first relevant document.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Query",
				content: "Can I bring my bike on the train?",
			},
			{
				type: "tabular",
				table: [
					["Document", "Text"],
					["faq-12", "Folding bicycles may be carried on all services free of charge."],
					["faq-31", "Full-size bikes need a reservation on long-distance trains."],
					["faq-07", "Dogs are welcome on board if kept on a lead."],
					["faq-44", "Tickets can be refunded up to one hour before departure."],
				],
			},
		],
		outputs: [
			{
				type: "tabular",
				table: [
					["Rank", "Document", "Score"],
					["1", "faq-31", "0.74"],
					["2", "faq-12", "0.69"],
					["3", "faq-07", "0.31"],
				],
			},
		],
	},
	widgetModels: [],
	furtherReading: [
		{
			title: "Sentence Transformers quickstart",
			url: "https://sbert.net/docs/quickstart.html",
			source: "Sentence Transformers docs",
		},
		{
			title: "Semantic search with FAISS",
			url: "https://huggingface.co/learn/llm-course/chapter5/6",
			source: "LLM Course",
		},
	],
};

export default data;
