/** Where a local snippet comes from: a library's own code, or an app that serves the model. */
export type LocalSnippetKind = "library" | "app";

/**
 * What a local snippet is, so no reader parses its label: a library's `code`; a `guide` (comments
 * that say what running the model needs, and where the guide is: nothing to run); an app's `start`
 * (the commands that fetch the model and start the app); a `call` to a started app's server.
 */
export type LocalSnippetRole = "code" | "guide" | "start" | "call";

/** One piece of code that runs a model on the reader's own machine. */
export interface LocalSnippet {
	/** A library's code (`library`) or a local app's commands and the call to it (`app`). */
	kind: LocalSnippetKind;
	/** What it is: `code` or `guide` for a library, `start` or `call` for an app. */
	role: LocalSnippetRole;
	/** The library's key in `MODEL_LIBRARIES` (`transformers`), or the app's id (`llama.cpp`). */
	name: string;
	/** What a tab shows, e.g. `Transformers (pipeline)` or `Ollama · Python (openai)`. */
	label: string;
	/** The code's language. */
	language: "python" | "js" | "sh";
	/** The command that installs what the code needs, when it needs any. */
	setup?: string;
	/** The code, ready to copy. */
	content: string;
	/** The library's or app's own guide, for what the code cannot show. */
	docsUrl?: string;
}

/**
 * What to change in the local snippets. An option given as `undefined` counts as left out.
 */
export interface LocalSnippetOptions {
	/** Replaces the task's example input (a text, or the task's `{ question, context }`-style object). */
	inputs?: unknown;
	/** Replaces the example chat messages of conversational models. */
	messages?: unknown[] | undefined;
}
