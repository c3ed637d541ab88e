import type { PipelineType } from "../catalogue/pipeline-data.js";
import { TASKS_DATA } from "../records/index.js";
import { PROVIDER_MODELS } from "./provider-models-table.js";
import type { ProviderModelsTable } from "./table-type.js";

/*
 * Which model to show for a provider: the one module that answers it, from the dated table
 * (PROVIDER_MODELS) and, for a task page, the page's own models (TASKS_DATA).
 */

export type { ProviderModelsTable };
export { PROVIDER_MODELS };

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
 * The hub ids a provider serves for a task (none when the table has no entry for the pair).
 *
 * @param task - The provider task, e.g. `conversational` or `text-to-image`.
 * @param provider - The provider's id, e.g. `together`.
 * @param table - The table to read (default: {@link PROVIDER_MODELS}).
 * @returns The hub ids, most used first; empty when the provider serves none for the task.
 * @example
 * ```ts
 * import { modelsForProvider } from "@hubkit/tasks";
 *
 * console.log(modelsForProvider("text-to-image", "fal-ai"));
 * ```
 */
export function modelsForProvider(
	task: string,
	provider: string,
	table: ProviderModelsTable = PROVIDER_MODELS,
): readonly string[] {
	const byProvider = Object.hasOwn(table.models, task) ? table.models[task] : undefined;
	return byProvider && Object.hasOwn(byProvider, provider) ? (byProvider[provider] ?? []) : [];
}

/**
 * The model to show for a provider and task: `preferred` when the provider serves it, else the
 * first model it serves, else undefined (the table knows no model of that provider for the task).
 *
 * @param task - The provider task, e.g. `conversational` or `text-to-image`.
 * @param provider - The provider's id, e.g. `together`.
 * @param preferred - The model the page would rather show, kept when the provider serves it.
 * @param table - The table to read (default: {@link PROVIDER_MODELS}).
 * @returns A hub id the provider serves for the task, or undefined.
 * @example
 * ```ts
 * import { modelForProvider } from "@hubkit/tasks";
 *
 * console.log(modelForProvider("conversational", "together", "meta-llama/Llama-3.1-8B-Instruct"));
 * ```
 */
export function modelForProvider(
	task: string,
	provider: string,
	preferred?: string,
	table: ProviderModelsTable = PROVIDER_MODELS,
): string | undefined {
	const served = modelsForProvider(task, provider, table);
	if (preferred !== undefined && served.includes(preferred)) return preferred;
	return served[0];
}

/**
 * The model a task page starts from: its first widget model, else its first recommended model.
 * On a task the router serves, a provider serves it (the records' check makes sure).
 *
 * @param task - The task id.
 * @returns The hub id, or undefined for a task without models (a placeholder).
 * @example
 * ```ts
 * import { taskDefaultModel } from "@hubkit/tasks";
 *
 * console.log(taskDefaultModel("text-generation"));
 * ```
 */
export function taskDefaultModel(task: PipelineType): string | undefined {
	const record = TASKS_DATA[task];
	return record.widgetModels[0] ?? record.models[0]?.id;
}

/**
 * The model a task page shows for one provider: the page's default when the provider serves it,
 * else the first of the page's recommended models it serves, else the first model the table lists
 * for the provider and the page's router task. On the vision-chat page that last step is skipped:
 * the table's chat models of a provider may all be text-only, so only the page's own models count.
 *
 * @param task - The task id.
 * @param provider - The provider's id, e.g. `together`.
 * @param table - The table to read (default: {@link PROVIDER_MODELS}).
 * @returns A hub id the provider serves for the page, or undefined when it serves none the page can show.
 * @example
 * ```ts
 * import { taskModelForProvider } from "@hubkit/tasks";
 *
 * console.log(taskModelForProvider("image-text-to-text", "fireworks-ai"));
 * ```
 */
export function taskModelForProvider(
	task: PipelineType,
	provider: string,
	table: ProviderModelsTable = PROVIDER_MODELS,
): string | undefined {
	const record = TASKS_DATA[task];
	const first = taskDefaultModel(task);
	const candidates = [...(first === undefined ? [] : [first]), ...record.models.map((model) => model.id)];
	const own = candidates.find((id) => providersServing(task, id, table).includes(provider));
	if (own !== undefined || task === "image-text-to-text") return own;
	return modelsForProvider(providerTaskFor(task), provider, table)[0];
}
