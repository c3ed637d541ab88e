/**
 * The shape of the local snippets' facts table: every import, class, call keyword, command flag,
 * port and app convention a local snippet relies on, each with where it was read. The tests check
 * every snippet against the table, so a new fact is a new row with its source, never a guess.
 */

/** Where a fact was read: a repository at a tag or commit and a path, or a docs page and the day. */
export type Source = { repo: string; ref: string; path: string } | { docs: string; read: string };

/** A Python module and the names the snippets import from it (`[]` for `import module`). */
export interface PythonModuleFact {
	module: string;
	names: readonly string[];
	source: Source;
}

/** A JavaScript package, as imported, and the names the snippets import from it. */
export interface JsModuleFact {
	module: string;
	names: readonly string[];
	source: Source;
}

/**
 * A callable and the keywords the snippets pass to it. `callee` is written as the snippets call it:
 * a class or function by its imported name (`AutoModel.from_pretrained`, `pipeline`,
 * `SentenceTransformer`), a method of a loaded object by the snippets' variable (`model.load_adapter`).
 */
export interface CallFact {
	callee: string;
	keywords: readonly string[];
	/**
	 * The library (its `MODEL_LIBRARIES` key) whose snippets make the call. Once a library has a row,
	 * every call of its snippets that loads a model or passes a keyword must have one.
	 */
	library?: string;
	source: Source;
}

/** A command (program and subcommand words, `vllm serve`) and every flag the snippets pass to it. */
export interface CommandFact {
	command: string;
	flags: readonly string[];
	source: Source;
}

/** A local app's server: its default port, how a call names the model, whether a key is needed. */
export interface AppServerFact {
	app: string;
	port: number;
	/** How the app's OpenAI-compatible server names a loaded model, in the docs' words. */
	modelName: string;
	needsKey: boolean;
	source: Source;
}

/** The task names a library's task-keyed entry point takes (transformers' `pipeline("…")`), and where read. */
export interface TaskListFact {
	library: string;
	tasks: readonly string[];
	/** Every source the list follows: the registry as read, and the changes to it since. */
	sources: readonly Source[];
}

/** One area's rows (a file per area keeps each writer's facts beside nobody else's). */
export interface Facts {
	python?: readonly PythonModuleFact[];
	js?: readonly JsModuleFact[];
	calls?: readonly CallFact[];
	commands?: readonly CommandFact[];
	apps?: readonly AppServerFact[];
	pipelineTasks?: readonly TaskListFact[];
}
