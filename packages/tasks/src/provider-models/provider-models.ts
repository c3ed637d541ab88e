import { PROVIDER_MODELS } from "./provider-models-table.js";
import type { ProviderModelsTable } from "./table-type.js";

export type { ProviderModelsTable };
export { PROVIDER_MODELS };

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
