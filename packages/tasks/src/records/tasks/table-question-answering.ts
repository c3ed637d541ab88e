import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Table question answering takes a table, such as a spreadsheet, and a question written in everyday language, and answers it from the table's contents. Some answers are a single cell, others need the model to count, add up or compare rows. It lets people query their data without writing formulas or SQL.",
	useCases: [
		{
			title: "Asking spreadsheets questions",
			description:
				"Type 'Which region had the highest sales in May?' next to a sales sheet and get the region back without building a pivot table.",
		},
		{
			title: "Searching product catalogues",
			description:
				"Let shoppers ask which laptops weigh under 1.5 kg and cost less than 1,000 euros, answered straight from a product table.",
		},
		{
			title: "Exploring public statistics",
			description:
				"Answer questions about census or election tables for readers who do not know how to filter the data themselves.",
		},
	],
	datasets: [
		{
			id: "stanfordnlp/wikitablequestions",
			description:
				"Questions written by people about tables taken from Wikipedia, many of which need counting or comparing rows.",
		},
		{
			id: "Salesforce/wikisql",
			description:
				"Tens of thousands of questions over Wikipedia tables, each paired with the SQL query that answers it, good for training models that translate questions into queries.",
		},
	],
	models: [
		{
			id: "google/tapas-base-finetuned-wtq",
			library_name: "transformers",
			tags: [],
			description:
				"A BERT-style model that picks the answer cells and an operation such as sum or count; a solid default for WikiTableQuestions-like data.",
		},
		{
			id: "microsoft/tapex-base",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description:
				"A BART-based model pre-trained to imitate a SQL engine over tables, a good starting point for fine-tuning on your own tables.",
		},
		{
			id: "microsoft/tapex-large-finetuned-wtq",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description:
				"A larger TAPEX model already fine-tuned to write out answers to WikiTableQuestions-style questions.",
		},
	],
	spaces: [
		{
			id: "katanaml/table-query",
			description: "Upload a CSV file and ask questions about it in plain English.",
		},
	],
	metrics: [
		{
			id: "denotation-accuracy",
			description:
				"The share of questions where the predicted answer equals the correct one, however the model arrived at it.",
		},
	],
	demo: {
		inputs: [
			{
				type: "tabular",
				table: [
					["City", "Country", "Population (millions)", "Metro lines"],
					["Madrid", "Spain", "3.3", "12"],
					["Vienna", "Austria", "2.0", "5"],
					["Prague", "Czechia", "1.3", "3"],
				],
			},
			{ type: "text", label: "Question", content: "How many metro lines does Vienna have?" },
		],
		outputs: [{ type: "text", label: "Answer", content: "5" }],
	},
	widgetModels: ["google/tapas-base-finetuned-wtq"],
	furtherReading: [
		{
			title: "TAPAS model documentation",
			url: "https://huggingface.co/docs/transformers/model_doc/tapas",
			source: "Transformers docs",
		},
		{
			title: "TAPEX model documentation",
			url: "https://huggingface.co/docs/transformers/model_doc/tapex",
			source: "Transformers docs",
		},
	],
};

export default data;
