import { idProblem } from "@hubkit/inference/internal";
import { MODEL_LIBRARIES, type ModelLibraryKey } from "@hubkit/tasks";
import { logReason, type ReportReason, type SnippetReason } from "../generator/reasons.js";
import { appCode } from "./apps.js";
import { type LocalCode, localContext, localOptions } from "./context.js";
import type { HubModel } from "./hub-model/hub-model.js";
import { type ModelFacts, modelFacts } from "./hub-model/model-facts.js";
import { LIBRARY_WRITERS } from "./libraries/index.js";
import type { LocalSnippet, LocalSnippetOptions } from "./types.js";

const isLibrary = (name: string | undefined): name is ModelLibraryKey =>
	name !== undefined && Object.hasOwn(MODEL_LIBRARIES, name);

const listsTask = (library: ModelLibraryKey, task: string) =>
	(MODEL_LIBRARIES[library].tasks as readonly string[]).includes(task);

const validId = (id: string) => idProblem(id, "hub model id") === undefined;

/**
 * The libraries whose code a model gets: its `library_name`; then the libraries its tags name
 * (a sentence-transformers model tagged `transformers`, an ONNX export tagged `transformers.js`);
 * each only for a task it lists. A model without `library_name` falls back to transformers where
 * transformers lists its task, as most of the hub's untagged models are transformers checkpoints.
 */
export function librariesFor(model: ModelFacts, task: string): ModelLibraryKey[] {
	const libraries: ModelLibraryKey[] = [];
	const add = (name: string | undefined) => {
		if (isLibrary(name) && listsTask(name, task) && !libraries.includes(name)) libraries.push(name);
	};
	if (model.library_name === undefined) add("transformers");
	else add(model.library_name);
	for (const tag of model.tags) add(tag);
	return libraries;
}

function reason(message: string): SnippetReason {
	return { skipped: "snippets", message, error: new Error(message) };
}

function snippetsFor(input: unknown, rawOptions: unknown, report: ReportReason): LocalSnippet[] {
	const model = modelFacts(input);
	const options = localOptions(rawOptions);
	const { id } = model;
	if (id === undefined) {
		report(reason("No local snippets: the model has no id (a string such as owner/name)"));
		return [];
	}
	const problem = idProblem(id, "hub model id");
	if (problem !== undefined) {
		report(
			reason(
				`No local snippets: the model id ${JSON.stringify(id.slice(0, 80))} is not a hub id (${problem})`,
			),
		);
		return [];
	}
	const { task } = model;
	if (!task) {
		report(reason(`No local snippets for ${id}: it has no task (pipeline_tag)`));
		return [];
	}
	const context = localContext(model, id, task, options, validId);
	const out: LocalSnippet[] = [];
	const libraries = librariesFor(model, task);
	for (const library of libraries) {
		let written: LocalCode[];
		try {
			written = LIBRARY_WRITERS[library](context);
		} catch (error) {
			// The literal writers refuse a value no language can write (a cycle, or nesting past their limit).
			report({
				skipped: "snippets",
				message: `No ${library} code for ${id}: the input cannot be written as code`,
				error,
			});
			continue;
		}
		for (const code of written) {
			out.push({
				kind: "library",
				name: library,
				...code,
				role: code.role ?? "code",
				docsUrl: code.docsUrl ?? MODEL_LIBRARIES[library].docsUrl,
			});
		}
	}
	if (libraries.length === 0) {
		const library = model.library_name;
		report(
			reason(
				library === undefined
					? `No library code for ${id}: it names no library, and transformers has no ${task} task`
					: isLibrary(library)
						? `No library code for ${id}: ${library} lists no ${task} task`
						: `No library code for ${id}: ${JSON.stringify(library.slice(0, 80))} is not a known library`,
			),
		);
	}
	try {
		for (const { name, ...code } of appCode(context, report)) out.push({ kind: "app", name, ...code });
	} catch (error) {
		report({
			skipped: "snippets",
			message: `No local app calls for ${id}: the chat call could not be written`,
			error,
		});
	}
	return out;
}

/**
 * Code that runs a model on the reader's own machine: the code of each library the model is built
 * for (as that library's documentation teaches it, with the task's example input), then, for chat
 * models whose files a local app loads (GGUF, MLX, transformers safetensors), the command that
 * downloads and starts each app and the calls to its OpenAI-compatible server (the generator's own
 * chat snippets, pointed at the app's address). Every id and input is written as a literal of the
 * snippet's language. An empty list, with the reason logged, for a model that is not a hub id, has
 * no task, or has no library code and no app.
 *
 * @param model - The model as the hub's `GET /api/models/{id}` describes it (`fetchHubModel`
 *   fetches it): id, task (`pipeline_tag`), library, tags, config, card data, files, GGUF facts. Any
 *   field may be missing, null or of another type; what cannot be read is left out, never thrown.
 * @param options - The caller's own input or chat messages, in place of the examples.
 * @returns The snippets, library code first.
 * @example
 * ```ts
 * import { getLocalSnippets } from "@hubkit/snippets";
 *
 * const snippets = getLocalSnippets({
 * 	id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
 * 	pipeline_tag: "text-classification",
 * 	library_name: "transformers",
 * });
 * for (const snippet of snippets) console.log(`${snippet.kind} ${snippet.name}: ${snippet.label}`);
 * console.log(snippets[0]?.content);
 * ```
 */
export function getLocalSnippets(model: HubModel, options?: LocalSnippetOptions | null): LocalSnippet[] {
	return snippetsFor(model, options, logReason);
}

/**
 * The same snippets as {@link getLocalSnippets}, with the reasons for what is missing returned
 * instead of logged.
 *
 * @param model - The model as the hub's `GET /api/models/{id}` describes it (`fetchHubModel`
 *   fetches it): id, task (`pipeline_tag`), library, tags, config, card data, files, GGUF facts. Any
 *   field may be missing, null or of another type; what cannot be read is left out, never thrown.
 * @param options - The caller's own input or chat messages, in place of the examples.
 * @returns The snippets, and the reasons in the order they arose: a model id that is not a hub id,
 *   no task, a library that is unknown or lists no such task, a chat call that could not be written.
 * @example
 * ```ts
 * import { getLocalSnippetsWithReasons } from "@hubkit/snippets";
 *
 * const { snippets, reasons } = getLocalSnippetsWithReasons({
 * 	id: "bartowski/Llama-3.2-1B-Instruct-GGUF",
 * 	pipeline_tag: "text-generation",
 * 	library_name: "gguf",
 * 	tags: ["gguf", "conversational"],
 * });
 * console.log(snippets.map((snippet) => snippet.name).join(", "));
 * for (const reason of reasons) console.log(reason.message);
 * ```
 */
export function getLocalSnippetsWithReasons(
	model: HubModel,
	options?: LocalSnippetOptions | null,
): { snippets: LocalSnippet[]; reasons: SnippetReason[] } {
	const reasons: SnippetReason[] = [];
	const snippets = snippetsFor(model, options, (each) => reasons.push(each));
	return { snippets, reasons };
}
