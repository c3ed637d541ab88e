import { PROVIDER_MODELS, providerTaskFor } from "@hubkit/tasks";
import { inlineCode, refusal, type ToolAnswer, table } from "./markdown.js";

const TABLE_TASKS = Object.keys(PROVIDER_MODELS.models);
const TABLE_PROVIDERS = [
	...new Set(Object.values(PROVIDER_MODELS.models).flatMap((byProvider) => Object.keys(byProvider))),
].sort();

/**
 * The table's tasks a caller's task means: the task itself, and for a chat page's task (text
 * generation, vision chat) the chat models the page's calls use, listed under `conversational`.
 */
function tasksFor(task: string): string[] {
	return [...new Set([task, providerTaskFor(task)])].filter((key) =>
		Object.hasOwn(PROVIDER_MODELS.models, key),
	);
}

/**
 * The answer to `served_models`: which providers serve which models for each task, from the dated
 * table the site's pages are built with, filtered by task and provider.
 */
export function servedModelsAnswer(task: string | undefined, provider: string | undefined): ToolAnswer {
	const tasks = task === undefined ? TABLE_TASKS : tasksFor(task);
	if (tasks.length === 0)
		return refusal(`The table has no task ${JSON.stringify(task)}. Its tasks: ${TABLE_TASKS.join(", ")}.`);
	if (provider !== undefined && !TABLE_PROVIDERS.includes(provider))
		return refusal(
			`The table has no provider ${JSON.stringify(provider)}. Its providers: ${TABLE_PROVIDERS.join(", ")}.`,
		);
	const sections: string[] = [];
	for (const key of tasks) {
		const byProvider = PROVIDER_MODELS.models[key] ?? {};
		const rows = Object.entries(byProvider)
			.filter(([id, models]) => (provider === undefined || id === provider) && models.length > 0)
			.map(([id, models]) => [inlineCode(id), models.map((model) => inlineCode(model)).join(", ")]);
		if (rows.length > 0)
			sections.push(`## ${key}\n\n${table(["Provider", "Models, most used first"], rows)}`);
	}
	const head = [
		`# Served models, as of ${PROVIDER_MODELS.asOf}`,
		"",
		`Which inference providers serve which hub models, by task, on ${PROVIDER_MODELS.asOf}. Source: ${PROVIDER_MODELS.source}`,
	].join("\n");
	if (sections.length === 0)
		return {
			text: `${head}\n\nOn that date, ${inlineCode(provider ?? "")} served no model for ${tasks.join(" or ")}.`,
		};
	return { text: `${head}\n\n${sections.join("\n\n")}` };
}
