import type { PipelineType } from "../catalogue/pipeline-data.js";
import { modelsForProvider, PROVIDER_MODELS } from "../provider-models/provider-models.js";
import { providersServing, providerTaskFor } from "../provider-models/served-models.js";
import type { ProviderModelsTable } from "../provider-models/table-type.js";
import { TASKS_DATA } from "./index.js";

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
