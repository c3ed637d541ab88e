import type { HighlighterCore } from "shiki/core";

let highlighter: Promise<HighlighterCore> | undefined;

/**
 * Highlights code in the browser, for the generator page only: Shiki's core with the JavaScript
 * regex engine (no WebAssembly) and just the three languages and the one theme the site uses,
 * loaded on first use.
 */
export async function highlightInBrowser(
	code: string,
	lang: "python" | "javascript" | "bash",
): Promise<string> {
	highlighter ??= (async () => {
		const [{ createHighlighterCore }, { createJavaScriptRegexEngine }, python, javascript, bash, theme] =
			await Promise.all([
				import("shiki/core"),
				import("shiki/engine/javascript"),
				import("@shikijs/langs/python"),
				import("@shikijs/langs/javascript"),
				import("@shikijs/langs/bash"),
				import("@shikijs/themes/github-light-high-contrast"),
			]);
		return createHighlighterCore({
			themes: [theme.default],
			langs: [python.default, javascript.default, bash.default],
			engine: createJavaScriptRegexEngine(),
		});
	})();
	return (await highlighter).codeToHtml(code, { lang, theme: "github-light-high-contrast" });
}

/** Code as an unhighlighted `<pre>`, shown until the highlighter has loaded. */
export function plainHtml(code: string): string {
	const escaped = code.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
	return `<pre class="shiki" tabindex="0"><code>${escaped}</code></pre>`;
}
