import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Sentence similarity takes one sentence and a list of others and scores how close each one is in meaning to the first. The model turns every text into a list of numbers, called an embedding, and texts that mean the same thing end up close together even when they share no words. This is useful for finding duplicates, grouping similar texts and searching by meaning rather than by keyword.",
	useCases: [
		{
			title: "Finding duplicate questions",
			description:
				"Spot that 'How do I reset my password?' and 'I can't log in, forgot my password' ask the same thing, so a forum can merge them.",
		},
		{
			title: "Semantic search",
			description:
				"Find the help-centre articles closest in meaning to a customer's question, even when the wording differs.",
		},
		{
			title: "Grouping texts",
			description:
				"Cluster thousands of survey answers into themes by putting answers with similar embeddings together.",
		},
	],
	datasets: [
		{
			id: "sentence-transformers/stsb",
			description:
				"English sentence pairs scored by people from unrelated to identical in meaning, the classic test for this task.",
		},
		{
			id: "microsoft/ms_marco",
			description:
				"Real search-engine questions paired with passages that answer them, widely used to train embedding models.",
		},
	],
	models: [
		{
			id: "BAAI/bge-small-en-v1.5",
			library_name: "sentence-transformers",
			tags: ["onnx", "safetensors"],
			description:
				"A small, fast English embedding model that fits on a CPU and gives good results for its size.",
		},
		{
			id: "sentence-transformers/all-MiniLM-L6-v2",
			library_name: "sentence-transformers",
			tags: ["onnx", "safetensors"],
			description: "A tiny general-purpose English model, a popular default when speed matters most.",
		},
		{
			id: "sentence-transformers/all-mpnet-base-v2",
			localOnly: true,
			library_name: "sentence-transformers",
			tags: ["onnx", "safetensors"],
			description:
				"A larger general-purpose English model, slower than MiniLM but more accurate on sentences and paragraphs.",
		},
		{
			id: "BAAI/bge-m3",
			localOnly: true,
			library_name: "sentence-transformers",
			tags: ["onnx"],
			description:
				"Multilingual and able to embed long documents, for comparing texts across more than a hundred languages.",
		},
	],
	spaces: [
		{
			id: "sentence-transformers/Sentence_Transformers_for_semantic_search",
			description: "A walk-through showing how sentence embeddings power a small search engine.",
		},
		{
			id: "Gradio-Blocks/pubmed-abstract-retriever",
			description: "Paste an article and get the medical paper abstracts most similar to it.",
		},
	],
	metrics: [
		{
			id: "spearmanr",
			description:
				"How well the order of the model's similarity scores matches the order people gave the same sentence pairs.",
		},
		{
			id: "pearsonr",
			description:
				"How closely the model's similarity scores line up with people's scores on a straight line.",
		},
		{
			id: "mrr",
			description:
				"When the texts are used for search, the average of one divided by the position of the first right answer.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Source sentence",
				content: "The train to Leeds has been cancelled.",
			},
			{
				type: "text",
				label: "Sentences to compare to",
				content: "There will be no service to Leeds on this line today.",
			},
			{
				type: "text",
				label: "Sentences to compare to",
				content: "The train to Leeds is running ten minutes late.",
			},
			{
				type: "text",
				label: "Sentences to compare to",
				content: "I bought a new raincoat yesterday.",
			},
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "There will be no service to Leeds on this line today.", score: 0.78 },
					{ label: "The train to Leeds is running ten minutes late.", score: 0.64 },
					{ label: "I bought a new raincoat yesterday.", score: 0.05 },
				],
			},
		],
	},
	widgetModels: ["BAAI/bge-small-en-v1.5"],
	youtubeId: "VCZq5AkbNEU",
	furtherReading: [
		{
			title: "Semantic textual similarity",
			url: "https://sbert.net/docs/sentence_transformer/usage/semantic_textual_similarity.html",
			source: "Sentence Transformers docs",
		},
		{
			title: "Sentence Transformers quickstart",
			url: "https://sbert.net/docs/quickstart.html",
			source: "Sentence Transformers docs",
		},
	],
};

export default data;
