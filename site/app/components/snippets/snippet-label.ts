import type { InferenceSnippet } from "@hubkit/snippets";

const LANGUAGE_NAMES = { js: "JavaScript", python: "Python", sh: "Shell" } as const;

/** Our client is listed under its package name; the others under their own. */
const CLIENT_NAMES: Partial<Record<string, string>> = { "huggingface.js": "@hubkit/inference" };

/** The label of a snippet's tab, e.g. "Python · requests". */
export function snippetTabLabel(snippet: Pick<InferenceSnippet, "language" | "client">): string {
	return `${LANGUAGE_NAMES[snippet.language]} · ${CLIENT_NAMES[snippet.client] ?? snippet.client}`;
}

/** A tab id stable across pages and providers (language and client), so a chosen tab can follow the reader. */
export function snippetTabId(snippet: Pick<InferenceSnippet, "language" | "client">): string {
	return `${snippet.language}-${snippet.client}`.replace(/[^a-z0-9-]/gi, "-");
}
