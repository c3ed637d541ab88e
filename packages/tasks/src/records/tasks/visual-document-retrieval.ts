import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Visual document retrieval searches a collection of document pages, kept as images, for the ones that best match a written query. The model looks at each page as a picture, so tables, charts and layout count as well as the words, and no text extraction is needed. It returns the best pages with a relevance score, often as the first step before another model reads them and answers a question.",
	useCases: [
		{
			title: "Searching scanned archives",
			description:
				"Find the right invoice, contract or report page in thousands of scanned PDFs with a plain-language query.",
		},
		{
			title: "Retrieval for chatbots",
			description:
				"Feed the most relevant pages of a manual to a vision-language model so that it answers from the document itself.",
		},
		{
			title: "Finding charts and tables",
			description:
				"Locate the slide or report page whose chart or table answers a question, which text search often misses.",
		},
	],
	datasets: [
		{
			id: "vidore/colpali_train_set",
			description:
				"Query and page-image pairs from many kinds of documents, used to train ColPali-style retrievers.",
		},
		{
			id: "vidore/docvqa_test_subsampled",
			description:
				"A small test set of document pages and queries from the ViDoRe benchmark, quick to evaluate on.",
		},
	],
	models: [
		{
			id: "vidore/colqwen2-v1.0",
			tags: ["safetensors"],
			libraryNote:
				"Runs with the colpali-engine package (an adapter on Qwen2-VL) from its own repository; no library of the library map loads it.",
			description: "A highly accurate retriever that handles queries and documents in several languages.",
		},
		{
			id: "vidore/colpali-v1.3",
			tags: ["safetensors"],
			libraryNote:
				"Runs with the colpali-engine package (an adapter on PaliGemma) from its own repository; no library of the library map loads it.",
			description: "The ColPali retriever built on PaliGemma, a common baseline for page-image search.",
		},
		{
			id: "marco/mcdse-2b-v1",
			library_name: "transformers",
			tags: ["safetensors"],
			libraryNote:
				"A Qwen2-VL model loaded with Transformers; the library map does not list visual-document-retrieval for Transformers.",
			description:
				"An efficient 2B model that stores one compact vector per page, keeping large indexes small; covers five languages.",
		},
	],
	spaces: [
		{
			id: "vidore/vidore-leaderboard",
			description: "Compares visual document retrievers on the ViDoRe benchmark.",
		},
	],
	metrics: [
		{
			id: "ndcg",
			description:
				"Normalized discounted cumulative gain at k: rewards putting the relevant pages near the top of the first k results, from 0 to 1.",
		},
		{
			id: "recall",
			description: "The share of queries whose relevant page appears anywhere in the first k results.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Query",
				content: "Northwind Supplies invoice from March 2026",
			},
		],
		outputs: [
			{ type: "img", filename: "invoice.png" },
			{
				type: "chart",
				data: [
					{ label: "Page 4: invoice INV-2041", score: 0.89 },
					{ label: "Page 2: delivery note", score: 0.07 },
					{ label: "Page 9: price list", score: 0.02 },
				],
			},
		],
	},
	widgetModels: [],
	furtherReading: [
		{
			title: "ColPali model documentation",
			url: "https://huggingface.co/docs/transformers/model_doc/colpali",
			source: "Transformers docs",
		},
		{ title: "ColPali", url: "https://github.com/illuin-tech/colpali", source: "ColPali" },
	],
};

export default data;
