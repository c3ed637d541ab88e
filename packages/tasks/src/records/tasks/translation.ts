import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Translation models take text written in one language and write the same meaning in another. Some models handle a single pair, such as English to German, while others cover hundreds of languages in one model. They let people read, publish and talk across languages without waiting for a human translator.",
	useCases: [
		{
			title: "Localising products",
			description:
				"Produce first drafts of app menus, help pages and product descriptions in many languages for human reviewers to polish.",
		},
		{
			title: "Reading foreign sources",
			description: "Understand news, forum posts or research papers written in a language you do not speak.",
		},
		{
			title: "Multilingual support",
			description:
				"Translate customer messages into the agent's language and the reply back into the customer's.",
		},
		{
			title: "Porting code",
			description: "Convert a function from one programming language to another, such as Java to C#.",
		},
	],
	datasets: [
		{
			id: "Helsinki-NLP/opus_books",
			description:
				"Aligned sentences from out-of-copyright novels in sixteen languages, small enough for quick fine-tuning experiments.",
		},
		{
			id: "wmt/wmt16",
			description:
				"News translation data from a yearly shared task, covering pairs such as English with German, Czech and Romanian; a common benchmark.",
		},
		{
			id: "google/code_x_glue_cc_code_to_code_trans",
			description: "Matching Java and C# functions, for translating between programming languages.",
		},
	],
	models: [
		{
			id: "facebook/nllb-200-1.3B",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description:
				"Translates between any two of two hundred languages, including many with little online text.",
		},
		{
			id: "facebook/mbart-large-50-many-to-many-mmt",
			library_name: "transformers",
			tags: [],
			description: "One model that translates directly between any pair of fifty languages.",
		},
		{
			id: "Helsinki-NLP/opus-mt-en-de",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description: "A small, fast model dedicated to English into German, easy to run on a laptop.",
		},
		{
			id: "google-t5/t5-base",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description:
				"A general text-to-text model that translates English into German, French or Romanian when given a task prefix.",
		},
	],
	spaces: [
		{
			id: "Iker/Translate-100-languages",
			description: "Paste text and pick any of a hundred source and target languages.",
		},
		{
			id: "Geonmo/nllb-translation-demo",
			description: "Try the NLLB models on your own sentences, including low-resource languages.",
		},
	],
	metrics: [
		{
			id: "bleu",
			description:
				"Counts how many word sequences of one to four words the translation shares with reference translations, from 0 to 100.",
		},
		{
			id: "sacrebleu",
			description:
				"BLEU computed with fixed tokenisation and settings, so scores from different papers can be compared fairly.",
		},
		{
			id: "chrf",
			description:
				"Compares character sequences instead of whole words, which rewards nearly right word forms in languages with rich endings.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Input",
				content: "The museum opens at ten o'clock on Sundays.",
			},
		],
		outputs: [
			{
				type: "text",
				label: "Output",
				content: "Das Museum öffnet sonntags um zehn Uhr.",
			},
		],
	},
	widgetModels: ["facebook/mbart-large-50-many-to-many-mmt"],
	youtubeId: "1JvfrvZgi6c",
	variants: [
		{
			name: "One language pair",
			description: "The model knows one direction only, so the text is all it needs.",
			input: "The meeting has been moved to Thursday.",
			output: "Die Besprechung wurde auf Donnerstag verschoben.",
			model: "Helsinki-NLP/opus-mt-en-de",
		},
		{
			name: "Many languages",
			description:
				"One model covers many languages, so the call names the source and target language codes too.",
			input: "src_lang: eng_Latn, tgt_lang: fra_Latn, text: The meeting has been moved to Thursday.",
			output: "La réunion a été reportée à jeudi.",
			model: "facebook/nllb-200-1.3B",
		},
	],
	furtherReading: [
		{
			title: "Translation guide",
			url: "https://huggingface.co/docs/transformers/tasks/translation",
			source: "Transformers docs",
		},
		{ title: "Translation", url: "https://huggingface.co/learn/llm-course/chapter7/4", source: "LLM Course" },
		{
			title: "NLLB model documentation",
			url: "https://huggingface.co/docs/transformers/model_doc/nllb",
			source: "Transformers docs",
		},
	],
};

export default data;
