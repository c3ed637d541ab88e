import type { InferenceSnippet } from "@hubkit/snippets";
import { type SnippetTab, snippetTab } from "./snippet-tab.js";

/** The language names Shiki knows the snippets' languages by. */
export const SHIKI_LANGS = { python: "python", js: "javascript", sh: "bash" } as const;

export type ShikiLang = (typeof SHIKI_LANGS)[keyof typeof SHIKI_LANGS];

/** Code as an unhighlighted `<pre>`, shown until the visible tab has been highlighted. */
export function plainHtml(code: string): string {
	const escaped = code.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
	return `<pre class="shiki" tabindex="0"><code>${escaped}</code></pre>`;
}

/** The generator's tabs for its snippets, each code's HTML given by `html` (highlighted or plain). */
export function generatedTabs(
	snippets: readonly InferenceSnippet[],
	html: (code: string, lang: ShikiLang) => string,
): SnippetTab[] {
	return snippets.map((snippet) =>
		snippetTab(
			snippet,
			html(snippet.content, SHIKI_LANGS[snippet.language]),
			snippet.setup ? html(snippet.setup, "bash") : undefined,
		),
	);
}
