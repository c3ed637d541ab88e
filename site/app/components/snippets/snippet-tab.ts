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

/** What any tab with code has, the snippets' and Run locally's alike. */
interface CodeTab {
	id: string;
	label: string;
	language: string;
	code: string;
}

/**
 * A tab named but without its code: a task page carries only the first tab's code (see
 * `firstTabCode`); the others' is in a JSON file the build writes, loaded when one is shown.
 */
export type NamedTab<T extends CodeTab = SnippetTab> = Pick<T, "id" | "label" | "language">;

/** Whether a tab carries its code, or only its name (its code is in the build's JSON file). */
export const hasCode = <T extends CodeTab>(tab: T | NamedTab<T>): tab is T => "code" in tab;

/**
 * A task page's tabs as its HTML carries them: the first (the one shown before the reader picks) with
 * its code, the others by name. Every client's code in every tab, each three times (highlighted, raw in
 * the island's props, encoded for its copy button), made /tasks/text-generation 100 KB of HTML for
 * one section; the others' code is in a JSON file the build writes, loaded when one of them is shown.
 */
export function firstTabCode<T extends CodeTab>(tabs: readonly T[]): (T | NamedTab<T>)[] {
	return tabs.map((tab, index) =>
		index === 0 ? tab : { id: tab.id, label: tab.label, language: tab.language },
	);
}

/** What the build writes for a task page and another provider: the model its code calls, and the tabs. */
export interface ProviderSnippets {
	modelId: string;
	tabs: SnippetTab[];
}

// The page's loader reads it too, to hydrate the tabs as the page loads when a choice is stored.
export { SNIPPET_CHOICE_KEY } from "../../../scripts/island-hydration.mjs";

/** Where the snippets of a task for another provider are, as a static file the build writes. */
export function snippetDataPath(task: string, provider: string): string {
	return `/snippet-data/${task}/${provider}.json`;
}

/**
 * Where a chat page's Responses API code is, every client's, as a static file the build writes
 * beside the provider's snippets (a provider id has no dot, so no provider's file can be this one).
 */
export function responsesDataPath(task: string, provider: string): string {
	return `/snippet-data/${task}/${provider}.responses.json`;
}
