// One prerendered page read for the Markdown step (llms.mjs): its title, summary, language and its
// <main> as Markdown.
//
// The page is parsed once, into the syntax tree (hast) the Markdown is written from. It used to be
// parsed by jsdom for the title and summary, then its <main> written out as HTML and parsed again
// for the Markdown: jsdom was two thirds of the step's CPU (17 of 25 s over 145 pages), for the same
// Markdown byte for byte.
import { fromHtml } from "hast-util-from-html";
import { textOf } from "./markdown/hast.mjs";
import { hastToMarkdown } from "./page-markdown.mjs";

/** The first element, in document order, for which `test` holds; as a browser's querySelector. */
function find(node, test) {
	for (const child of node.children ?? []) {
		if (child.type !== "element") continue;
		if (test(child)) return child;
		const found = find(child, test);
		if (found) return found;
	}
	return undefined;
}

/** Every element, in document order, for which `test` holds; as a browser's querySelectorAll. */
function findAll(node, test, found = []) {
	for (const child of node.children ?? []) {
		if (child.type !== "element") continue;
		if (test(child)) found.push(child);
		findAll(child, test, found);
	}
	return found;
}

const tag = (name) => (node) => node.tagName === name;

/** A string attribute as the page wrote it, or undefined. */
const attribute = (node, name) => {
	const value = node?.properties[name];
	return typeof value === "string" ? value : undefined;
};

/** `document.title`: the first <title>'s text, its ASCII whitespace collapsed. */
const documentTitle = (tree) =>
	textOf(find(tree, tag("title")) ?? { type: "text", value: "" })
		.replace(/[\t\n\f\r ]+/g, " ")
		.replace(/^ | $/g, "");

const firstParagraph = (main) =>
	findAll(main, tag("p"))
		.map((p) => textOf(p).replace(/\s+/g, " ").trim())
		.find((text) => text.length > 20) ?? "";

const oneLine = (text, max = 200) => {
	const clean = text.replace(/\s+/g, " ").trim();
	if (clean.length <= max) return clean;
	const cut = clean.slice(0, max);
	return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
};

/** A page read from its prerendered HTML; `readJson` reads the site's JSON files its islands name. */
export function readPage(html, path, origin, readJson) {
	const tree = fromHtml(html);
	const main = find(tree, tag("main"));
	if (!main) return undefined;
	const h1 = find(main, tag("h1"));
	const title = (h1 ? textOf(h1).trim() : "") || documentTitle(tree);
	const meta = find(tree, (node) => node.tagName === "meta" && attribute(node, "name") === "description");
	const description = attribute(meta, "content") || firstParagraph(main);
	const lang = attribute(find(tree, tag("html")), "lang") ?? "en";
	return {
		path,
		title,
		description: oneLine(description),
		lang,
		markdown: hastToMarkdown({ type: "root", children: [main] }, { origin, readJson }),
	};
}
