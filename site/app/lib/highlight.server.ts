import type { Element, ElementContent, Root } from "hast";
import { createHighlighter, type Highlighter, type ShikiTransformer } from "shiki";
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
		transformers: [fewerSpans],
	});
}

const isElement = (
	node: ElementContent | Root["children"][number] | undefined,
	tagName: string,
): node is Element => node?.type === "element" && node.tagName === tagName;

/** A run of text in one style; `undefined` is the block's own colours. */
interface Run {
	style: string | undefined;
	text: string;
}

/** The block's own colours as a token's style would say them: `color:#…;--shiki-dark:#…`, lower-cased. */
function ownColours(pre: Element): string | undefined {
	const style = String(pre.properties.style ?? "");
	const light = /(?:^|;)color:(#[0-9a-f]{6})/i.exec(style)?.[1];
	const dark = /(?:^|;)--shiki-dark:(#[0-9a-f]{6})/i.exec(style)?.[1];
	return light && dark ? `color:${light};--shiki-dark:${dark}`.toLowerCase() : undefined;
}

/**
 * Shiki writes a span per line and per token, most tokens in the block's own colours: 994 of the
 * 1,348 spans of /reference/snippets, and axe's contrast rule checks every one. Here a token in the
 * block's colours is plain text, tokens of one style in a row are one span (whitespace between them
 * too: it has no colour to show), and the line breaks are the text's own. What a token's style holds
 * beyond its colours (Shiki's font styles) keeps it apart, as a style of its own. The tree is left as
 * Shiki wrote it if it is not lines of one-text tokens (Shiki 4.6.0's codeToHast, read in
 * node_modules/@shikijs/core).
 */
const fewerSpans: ShikiTransformer = {
	name: "fewer-spans",
	root(root) {
		const pre = root.children.find((node) => isElement(node, "pre"));
		const code = pre?.children.find((node) => isElement(node, "code"));
		if (!isElement(pre, "pre") || !isElement(code, "code")) return;
		const own = ownColours(pre);
		const runs: Run[] = [];
		const add = (style: string | undefined, text: string) => {
			const last = runs.at(-1);
			if (last && (last.style === style || /^\s*$/.test(text))) last.text += text;
			else runs.push({ style, text });
		};
		for (const line of code.children) {
			if (line.type === "text") add(undefined, line.value);
			else if (!isElement(line, "span")) return;
			else
				for (const token of line.children) {
					if (!isElement(token, "span")) return;
					const [text, ...more] = token.children;
					const style = token.properties.style;
					if (more.length > 0 || text?.type !== "text" || (style !== undefined && typeof style !== "string"))
						return;
					// Plain text (an unknown language) has tokens with no style at all.
					add(style === undefined || style.toLowerCase() === own ? undefined : style, text.value);
				}
		}
		code.children = runs.map(
			({ style, text }): ElementContent =>
				style === undefined
					? { type: "text", value: text }
					: {
							type: "element",
							tagName: "span",
							properties: { style },
							children: [{ type: "text", value: text }],
						},
		);
	},
};
