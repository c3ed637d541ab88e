import { createHighlighter, type Highlighter } from "shiki";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";

/**
 * High-contrast themes: the default ones fail WCAG contrast for comments and punctuation. Tokens
 * carry the light colour inline and the dark one as `--shiki-dark`, which the dark theme's CSS
 * (site.css) switches to.
 */
export const CODE_THEMES = {
	light: "github-light-high-contrast",
	dark: "github-dark-high-contrast",
} as const;

/** Every language a page shows code in; Shiki loads only these. */
export const CODE_LANGS = ["bash", "python", "javascript", "typescript", "json"] as const;

const ALIASES: Record<string, string> = {
	sh: "bash",
	shell: "bash",
	py: "python",
	js: "javascript",
	ts: "typescript",
};

let highlighter: Promise<Highlighter> | undefined;

/**
 * Shiki's JavaScript regex engine, as the snippet generator's browser highlighting uses: the pages it
 * writes are byte for byte those of the WebAssembly Oniguruma engine (checked over a whole build),
 * and the prerender, which spends most of its time highlighting, took 10.9-12.8 s instead of 13.4.
 */
const getHighlighter = () => {
	highlighter ??= createHighlighter({
		themes: Object.values(CODE_THEMES),
		langs: [...CODE_LANGS],
		engine: createJavaScriptRegexEngine(),
	});
	return highlighter;
};

/**
 * Highlighted code by language and text, for the whole build. A task's snippets for a provider are
 * shown three times over (on the task's page, in the JSON the provider picker loads, on the
 * provider's page), and 42% of the characters the prerender highlighted had been highlighted before:
 * it took 15.5 s instead of 21 with this, and wrote the same pages byte for byte. Highlighting
 * depends on nothing else, so an entry never goes stale, even under `npm run dev`.
 */
const highlightedByCode = new Map<string, Promise<string>>();

/** Highlights `code` as a `<pre>` element in HTML; unknown languages are shown as plain text. */
export function highlight(code: string, lang: string): Promise<string> {
	const key = `${lang}\n${code}`;
	let html = highlightedByCode.get(key);
	if (!html) {
		html = highlightOnce(code, lang);
		highlightedByCode.set(key, html);
	}
	return html;
}

async function highlightOnce(code: string, lang: string): Promise<string> {
	const shiki = await getHighlighter();
	const name = ALIASES[lang] ?? lang;
	const known = (CODE_LANGS as readonly string[]).includes(name);
	return shiki.codeToHtml(code, {
		lang: known ? name : "text",
		themes: CODE_THEMES,
		defaultColor: "light",
		// No time limit per line (Shiki's default is 500 ms): under load a long line was left partly
		// unhighlighted, so the built pages depended on how busy the machine was.
		tokenizeTimeLimit: 0,
	});
}
