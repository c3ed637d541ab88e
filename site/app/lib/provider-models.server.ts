import {
	isPipelineType,
	modelForProvider,
	type PipelineType,
	PROVIDER_MODELS,
	providersServing,
	routerServesTask,
	TASKS_DATA,
	taskDefaultModel,
} from "@hubkit/tasks";
import { DEFAULT_MODEL } from "../components/snippets/generator-state.js";

/**
 * The table's date in words ("31 August 2025"), for the "as of" lines: the facts are true of that
 * day, and a reader should know how old they are.
 */
export const MODELS_AS_OF = new Date(`${PROVIDER_MODELS.asOf}T00:00:00Z`).toLocaleDateString("en-GB", {
	day: "numeric",
	month: "long",
	year: "numeric",
	timeZone: "UTC",
});

/**
 * The model the snippet generator offers for a task (a client task, e.g. `conversational`) and a
 * provider: the task page's model when the provider serves it, else one the provider serves, else
 * the page's model (the generator's own default for chat and for tasks without a page).
 */
export function generatorModel(task: string, provider: string): string {
	const page = task !== "conversational" && isPipelineType(task) ? task : undefined;
	const preferred = (page ? taskDefaultModel(page) : undefined) ?? DEFAULT_MODEL;
	return modelForProvider(task, provider, preferred) ?? preferred;
}

/**
 * The providers serving each of a page's recommended models, per the table; undefined on a page the
 * router does not serve, where every model is run locally anyway.
 */
export function modelProviders(page: PipelineType): Record<string, string[]> | undefined {
	if (!routerServesTask(page)) return undefined;
	return Object.fromEntries(
		TASKS_DATA[page].models.map((model) => [model.id, providersServing(page, model.id)]),
	);
}
