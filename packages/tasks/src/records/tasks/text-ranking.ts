import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Text ranking takes a query and a handful of candidate texts and puts the candidates in order, most relevant first. Unlike an embedding model, a ranking model reads the query and each candidate together, which makes it slower but better at judging whether a passage really answers the question. It is usually the second step of a search: a fast method fetches a hundred candidates, and the ranker picks the best few.",
	useCases: [
		{
			title: "Re-ranking search results",
			description:
				"Take the top hundred results from a keyword or embedding search and reorder them so the passage that actually answers the query comes first.",
		},
		{
			title: "Better chatbot context",
			description:
				"Choose which few document chunks to hand to a chat model, so its answer is based on the most relevant passages.",
		},
		{
			title: "Matching support tickets",
			description:
				"Order past solved tickets by how well they match a new problem, so an agent sees the best fix at the top.",
		},
	],
	datasets: [
		{
			id: "microsoft/ms_marco",
			description:
				"Real search-engine questions with passages marked as relevant by people, the standard training data for rankers.",
		},
	],
	models: [
		{
			id: "cross-encoder/ms-marco-MiniLM-L-6-v2",
			library_name: "sentence-transformers",
			tags: ["onnx", "safetensors"],
			description:
				"A small, quick English ranker trained on web search data, a sensible default to start with.",
		},
		{
			id: "Alibaba-NLP/gte-multilingual-reranker-base",
			library_name: "sentence-transformers",
			tags: ["custom_code", "safetensors"],
			description: "Ranks passages in many languages, for search over content that is not only in English.",
		},
		{
			id: "Alibaba-NLP/gte-reranker-modernbert-base",
			library_name: "sentence-transformers",
			tags: ["safetensors"],
			description:
				"A compact English ranker built on ModernBERT that can read long passages and scores well for its size.",
		},
	],
	spaces: [],
	metrics: [
		{
			id: "ndcg",
			description:
				"Normalized discounted cumulative gain: rewards putting the most relevant texts near the top, compared with the perfect order.",
		},
		{
			id: "mrr",
			description:
				"Mean reciprocal rank: the average of one divided by the position of the first relevant text.",
		},
		{
			id: "map",
			description:
				"Mean average precision: how early all the relevant texts appear in the list, averaged over queries.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Query",
				content: "How long should I boil an egg for a runny yolk?",
			},
			{
				type: "text",
				label: "Candidate",
				content: "Eggs are a good source of protein and contain vitamins B12 and D.",
			},
			{
				type: "text",
				label: "Candidate",
				content: "For a soft-boiled egg with a runny yolk, cook it in boiling water for about six minutes.",
			},
			{
				type: "text",
				label: "Candidate",
				content: "Hard-boiled eggs need ten to twelve minutes and keep in the fridge for a week.",
			},
		],
		outputs: [
			{
				type: "chart",
				data: [
					{
						label: "For a soft-boiled egg with a runny yolk, cook it in boiling water for about six minutes.",
						score: 0.97,
					},
					{
						label: "Hard-boiled eggs need ten to twelve minutes and keep in the fridge for a week.",
						score: 0.21,
					},
					{ label: "Eggs are a good source of protein and contain vitamins B12 and D.", score: 0.01 },
				],
			},
		],
	},
	widgetModels: ["cross-encoder/ms-marco-MiniLM-L-6-v2"],
	furtherReading: [
		{
			title: "Cross-encoder usage",
			url: "https://sbert.net/docs/cross_encoder/usage/usage.html",
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
