import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Summarization turns a long text into a short one that keeps the main points. Some models pick the most important sentences from the original, while others write new sentences in their own words. It helps people decide what to read and get the gist of reports, articles and meetings quickly.",
	useCases: [
		{
			title: "News digests",
			description:
				"Reduce each article in a news feed to two or three sentences so readers can scan the day's stories.",
		},
		{
			title: "Meeting notes",
			description: "Condense a meeting transcript into the decisions made and the tasks assigned.",
		},
		{
			title: "Research overviews",
			description:
				"Summarise long scientific or medical papers so a reader can tell quickly whether they are relevant.",
		},
		{
			title: "Terms of service",
			description: "Boil long legal agreements down to the clauses a user is most likely to care about.",
		},
	],
	datasets: [
		{
			id: "abisee/cnn_dailymail",
			description:
				"English news stories paired with the bullet-point highlights written by journalists; the standard English benchmark.",
		},
		{
			id: "EdinburghNLP/xsum",
			description:
				"BBC articles each paired with a single-sentence summary, for training models to be very brief.",
		},
		{
			id: "reciTAL/mlsum",
			description:
				"News articles and summaries in French, German, Spanish, Russian and Turkish, for work outside English.",
		},
	],
	models: [
		{
			id: "facebook/bart-large-cnn",
			library_name: "transformers",
			tags: [],
			description:
				"A BART model fine-tuned on CNN/DailyMail that writes faithful multi-sentence summaries of English news.",
		},
		{
			id: "google/pegasus-xsum",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description: "A PEGASUS model tuned on XSum that produces one short, headline-like sentence.",
		},
		{
			id: "Falconsai/medical_summarization",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description:
				"A T5-based model fine-tuned on medical texts, for summarising clinical and biomedical writing.",
		},
	],
	spaces: [
		{
			id: "pszemraj/summarize-long-text",
			description: "Summarises texts far longer than most models accept, such as whole book chapters.",
		},
		{
			id: "pszemraj/document-summarization",
			description: "Upload a document and get a summary, with options for length and model.",
		},
		{
			id: "ml6team/distilbart-tos-summarizer-tosdr",
			description: "Shortens website terms of service into the points that matter to users.",
		},
	],
	metrics: [
		{
			id: "rouge",
			description:
				"Measures how many words and word pairs the generated summary shares with a human-written one; ROUGE-1, ROUGE-2 and ROUGE-L are usually reported.",
		},
		{
			id: "bertscore",
			description:
				"Compares the meaning of the summary and the reference using embeddings, so paraphrases still earn credit.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Input",
				content:
					"The town council met on Tuesday evening to discuss the future of the old railway station. After two hours of debate, members voted eight to three to turn the building into a public library and community centre. Work is expected to start next spring and to cost about 4 million euros, most of which will come from a regional heritage fund. Residents who opposed the plan had asked for the site to be used for affordable housing instead.",
			},
		],
		outputs: [
			{
				type: "text",
				label: "Output",
				content:
					"The town council voted eight to three to turn the old railway station into a library and community centre, with work due to start next spring at a cost of about 4 million euros.",
			},
		],
	},
	widgetModels: ["facebook/bart-large-cnn"],
	youtubeId: "yHnr5Dk2zCI",
	variants: [
		{
			name: "Multi-sentence summaries",
			subtask: "news-articles-summarization",
			description: "A long article goes in; a few sentences that keep its main points come out.",
			input: "A 700-word news story about a city opening a new tram line.",
			output:
				"The city opened its first tram line on Monday. It links the station to the university and cost 300 million euros.",
			model: "facebook/bart-large-cnn",
		},
		{
			name: "One-sentence summaries",
			description:
				"A long article goes in; a single sentence saying what it is about comes out, often in words the article never uses.",
			input: "The same 700-word story.",
			output: "A city has opened its first tram line after five years of work.",
			model: "google/pegasus-xsum",
		},
	],
	furtherReading: [
		{
			title: "Summarization guide",
			url: "https://huggingface.co/docs/transformers/tasks/summarization",
			source: "Transformers docs",
		},
		{
			title: "Summarization",
			url: "https://huggingface.co/learn/llm-course/chapter7/5",
			source: "LLM Course",
		},
	],
};

export default data;
