import { inlineImageInput } from "../common.js";
import type { TaskSpec } from "../schema.js";

export const documentQuestionAnsweringSpec: TaskSpec = {
	task: "document-question-answering",
	method: "documentQuestionAnswering",
	request: {
		title: "DocumentQuestionAnsweringInput",
		type: "object",
		description: "A scanned or photographed document and a question about its contents.",
		properties: {
			inputs: {
				title: "DocumentQuestionAnsweringInputData",
				type: "object",
				description: "The document and the question to answer from it.",
				properties: {
					image: inlineImageInput("The document page as an image (a scan, photo or screenshot)."),
					question: {
						type: "string",
						description: "What to find in the document, e.g. the invoice number.",
					},
				},
				required: ["image", "question"],
			},
			parameters: {
				title: "DocumentQuestionAnsweringParameters",
				type: "object",
				description: "Settings for reading the document and choosing the answer.",
				properties: {
					doc_stride: {
						type: "integer",
						minimum: 0,
						description: "Tokens shared by neighbouring chunks when a long document is split.",
					},
					handle_impossible_answer: {
						type: "boolean",
						default: false,
						description: "Allow an empty answer when the document does not hold one.",
					},
					lang: {
						type: "string",
						description:
							"The document's language for text recognition, as a Tesseract code such as eng or deu.",
					},
					max_answer_len: {
						type: "integer",
						minimum: 1,
						default: 15,
						description: "Longest answer considered, in tokens.",
					},
					max_question_len: {
						type: "integer",
						minimum: 1,
						description: "Longest question kept, in tokens; a longer one is cut.",
					},
					max_seq_len: {
						type: "integer",
						minimum: 1,
						description:
							"Most tokens of question plus document per chunk; longer documents are split into overlapping chunks.",
					},
					top_k: {
						type: "integer",
						minimum: 1,
						default: 1,
						description:
							"How many candidate answers the model ranks; the client resolves to the best of them.",
					},
					word_boxes: {
						type: "array",
						description: "The page's words with their boxes, to use instead of running text recognition.",
						items: {
							type: "array",
							minItems: 2,
							maxItems: 2,
							description: "A word and its box [x0, y0, x1, y1], coordinates scaled to 0–1000.",
							items: {
								oneOf: [
									{ type: "string", description: "The word." },
									{
										type: "array",
										minItems: 4,
										maxItems: 4,
										description: "Its box: left, top, right, bottom.",
										items: { type: "number", minimum: 0, maximum: 1000 },
									},
								],
							},
						},
					},
				},
			},
		},
		required: ["inputs"],
	},
	response: {
		title: "DocumentQuestionAnsweringOutput",
		type: "object",
		description: "The best answer found in the document.",
		properties: {
			answer: { type: "string", description: "The answer, as written in the document." },
			score: {
				type: "number",
				minimum: 0,
				maximum: 1,
				description: "Confidence in the answer; absent for models that generate their answer.",
			},
			start: {
				type: "integer",
				minimum: 0,
				description: "Index of the answer's first word among the document's recognised words.",
			},
			end: {
				type: "integer",
				minimum: 0,
				description: "Index of the answer's last word among the document's recognised words.",
			},
		},
		required: ["answer"],
	},
};
