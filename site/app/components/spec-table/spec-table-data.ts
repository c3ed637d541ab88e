/**
 * A request or response table as plain data, computed at build time from a task's specification,
 * so that the page carries the table and never the specification or the code that reads it.
 */
export interface SpecTableData {
	/** The caption's id: the scrolling region around the table is named after it. */
	id: string;
	/** The function or stream the table describes, e.g. `textToImage`, shown in code type. */
	call: string;
	/** What the table describes: what the call sends, what it resolves to, or one chunk of its stream. */
	part: "request" | "response" | "stream chunk";
	/** What the rows are called in their anchor links: parameters of a request, fields of an answer. */
	noun: "parameter" | "field";
	/** The type of the whole request or answer, e.g. `object[]`, `binary (image/*)`. */
	type: string;
	description?: string;
	rows: SpecRow[];
}

/**
 * A field of the table, or one of the shapes a field may take (`variant`) when it takes several
 * with fields or descriptions of their own; a variant's own fields follow it one level deeper.
 */
export interface SpecRow {
	kind: "field" | "variant";
	/** Anchor id of a field, unique on the page; variants have none. */
	id?: string;
	/** Where the field sits, e.g. `parameters.top_k`; `[]` stands for any item of a list. */
	path: string;
	/** The start of the path, up to and with the last separator: shown dimmed before the name. */
	parent: string;
	/** The field's own name: the end of the path. A variant's label, e.g. "Option 2 of 3". */
	name: string;
	depth: number;
	type: string;
	/** Allowed ranges and sizes, in words a reader checks at a glance: `0 ≤ x ≤ 1`, `at most 4 items`. */
	constraints: string[];
	required: boolean;
	/** The default value as JSON. */
	default?: string;
	description?: string;
	/** Example values as JSON, for fields whose allowed values are open. */
	examples: string[];
}

/** One call's tables: what it sends, then what it answers (its response, and its stream's chunk). */
export interface CallTables {
	/** The task of the call's specification, e.g. `chat-completion`. */
	task: string;
	request: SpecTableData;
	responses: SpecTableData[];
}

/**
 * What a task page's Request and Response sections show: nothing when the client does not serve the
 * task; else the tables of each call the page documents, the call its snippets make first.
 */
export type TaskApi = { served: true; page: string; specs: CallTables[] } | { served: false };
