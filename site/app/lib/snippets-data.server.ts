import { PROVIDERS } from "@hubkit/inference";
import { getInferenceSnippets, type InferenceSnippet } from "@hubkit/snippets";
import { type PipelineType, TASKS_DATA } from "@hubkit/tasks";
import type { SnippetTab } from "../components/snippets/snippet-tab.js";
import { highlight } from "./highlight.server.js";

/** Tasks the hub serves through chat: their pages show chat snippets. */
const CHAT_TASKS = new Set<string>(["text-generation", "image-text-to-text"]);

const LANGUAGE_NAMES = { js: "JavaScript", python: "Python", sh: "Shell" } as const;

const CLIENT_NAMES: Record<string, string> = {
	"huggingface.js": "@hubkit/inference",
	huggingface_hub: "huggingface_hub",
	openai: "openai",
	fal_client: "fal_client",
	requests: "requests",
	fetch: "fetch",
	curl: "curl",
};

/** The label of a snippet's tab, e.g. "Python · requests". */
export function tabLabel(snippet: InferenceSnippet): string {
	return `${LANGUAGE_NAMES[snippet.language]} · ${CLIENT_NAMES[snippet.client] ?? snippet.client}`;
}

/** The provider a task page shows first: the hub's own hosted pipelines when they serve the task. */
function firstProvider(task: string): string | undefined {
	const served = Object.entries(PROVIDERS).filter(([, tasks]) => task in tasks);
	return (served.find(([provider]) => provider === "hf-inference") ?? served[0])?.[0];
}

/**
 * The snippets a task page shows, highlighted at build time: for the task's widget model (or first
 * recommended model) on the provider that serves it. On a third-party provider outside chat, only
 * the hub's SDKs are shown, since they look up the provider's own model id themselves.
 */
export async function taskSnippets(id: PipelineType) {
	const record = TASKS_DATA[id];
	const modelId = record.widgetModels[0] ?? record.models[0]?.id;
	if (!modelId || record.isPlaceholder) return undefined;
	const chat = CHAT_TASKS.has(id);
	const provider = firstProvider(chat ? "conversational" : id);
	if (!provider) return undefined;
	const snippets = getInferenceSnippets(
		{ id: modelId, pipeline_tag: id, tags: chat ? ["conversational"] : [] },
		provider as "hf-inference",
	).filter(
		(snippet) =>
			chat ||
			provider === "hf-inference" ||
			snippet.client === "huggingface.js" ||
			snippet.client === "huggingface_hub",
	);
	if (snippets.length === 0) return undefined;
	const tabs: SnippetTab[] = await Promise.all(
		snippets.map(async (snippet) => ({
			id: `${snippet.language}-${snippet.client}`.replace(/[^a-z0-9-]/gi, "-"),
			label: tabLabel(snippet),
			...(snippet.setup ? { setup: snippet.setup } : {}),
			code: snippet.content,
			html: await highlight(snippet.content, snippet.language),
			setupHtml: snippet.setup ? await highlight(snippet.setup, "sh") : undefined,
		})),
	);
	return { modelId, provider, tabs };
}
