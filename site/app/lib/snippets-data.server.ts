import { PROVIDERS } from "@hubkit/inference";
import { getInferenceSnippets, type InferenceSnippet, setLogger } from "@hubkit/snippets";
import { PIPELINE_TYPES, type PipelineType, TASKS_DATA } from "@hubkit/tasks";
import { type SnippetTab, snippetDataPath } from "../components/snippets/snippet-tab.js";
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

/** The task the providers must serve for a page's snippets: chat for the chat tasks. */
function servedTask(id: string): string {
	return CHAT_TASKS.has(id) ? "conversational" : id;
}

const SILENT = { debug() {}, info() {}, warn() {}, error() {}, log() {} };

/**
 * A task page's snippets on one provider, for its widget model (or first recommended model). On a
 * third-party provider outside chat only the hub's SDKs are kept: they look up the provider's own
 * model id themselves, which a static page cannot know. Providers that cannot take the example
 * (a provider serving one model only, say) give none; the generator's log of why is not build output.
 */
function providerSnippets(
	id: PipelineType,
	provider: string,
): { modelId: string; snippets: InferenceSnippet[] } | undefined {
	const record = TASKS_DATA[id];
	const modelId = record.widgetModels[0] ?? record.models[0]?.id;
	if (!modelId || record.isPlaceholder) return undefined;
	const chat = CHAT_TASKS.has(id);
	setLogger(SILENT);
	try {
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
		return snippets.length > 0 ? { modelId, snippets } : undefined;
	} finally {
		setLogger(console);
	}
}

/** The providers a task page offers (those with snippets for it), the hub's own hosted pipelines first. */
export function taskProviders(id: PipelineType): string[] {
	const task = servedTask(id);
	// openai takes only its own keys and model names, never a hub model through the router.
	const served = Object.keys(PROVIDERS).filter(
		(provider) =>
			provider !== "openai" &&
			task in PROVIDERS[provider as keyof typeof PROVIDERS] &&
			providerSnippets(id, provider) !== undefined,
	);
	return served.includes("hf-inference")
		? ["hf-inference", ...served.filter((p) => p !== "hf-inference")]
		: served;
}

/** The snippets of a task page for one provider (by default the first), highlighted at build time. */
export async function taskSnippets(id: PipelineType, provider = taskProviders(id)[0]) {
	const found = provider ? providerSnippets(id, provider) : undefined;
	if (!provider || !found) return undefined;
	const tabs: SnippetTab[] = await Promise.all(
		found.snippets.map(async (snippet) => ({
			id: `${snippet.language}-${snippet.client}`.replace(/[^a-z0-9-]/gi, "-"),
			label: tabLabel(snippet),
			...(snippet.setup ? { setup: snippet.setup } : {}),
			code: snippet.content,
			html: await highlight(snippet.content, snippet.language),
			setupHtml: snippet.setup ? await highlight(snippet.setup, "sh") : undefined,
		})),
	);
	return { modelId: found.modelId, provider, tabs };
}

/** The files the provider picker loads: one per task page and provider but the first, which the page carries. */
export function snippetDataPaths(): string[] {
	return PIPELINE_TYPES.flatMap((id) =>
		taskProviders(id)
			.slice(1)
			.map((provider) => snippetDataPath(id, provider)),
	);
}
