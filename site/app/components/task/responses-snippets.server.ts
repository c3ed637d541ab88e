import { isInferenceProvider } from "@hubkit/inference";
import { getInferenceSnippets } from "@hubkit/snippets";
import { CHAT_PAGES, type PipelineType } from "@hubkit/tasks";
import { highlight } from "../../lib/highlight.server.js";
import { type SnippetTab, snippetTab } from "../snippets/snippet-tab.js";

/** A chat page's Responses API code: the page's model on its first provider, in every client that has the API. */
export interface ResponsesSnippets {
	task: PipelineType;
	model: string;
	provider: string;
	tabs: SnippetTab[];
}

/**
 * The Responses API code of a chat page, highlighted at build time, for the model and provider of the
 * page's Inference code; undefined off the chat pages, or when the generator gives none.
 */
export async function responsesSnippets(
	page: PipelineType,
	model: string | undefined,
	provider: string | undefined,
): Promise<ResponsesSnippets | undefined> {
	if (!CHAT_PAGES.has(page) || !model || !isInferenceProvider(provider)) return undefined;
	const snippets = getInferenceSnippets(
		{ id: model, pipeline_tag: page, tags: ["conversational"] },
		provider,
		undefined,
		{
			api: "responses",
		},
	);
	if (snippets.length === 0) return undefined;
	const tabs = await Promise.all(
		snippets.map(async (snippet) =>
			snippetTab(
				snippet,
				await highlight(snippet.content, snippet.language),
				snippet.setup ? await highlight(snippet.setup, "sh") : undefined,
			),
		),
	);
	return { task: page, model, provider, tabs };
}
