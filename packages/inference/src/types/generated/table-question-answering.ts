// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

/** A question about a table, and the table given column by column. */
export interface TableQuestionAnsweringInput {
	/** The question and the table it is about. */
	inputs: TableQuestionAnsweringInputData;
	/** Settings for fitting the table into the model. */
	parameters?: TableQuestionAnsweringParameters;
}

/** The question and the table it is about. */
export interface TableQuestionAnsweringInputData {
	/** The question, e.g. how many rows match a condition. */
	query: string;
	/** Each column's name mapped to its cells as text, one per row; all columns have the same length. */
	table: Record<string, string[]>;
}

/** Settings for fitting the table into the model. */
export interface TableQuestionAnsweringParameters {
	/**
	 * How token sequences are padded: not at all, to the longest in the batch, or to the model's maximum length.
	 * @default "longest"
	 */
	padding?: "do_not_pad" | "longest" | "max_length";
	/**
	 * Answer questions one at a time, each seeing the earlier answers, instead of as a batch; slower, but conversational models such as SQA need it.
	 * @default false
	 */
	sequential?: boolean;
	/** Drop table rows that do not fit the model's input; TAPAS models do so unless this is false, others fail instead. */
	truncation?: boolean;
}

/** The answer, the cells it comes from and how they were combined. */
export interface TableQuestionAnsweringOutput {
	/** The answer as text; when cells were combined it starts with the operation, e.g. SUM > 3. */
	answer: string;
	/** Where the answer's cells are, as [row, column] pairs counted from 0. */
	coordinates: number[][];
	/** The text of the cells the answer comes from. */
	cells: string[];
	/** The operation applied to the cells (NONE, SUM, AVERAGE or COUNT), for models that combine cells. */
	aggregator?: string;
}
