import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Document question answering takes an image of a document, such as a scanned invoice, form or report page, together with a question, and returns the answer found in it. The model uses both the words on the page and where they sit, so it can tell a total from a subtotal or a due date from an issue date. It saves people from reading through piles of paperwork to find one value.",
	useCases: [
		{
			title: "Processing invoices",
			description:
				"Read the supplier, invoice number and amount due from incoming invoices and enter them into accounting software.",
		},
		{
			title: "Checking forms",
			description: "Pull the name, date of birth and policy number out of scanned application forms.",
		},
		{
			title: "Searching archives",
			description: "Ask questions of old scanned letters and reports that were never typed up as text.",
		},
	],
	datasets: [
		{
			id: "HuggingFaceM4/Docmatix",
			description:
				"A very large collection of document pages with generated question-answer pairs, meant for training.",
		},
		{
			id: "eliolio/docvqa",
			description:
				"The DocVQA challenge data: real industry documents with human-written questions, the usual benchmark for this task.",
		},
	],
	models: [
		{
			id: "impira/layoutlm-document-qa",
			library_name: "transformers",
			tags: [],
			description:
				"A LayoutLM model fine-tuned for general document questions; reliable on forms and letters.",
		},
		{
			id: "impira/layoutlm-invoices",
			library_name: "transformers",
			tags: [],
			description:
				"The same approach tuned on invoices, and able to return answers that are not a single span of text.",
		},
		{
			id: "naver-clova-ix/donut-base-finetuned-docvqa",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description:
				"Works straight from the pixels with no OCR step, so it copes with layouts OCR handles poorly.",
		},
		{
			id: "microsoft/udop-large",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description: "A model that unifies text, layout and image, also usable without an external OCR engine.",
		},
		{
			id: "google/pix2struct-docvqa-large",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description:
				"A large screenshot-reading model fine-tuned on DocVQA, for higher accuracy at a higher cost.",
		},
	],
	spaces: [
		{
			id: "impira/docquery",
			description: "Upload a PDF or image and ask questions about it.",
		},
		{
			id: "impira/invoices",
			description: "Try question answering on your own invoices.",
		},
		{
			id: "merve/compare_docvqa_models",
			description: "Ask one question of a document and compare the answers from several models.",
		},
	],
	metrics: [
		{
			id: "anls",
			description:
				"Average normalized Levenshtein similarity: scores each answer by how close its characters are to the right one, so small OCR slips cost little.",
		},
		{
			id: "exact_match",
			description: "Counts an answer as right only if it matches the reference character for character.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "invoice.png" },
			{ type: "text", label: "Question", content: "What is the total amount due on this invoice?" },
		],
		outputs: [{ type: "text", label: "Answer", content: "1,245.00 EUR" }],
	},
	widgetModels: ["impira/layoutlm-invoices"],
	variants: [
		{
			name: "Over OCR words",
			description:
				"A page image, its OCR words with their positions and a question go in; the answer is a span of those words.",
			input: 'A scanned invoice, and "What is the invoice number?"',
			output: '"INV-2041" (score 0.94)',
			model: "impira/layoutlm-document-qa",
		},
		{
			name: "OCR-free",
			description:
				"A page image and a question go in; the model reads the image itself and writes the answer.",
			input: 'The same invoice, and "What is the total?"',
			output: "1,250.00",
			model: "naver-clova-ix/donut-base-finetuned-docvqa",
		},
	],
	furtherReading: [
		{
			title: "Document question answering guide",
			url: "https://huggingface.co/docs/transformers/tasks/document_question_answering",
			source: "Transformers docs",
		},
		{
			title: "Donut model documentation",
			url: "https://huggingface.co/docs/transformers/model_doc/donut",
			source: "Transformers docs",
		},
	],
};

export default data;
