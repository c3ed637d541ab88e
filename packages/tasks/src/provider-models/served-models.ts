import { PROVIDER_MODELS } from "./provider-models-table.js";
import type { ProviderModelsTable } from "./table-type.js";

/** Task pages whose router call is a chat completion, whatever the task's own name. */
export const CHAT_PAGES: ReadonlySet<string> = new Set(["text-generation", "image-text-to-text"]);

/**
 * The provider task a task page's router call uses: `conversational` for the chat pages
 * (text generation and vision chat), whose calls are chat completions, else the task itself.
 * A base model served only for plain completion is therefore not served for the text-generation
 * page, whose snippets and Try it call chat completions.
 *
 * @param task - A task id, e.g. `image-text-to-text`.
 * @returns The task to look up in {@link PROVIDER_MODELS}.
 * @example
 * ```ts
 * import { providerTaskFor } from "@hubkit/tasks";
 *
 * console.log(providerTaskFor("image-text-to-text")); // conversational
 * ```
 */
export function providerTaskFor(task: string): string {
	return CHAT_PAGES.has(task) ? "conversational" : task;
}

/**
 * Whether any provider serves models for a task page's router call, as of the table's date.
 *
 * @param task - A task id, e.g. `text-ranking`.
 * @param table - The table to read (default: {@link PROVIDER_MODELS}).
 * @returns True when the table lists a model of some provider for the task.
 * @example
 * ```ts
 * import { routerServesTask } from "@hubkit/tasks";
 *
 * console.log(routerServesTask("translation")); // true
 * ```
 */
export function routerServesTask(task: string, table: ProviderModelsTable = PROVIDER_MODELS): boolean {
	const providerTask = providerTaskFor(task);
	if (!Object.hasOwn(table.models, providerTask)) return false;
	return Object.values(table.models[providerTask] ?? {}).some((ids) => ids.length > 0);
}

/**
 * The providers that serve a model for a task page's router call (chat pages: for chat), as of the
 * table's date, in the table's order.
 *
 * @param task - A task id, e.g. `image-text-to-text`.
 * @param modelId - The model's hub id.
 * @param table - The table to read (default: {@link PROVIDER_MODELS}).
 * @returns The provider ids; empty when none serves it (run it locally instead).
 * @example
 * ```ts
 * import { providersServing } from "@hubkit/tasks";
 *
 * console.log(providersServing("image-text-to-text", "zai-org/GLM-4.5V")); // ["zai-org"]
 * ```
 */
export function providersServing(
	task: string,
	modelId: string,
	table: ProviderModelsTable = PROVIDER_MODELS,
): string[] {
	const providerTask = providerTaskFor(task);
	const byProvider = Object.hasOwn(table.models, providerTask) ? (table.models[providerTask] ?? {}) : {};
	return Object.entries(byProvider)
		.filter(([, ids]) => ids.includes(modelId))
		.map(([provider]) => provider);
}

/**
 * Whether at least one provider serves a model for a task page's router call, as of the table's
 * date. A recommended model that no provider serves is marked `localOnly` in its record.
 *
 * @param task - A task id, e.g. `text-generation`.
 * @param modelId - The model's hub id.
 * @param table - The table to read (default: {@link PROVIDER_MODELS}).
 * @returns True when some provider serves it.
 * @example
 * ```ts
 * import { isServed } from "@hubkit/tasks";
 *
 * console.log(isServed("text-generation", "meta-llama/Llama-3.1-8B-Instruct")); // true
 * ```
 */
export function isServed(
	task: string,
	modelId: string,
	table: ProviderModelsTable = PROVIDER_MODELS,
): boolean {
	return providersServing(task, modelId, table).length > 0;
}
