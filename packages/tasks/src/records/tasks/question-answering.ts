import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Question answering models read a question together with a passage of text and reply with the answer. Most of them copy the answer straight out of the passage, so you can check where it came from. This saves people from reading whole documents to find one fact.",
	useCases: [
		{
			title: "Searching documentation",
			description:
				"Let staff ask 'How many vacation days do new employees get?' and receive the exact sentence from the HR handbook.",
		},
		{
			title: "Support chatbots",
			description:
				"Answer customer questions from product manuals and help pages instead of sending people to read them.",
		},
		{
			title: "Reviewing contracts",
			description: "Find the notice period or the termination date in a long agreement in a few seconds.",
		},
	],
	datasets: [
		{
			id: "rajpurkar/squad_v2",
			description:
				"Questions about English Wikipedia paragraphs, a third of which cannot be answered from the text, so models must also learn to say nothing.",
		},
		{
			id: "google-research-datasets/natural_questions",
			description:
				"Real questions people typed into a search engine, paired with the Wikipedia page that answers them; harder and longer than SQuAD.",
		},
	],
	models: [
		{
			id: "deepset/roberta-base-squad2",
			library_name: "transformers",
			tags: [],
			description:
				"A reliable English model trained on SQuAD 2.0 that can also tell when a passage holds no answer.",
		},
		{
			id: "distilbert/distilbert-base-cased-distilled-squad",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description: "A compact, fast English model, handy when answers must come back quickly on a CPU.",
		},
		{
			id: "deepset/xlm-roberta-large-squad2",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description:
				"A large multilingual model for passages and questions written in languages other than English.",
		},
		{
			id: "google/tapas-base-finetuned-wtq",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description:
				"Answers questions from a table instead of a paragraph; see the table question answering task for more.",
		},
		{
			id: "google/flan-t5-large",
			localOnly: true,
			library_name: "transformers",
			tags: ["safetensors"],
			description:
				"An instruction-tuned text-to-text model that writes answers in its own words, with or without a passage to read.",
		},
	],
	spaces: [
		{
			id: "deepset/wikipedia-assistant",
			description: "Ask a question in your own words and get an answer found in Wikipedia articles.",
		},
	],
	metrics: [
		{
			id: "exact-match",
			description:
				"The share of answers that are character for character the same as a correct answer, after trimming punctuation and case.",
		},
		{
			id: "f1",
			description:
				"Word overlap between the predicted and correct answers, giving partial credit when the model gets only part of the span.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Question",
				content: "When does the library close on Saturdays?",
			},
			{
				type: "text",
				label: "Context",
				content:
					"The city library is open from 9 am to 8 pm on weekdays. On Saturdays it closes at 4 pm, and it stays closed all day on Sundays.",
			},
		],
		outputs: [
			{
				type: "text",
				label: "Answer",
				content: "4 pm",
			},
		],
	},
	widgetModels: ["deepset/roberta-base-squad2"],
	youtubeId: "ajPx5LwJD-I",
	variants: [
		{
			name: "Extractive",
			subtask: "extractive-qa",
			description:
				"A question and a passage go in; the answer is a span copied from the passage, with its position and a score.",
			input:
				"Question: Where do emperor penguins breed? Context: Emperor penguins breed on the sea ice of Antarctica in winter.",
			output: '"the sea ice of Antarctica" (characters 26 to 51 of the context, score 0.87)',
			model: "deepset/roberta-base-squad2",
		},
		{
			name: "Generative, with a passage",
			description:
				"A question and a passage go in; the model writes the answer in its own words instead of copying a span.",
			input:
				"Answer from the text: Why do emperor penguins breed in winter? Text: Chicks hatch in spring, when food is plentiful.",
			output: "So that their chicks hatch in spring, when there is plenty of food.",
			model: "google/flan-t5-large",
		},
		{
			name: "Generative, closed book",
			description:
				"Only the question goes in; the model answers from what it learned in training, so it can be wrong with confidence.",
			input: "What is the capital of Australia?",
			output: "Canberra",
			model: "google/flan-t5-large",
		},
		{
			name: "Over a table",
			description:
				"A question and a table go in; the answer is one or more cells, sometimes with an operation such as a sum or count.",
			input:
				"Question: Which city has the most people? Table: City, Population / Lyon, 522000 / Nice, 342000",
			output: "Lyon",
			model: "google/tapas-base-finetuned-wtq",
		},
	],
	furtherReading: [
		{
			title: "Question answering guide",
			url: "https://huggingface.co/docs/transformers/tasks/question_answering",
			source: "Transformers docs",
		},
		{
			title: "Question answering",
			url: "https://huggingface.co/learn/llm-course/chapter7/7",
			source: "LLM Course",
		},
	],
};

export default data;
