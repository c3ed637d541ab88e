import type { InferenceSnippet } from "@hubkit/snippets";
import { snippetTabId, snippetTabLabel } from "./snippet-label.js";

/** One client's snippet, as a tab of the Inference section. */
export interface SnippetTab {
	/** Stable across pages (language and client), so the reader's choice can follow them. */
	id: string;
	label: string;
	/** The code's language, for its block. */
	language: InferenceSnippet["language"];
	/** The install command, shown above the code. */
	setup?: string;
	setupHtml?: string | undefined;
	code: string;
	html: string;
}

/** A snippet as its tab, with its code's and install command's HTML (highlighted, or plain until it is). */
export function snippetTab(
	snippet: InferenceSnippet,
	html: string,
	setupHtml: string | undefined,
): SnippetTab {
	return {
		id: snippetTabId(snippet),
		label: snippetTabLabel(snippet),
		language: snippet.language,
		...(snippet.setup ? { setup: snippet.setup } : {}),
		code: snippet.content,
		html,
		setupHtml,
	};
}

/** What the build writes for a task page and another provider: the model its code calls, and the tabs. */
export interface ProviderSnippets {
	modelId: string;
	tabs: SnippetTab[];
}

/** Where the reader's language and client choice is remembered between pages. */
export const SNIPPET_CHOICE_KEY = "hubkit:snippet-client";

/** Where the snippets of a task for another provider are, as a static file the build writes. */
export function snippetDataPath(task: string, provider: string): string {
	return `/snippet-data/${task}/${provider}.json`;
}
