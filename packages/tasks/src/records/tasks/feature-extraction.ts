import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Feature extraction turns a piece of text into a list of numbers, called an embedding, that captures its meaning. Texts that mean similar things end up with similar numbers, even when they use different words. Other programs use these numbers to search, group or compare texts, or as input to a small classifier of their own.",
	useCases: [
		{
			title: "Semantic search",
			description:
				"Find documents that answer a query even when they share no keywords with it, by comparing their embeddings.",
		},
		{
			title: "Retrieval for chatbots",
			description:
				"Fetch the most relevant passages from a knowledge base and hand them to a language model before it answers.",
		},
		{
			title: "Grouping similar texts",
			description:
				"Cluster thousands of reviews or tickets by topic, or spot near-duplicate questions in a forum.",
		},
		{
			title: "Cheap classifiers",
			description:
				"Train a small, fast classifier on top of embeddings when you have only a few hundred labelled examples.",
		},
	],
	datasets: [
		{
			id: "wikimedia/wikipedia",
			description:
				"Cleaned Wikipedia articles in hundreds of languages, a common source of text for pre-training embedding models.",
		},
		{
			id: "sentence-transformers/all-nli",
			description:
				"Sentence pairs and triplets built from inference data, ready for training sentence embeddings with contrastive losses.",
		},
	],
	models: [
		{
			id: "sentence-transformers/all-MiniLM-L6-v2",
			library_name: "sentence-transformers",
			tags: ["onnx", "safetensors"],
			description:
				"A tiny, fast English sentence embedder that runs comfortably on a CPU; a popular first choice.",
		},
		{
			id: "intfloat/multilingual-e5-large-instruct",
			library_name: "sentence-transformers",
			tags: ["safetensors"],
			description:
				"A multilingual embedder for about a hundred languages that reads a one-line instruction saying what the vectors are for.",
		},
		{
			id: "thenlper/gte-large",
			localOnly: true,
			library_name: "sentence-transformers",
			tags: [],
			description: "A larger English embedding model that scores well on search and similarity benchmarks.",
		},
		{
			id: "Alibaba-NLP/gte-Qwen1.5-7B-instruct",
			localOnly: true,
			library_name: "sentence-transformers",
			tags: ["custom_code", "safetensors"],
			description:
				"A seven-billion-parameter embedder built on a language model; accurate for retrieval but needs a GPU.",
		},
		{
			id: "facebook/bart-base",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description:
				"A general pre-trained encoder-decoder whose hidden states give one vector per token, useful for raw features.",
		},
	],
	spaces: [
		{
			id: "mteb/leaderboard",
			description: "Ranks embedding models across dozens of tasks and languages to help you pick one.",
		},
	],
	metrics: [
		{
			id: "spearmanr",
			description:
				"Rank correlation between the cosine similarity of two sentence embeddings and human similarity ratings.",
		},
		{
			id: "ndcg",
			description:
				"For retrieval, rewards putting the relevant documents near the top of the ranked results, usually over the first ten.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Input",
				content: "Cats sleep a lot.",
			},
		],
		outputs: [
			{
				type: "tabular",
				table: [
					["Token", "Dimension 1", "Dimension 2", "Dimension 3", "Dimension 4"],
					["cats", "0.412", "-1.087", "0.236", "1.594"],
					["sleep", "-0.358", "0.771", "1.203", "-0.045"],
					["a", "0.067", "0.129", "-0.482", "0.318"],
					["lot", "0.925", "-0.264", "0.551", "-0.733"],
					[".", "-0.118", "0.036", "0.087", "0.202"],
				],
			},
		],
	},
	widgetModels: ["intfloat/multilingual-e5-large-instruct"],
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
		{
			title: "Text Embeddings Inference",
			url: "https://huggingface.co/docs/text-embeddings-inference/index",
			source: "Text Embeddings Inference docs",
		},
	],
};

export default data;
