// Turns a prerendered page's main content into Markdown for readers who go through an LLM. It works
// on the built HTML rather than on each route's data because every route (task records, spec tables,
// MDX, snippets) already meets in that HTML, so one converter covers every page and any future one.
// The HTML is read as a syntax tree (hast), made ready (markdown/prepare.mjs), turned into a
// Markdown tree (mdast) and written out by mdast-util-to-markdown, which escapes text so that it
// renders back to the same text.
import { fromHtml } from "hast-util-from-html";
import { toMdast } from "hast-util-to-mdast";
import { gfmTableToMarkdown } from "mdast-util-gfm-table";
import { toMarkdown } from "mdast-util-to-markdown";
import { prepare, SKIPPED_CLASSES, SKIPPED_ISLANDS, SKIPPED_TAGS } from "./markdown/prepare.mjs";

/** What the Markdown leaves out, as CSS selectors: the same rules, for tools that compare. */
export const MARKDOWN_SKIPPED_SELECTORS = [
	...SKIPPED_TAGS,
	"[data-markdown-ignore]",
	'[aria-hidden="true"]',
	'[role="status"]',
	...SKIPPED_CLASSES.map((name) => `.${name}`),
	...SKIPPED_ISLANDS.map((name) => `[data-island="${name}"]`),
];

const gfmTable = gfmTableToMarkdown({ tablePipeAlign: false });

/** A table with `---` under each heading, as people write it (the extension writes one `-` when unaligned). */
function table(node, parent, state, info) {
	const [head, delimiter, ...rows] = gfmTable.handlers.table(node, parent, state, info).split("\n");
	return [head, delimiter?.replace(/-+/g, "---"), ...rows].join("\n");
}

const WRITE_OPTIONS = {
	bullet: "-",
	emphasis: "*",
	strong: "*",
	fence: "`",
	fences: true,
	rule: "-",
	listItemIndent: "one",
	// Strikethrough is GFM's, and the tables are GFM: a `~` in text must not become one.
	unsafe: [{ character: "~", inConstruct: "phrasing" }],
	extensions: [gfmTable, { handlers: { table } }],
};

/**
 * Lists as tight as their items allow: an item with one paragraph (and lists under it) needs no
 * blank lines, which the HTML's `<p>` inside `<li>` would otherwise bring.
 */
function tighten(node) {
	if (node.type === "list") {
		for (const item of node.children)
			item.spread = item.children.filter((child) => child.type !== "list").length > 1;
		node.spread = node.children.some((item) => item.spread);
	}
	for (const child of node.children ?? []) tighten(child);
	return node;
}

/** Markdown of a hast tree. */
export function hastToMarkdown(tree, options = {}) {
	const markdown = toMarkdown(tighten(toMdast(prepare(tree, options))), WRITE_OPTIONS);
	return `${markdown.trim()}\n`;
}

/**
 * Text as Markdown that renders back to the same text, also as a link's text (llms.txt's titles):
 * written as one, then its brackets and destination taken off.
 */
export function escapeText(text) {
	const link = { type: "link", url: "x", children: [{ type: "text", value: text }] };
	const markdown = toMarkdown({ type: "paragraph", children: [link] }, WRITE_OPTIONS).trimEnd();
	return markdown.slice(1, -"](x)".length);
}

/**
 * The Markdown of a page's main content. `origin` makes the page's own links absolute, so the
 * Markdown still points somewhere once pasted into a chat.
 */
export function elementToMarkdown(element, options = {}) {
	return hastToMarkdown(fromHtml(element.outerHTML, { fragment: true }), options);
}
