import { type InferenceProvider, isInferenceProvider } from "@hubkit/inference";
import { PROVIDER_MODULES } from "@hubkit/inference/internal";
import { getInferenceSnippetsWithReasons, type InferenceSnippet } from "@hubkit/snippets";
import {
	CHAT_PAGES,
	type DemoItem,
	PIPELINE_TYPES,
	type PipelineType,
	providerTaskFor,
	TASKS_DATA,
	taskDefaultModel,
	taskModelForProvider,
} from "@hubkit/tasks";
import {
	responsesDataPath,
	type SnippetTab,
	snippetDataPath,
	snippetTab,
} from "../components/snippets/snippet-tab.js";
import { highlight } from "./highlight.server.js";

/** A task page's snippets on one provider, generated once per build (see below). */
function providerSnippets(id: PipelineType, provider: InferenceProvider): ProviderSnippets | undefined {
	const key = `${id} ${provider}`;
	if (!generated.has(key)) generated.set(key, generateProviderSnippets(id, provider));
	return generated.get(key);
}

type ProviderSnippets = { modelId: string; snippets: InferenceSnippet[] };

/** The mask tokens of the hub's fill-mask model families (BERT-style, RoBERTa-style). */
const MASK_TOKENS = /\[MASK\]|<mask>/;

/**
 * The mask token of the page's model, which the hub's model API would give and a static build
 * cannot ask for: a fill-mask demo is written for the page's widget model, so its text carries it.
 */
function demoMaskToken(inputs: readonly DemoItem[]): string | undefined {
	for (const item of inputs) {
		if (item.type !== "text") continue;
		const found = MASK_TOKENS.exec(item.content);
		if (found) return found[0];
	}
	return undefined;
}

/**
 * Generated once per build: the provider list of a page, the page itself and each provider's JSON
 * file all ask for the same snippets.
 */
const generated = new Map<string, ProviderSnippets | undefined>();

/**
 * A task page's snippets on one provider, for a model the provider serves (see `taskModelForProvider`).
 * Outside chat, a third-party provider's route takes its own model id, which the hub's mapping gives
 * and a static page cannot ask for: the hub's SDKs look it up themselves, and every other snippet
 * sends the generator's placeholder for it, under a first line saying where the hub lists the id.
 * (Chat goes through the router's OpenAI-compatible route, which takes hub ids.) Providers that
 * cannot take the example (one serving a single model, say) give none; the generator's log of why is
 * not build output.
 */
function generateProviderSnippets(
	id: PipelineType,
	provider: InferenceProvider,
): ProviderSnippets | undefined {
	const record = TASKS_DATA[id];
	const modelId = taskModelForProvider(id, provider);
	if (!modelId || record.isPlaceholder) return undefined;
	const chat = CHAT_PAGES.has(id);
	const maskToken = demoMaskToken(record.demo.inputs);
	// The reasons are taken and left unused: why a provider gets no snippets is not build output.
	const { snippets } = getInferenceSnippetsWithReasons(
		{
			id: modelId,
			pipeline_tag: id,
			tags: chat ? ["conversational"] : [],
			...(maskToken ? { mask_token: maskToken } : {}),
		},
		provider,
	);
	return snippets.length > 0 ? { modelId, snippets } : undefined;
}

/** The providers a task page offers (those with snippets for it), those serving the page's model first. */
export function taskProviders(id: PipelineType): InferenceProvider[] {
	const task = providerTaskFor(id);
	// A provider the router does not serve takes only its own keys and model names, never a hub model.
	const served = PROVIDER_MODULES.filter(
		(module) => module.routed && task in module.tasks && providerSnippets(id, module.id) !== undefined,
	);
	// Providers serving the page's own model first, so the page opens on it; the hub's own first among
	// equals (the sort keeps the registry's order otherwise).
	const rank = (module: (typeof served)[number]) =>
		(taskModelForProvider(id, module.id) === taskDefaultModel(id) ? 0 : 2) + (module.hubHosted ? 0 : 1);
	return served.sort((a, b) => rank(a) - rank(b)).map((module) => module.id);
}

/** The snippets of a task page for one provider (by default the first), highlighted at build time. */
export async function taskSnippets(id: PipelineType, provider: string | undefined = taskProviders(id)[0]) {
	const found = isInferenceProvider(provider) ? providerSnippets(id, provider) : undefined;
	if (!provider || !found) return undefined;
	const tabs: SnippetTab[] = await Promise.all(
		found.snippets.map(async (snippet) =>
			snippetTab(
				snippet,
				await highlight(snippet.content, snippet.language),
				snippet.setup ? await highlight(snippet.setup, "sh") : undefined,
			),
		),
	);
	return { modelId: found.modelId, provider, tabs };
}

/**
 * The files the provider picker loads: one per task page and provider, the first included (the page
 * carries its first tab's code, the file every tab's). A chat page's Responses API part has its own
 * file, for the first provider, whose model its code calls.
 */
export function snippetDataPaths(): string[] {
	return PIPELINE_TYPES.flatMap((id) => {
		const providers = taskProviders(id);
		const first = providers[0];
		return [
			...providers.map((provider) => snippetDataPath(id, provider)),
			...(CHAT_PAGES.has(id) && first ? [responsesDataPath(id, first)] : []),
		];
	});
}
