import type { JsonSchema } from "@hubkit/tasks";

/** Where a field's value goes in the call's arguments, e.g. `["inputs", "question"]`. */
export type ArgPath = readonly string[];

/** One input of the Try it form, named after what it holds. */
export type TryItField =
	| { kind: "text"; label: string; path: ArgPath; value: string; multiline: boolean }
	/** One item per line (candidate labels, sentences to compare). */
	| { kind: "list"; label: string; path: ArgPath; value: string[] }
	/** Structured input (a table, tabular data) edited as JSON text. */
	| { kind: "json"; label: string; path: ArgPath; value: string }
	/**
	 * A file, with the demo's sample used when the reader picks none. `dataUrl` fields are sent as
	 * a data URL (an image inside a chat message) rather than as bytes.
	 */
	| { kind: "file"; label: string; path: ArgPath; accept: string; sample?: string; dataUrl?: boolean };

/** What the Try it island of a task page receives, computed at build time. */
export interface TryItProps {
	/** The page's task id, e.g. `text-classification`. */
	task: string;
	/** The client's function for the call, e.g. `textClassification` (chat: `chatCompletion`). */
	method: string;
	/** Chat pages stream the answer with `chatCompletionStream` and take one user message. */
	chat: boolean;
	/** The model the panel starts with: the first provider's. */
	model: string;
	/** For each provider, a model it serves: the Model field follows the provider while it holds one of these. */
	models: Record<string, string>;
	/**
	 * The providers the reader may pick, the one the panel starts with first (there is always one);
	 * on chat pages also "auto", where the router picks the provider by policy.
	 */
	providers: [string, ...string[]];
	fields: TryItField[];
	/** The task's optional parameters as schemas, for the generated controls. */
	parameters: Record<string, JsonSchema>;
	/** Where the parameters go: under `parameters` for hub pipelines, beside `messages` for chat. */
	parametersPath: ArgPath;
}
