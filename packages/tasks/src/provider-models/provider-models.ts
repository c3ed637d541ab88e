import { PROVIDER_MODELS } from "./provider-models-table.js";

/**
 * Which hub models each inference provider serves for each task, as of a date: what a page shows
 * for a provider, since providers serve different models.
 */
export interface ProviderModelsTable {
	/** The day the facts were true, `YYYY-MM-DD`. */
	readonly asOf: string;
	/** Where the facts came from. */
	readonly source: string;
	/**
	 * Task (the provider task, e.g. `conversational`, `text-to-image`) to provider id (e.g. `together`)
	 * to the hub ids (`owner/name`) it serves live, most used first.
	 */
	readonly models: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
}

export { PROVIDER_MODELS };

/** The hub ids a provider serves for a task (none when the table has no entry for the pair). */
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
