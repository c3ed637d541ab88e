// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

import type { BinaryInput } from "../../utils/binary.js";

/** A scanned or photographed document and a question about its contents. */
export interface DocumentQuestionAnsweringInput {
	/** The document and the question to answer from it. */
	inputs: DocumentQuestionAnsweringInputData;
	/** Settings for reading the document and choosing the answer. */
	parameters?: DocumentQuestionAnsweringParameters;
}

/** The document and the question to answer from it. */
export interface DocumentQuestionAnsweringInputData {
	/** The document page as an image (a scan, photo or screenshot). */
	image: BinaryInput | string;
	/** What to find in the document, e.g. the invoice number. */
	question: string;
}

/** Settings for reading the document and choosing the answer. */
export interface DocumentQuestionAnsweringParameters {
	/** Tokens shared by neighbouring chunks when a long document is split. */
	doc_stride?: number;
	/**
	 * Allow an empty answer when the document does not hold one.
	 * @default false
	 */
	handle_impossible_answer?: boolean;
	/** The document's language for text recognition, as a Tesseract code such as eng or deu. */
	lang?: string;
	/**
	 * Longest answer considered, in tokens.
	 * @default 15
	 */
	max_answer_len?: number;
	/** Longest question kept, in tokens; a longer one is cut. */
	max_question_len?: number;
	/** Most tokens of question plus document per chunk; longer documents are split into overlapping chunks. */
	max_seq_len?: number;
	/**
	 * How many candidate answers the model ranks; the client resolves to the best of them.
	 * @default 1
	 */
	top_k?: number;
	/** The page's words with their boxes, to use instead of running text recognition. */
	word_boxes?: Array<Array<string | number[]>>;
}

/** The best answer found in the document. */
export interface DocumentQuestionAnsweringOutput {
	/** The answer, as written in the document. */
	answer: string;
	/** Confidence in the answer; absent for models that generate their answer. */
	score?: number;
	/** Index of the answer's first word among the document's recognised words. */
	start?: number;
	/** Index of the answer's last word among the document's recognised words. */
	end?: number;
}
