import {
	isPipelineType,
	modelForProvider,
	modelsForProvider,
	type PipelineType,
	PROVIDER_MODELS,
	TASKS_DATA,
} from "@hubkit/tasks";
import { DEFAULT_MODEL } from "../components/snippets/generator-state.js";

/** Tasks the hub serves through chat: their pages show chat snippets. */
export const CHAT_TASKS = new Set<string>(["text-generation", "image-text-to-text"]);

/**
 * Chat pages whose messages carry an image. The table lists chat models without saying which take
 * images, so on these pages only the page's own models count as served.
 */
const VISION_CHAT_TASKS = new Set<string>(["image-text-to-text"]);

/** The task the providers must serve for a page: chat for the chat pages. */
export function servedTask(page: string): string {
	return CHAT_TASKS.has(page) ? "conversational" : page;
}

/** The page's own model: its widget model, else its first recommended one. */
export function pageModel(page: PipelineType): string | undefined {
	const record = TASKS_DATA[page];
	return record.widgetModels[0] ?? record.models[0]?.id;
}

/** The page's own models in the order it would rather show them: its widget models, then its recommended ones. */
function pageModels(page: PipelineType): string[] {
	const record = TASKS_DATA[page];
	return [...record.widgetModels, ...record.models.map((model) => model.id)];
}

/** The page's own models a provider serves, per the table. */
function servedPageModels(page: PipelineType, provider: string): string[] {
	const served = modelsForProvider(servedTask(page), provider);
	return pageModels(page).filter((id) => served.includes(id));
}

/**
 * The model a task page shows for a provider: the page's model when the provider serves it, else the
 * first model the table lists for the provider and task, else (the table has none) the page's model.
 * On a vision chat page only the page's own models fit: a provider serving none of them gets
 * undefined (the page does not offer it), unless no provider serves any, where every provider keeps
 * the page's model as before the table existed.
 */
export function providerModel(page: PipelineType, provider: string): string | undefined {
	const own = pageModel(page);
	if (!VISION_CHAT_TASKS.has(page)) return modelForProvider(servedTask(page), provider, own) ?? own;
	const served = servedPageModels(page, provider);
	if (served.length > 0) return served[0];
	const anyServed = Object.keys(PROVIDER_MODELS.models[servedTask(page)] ?? {}).some(
		(other) => servedPageModels(page, other).length > 0,
	);
	return anyServed ? undefined : own;
}

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
	const preferred = (page ? pageModel(page) : undefined) ?? DEFAULT_MODEL;
	return modelForProvider(task, provider, preferred) ?? preferred;
}
