// The page's HTML tree made ready for hast-util-to-mdast: what only makes sense on screen goes, the
// islands written from their props come in, links turn absolute, and the few page pieces whose
// screen layout carries meaning (a constraint beside a type, a card list with headings) are
// rewritten as the plain structure they read as.
import { classesOf, codeBlock, h, propertyOf, textOf } from "./hast.mjs";
import { islandContent, tablesFromFile } from "./islands.mjs";

/**
 * Tags that are controls or machinery, never content. A label goes with its control: alone, "Model
 * to run locally" or "Provider" names nothing.
 */
export const SKIPPED_TAGS = [
	"button",
	"label",
	"script",
	"style",
	"template",
	"svg",
	"input",
	"select",
	"textarea",
	"form",
	"noscript",
];
/** Screen-only pieces of other components, by class, until each carries `data-markdown-ignore`. */
export const SKIPPED_CLASSES = ["spec-anchor", "breadcrumb", "copy-page", "page-navigation"];
/** Islands whose static HTML is an interactive panel, not content. */
export const SKIPPED_ISLANDS = ["copy-button", "try-it", "framework-param", "copy-page"];

/**
 * The line above an island's tabs that says what their code is for ("Model `org/name`"), kept from
 * the island's HTML when its content is written from its props, which do not say it the same way.
 */
const ISLAND_CAPTION = "snippet-provider";

const HEADING = /^h([1-6])$/;
const PHRASING = new Set([
	"a",
	"abbr",
	"b",
	"cite",
	"code",
	"em",
	"i",
	"kbd",
	"mark",
	"q",
	"s",
	"samp",
	"small",
	"span",
	"strong",
	"sub",
	"sup",
	"time",
	"u",
	"var",
]);

function skipped(node) {
	if (SKIPPED_TAGS.includes(node.tagName)) return true;
	const props = node.properties ?? {};
	if (props.dataMarkdownIgnore !== undefined) return true;
	if (String(props.ariaHidden) === "true") return true;
	// Live regions announce what a control just did ("Copied", "7 snippets"): not content.
	if (propertyOf(node, "role") === "status") return true;
	if (classesOf(node).some((name) => SKIPPED_CLASSES.includes(name))) return true;
	return SKIPPED_ISLANDS.includes(String(props.dataIsland ?? "\0"));
}

// A URL inside `(...)`: parentheses, spaces and angle brackets would end or break the destination.
const escapeDestination = (url) =>
	url.replace(/[()<>\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);

function absolute(url, origin) {
	if (!origin) return escapeDestination(url);
	try {
		return escapeDestination(new URL(url, origin).href);
	} catch {
		return escapeDestination(url);
	}
}

const hasHeading = (node) =>
	node.type === "element" && (HEADING.test(node.tagName) || node.children.some(hasHeading));

const wordEnd = /[\p{L}\p{N}]$/u;
const wordStart = /^[\p{L}\p{N}]/u;

/**
 * Two inline elements side by side that the page lays out apart (a card's name and its note) have
 * no space between them in the HTML; a space keeps their words apart.
 */
function spaced(children) {
	const out = [];
	for (const child of children) {
		const previous = out.at(-1);
		if (
			previous?.type === "element" &&
			child.type === "element" &&
			PHRASING.has(previous.tagName) &&
			PHRASING.has(child.tagName) &&
			wordEnd.test(textOf(previous)) &&
			wordStart.test(textOf(child))
		)
			out.push({ type: "text", value: " " });
		out.push(child);
	}
	return out;
}

/** Every element with an id, for a tab panel's label. */
function idsOf(node, ids = new Map()) {
	if (node.type === "element" && typeof node.properties?.id === "string") ids.set(node.properties.id, node);
	for (const child of node.children ?? []) idsOf(child, ids);
	return ids;
}

/**
 * The tree, rewritten in place. `origin` makes the page's own links absolute; `readJson` reads a
 * JSON file of the built site by its path, for islands whose HTML leaves their data in one.
 */
export function prepare(tree, { origin, readJson } = {}) {
	const state = { origin, readJson, ids: idsOf(tree), level: 1, language: undefined };
	tree.children = rewriteChildren(tree.children, state);
	return tree;
}

function rewriteChildren(children, state) {
	return spaced(children.flatMap((child) => rewrite(child, state)));
}

/** A node as the nodes that stand for it (none, itself, or others). */
function rewrite(node, state) {
	if (node.type === "comment" || node.type === "doctype") return [];
	if (node.type !== "element") return [node];
	if (skipped(node)) return [];
	const level = Math.min(6, state.level + 1);
	const island = islandContent(node, level, state);
	if (island) return [...islandCaptions(node, state), ...island];
	const tables = tablesFromFile(node, state);
	if (tables) return rewriteChildren(tables, state);
	const heading = HEADING.exec(node.tagName);
	if (heading) state.level = Number(heading[1]);
	const outerLanguage = state.language;
	if (typeof node.properties.dataLang === "string") state.language = node.properties.dataLang;
	const result = rewriteElement(node, state, level);
	state.language = outerLanguage;
	return result;
}

function rewriteElement(node, state, level) {
	const classes = classesOf(node);
	const inner = () => rewriteChildren(node.children, state);
	switch (node.tagName) {
		case "a": {
			const href = propertyOf(node, "href");
			// A link within the page means nothing once the page is Markdown: its text stays.
			if (!href || href.startsWith("#")) return inner();
			node.properties = { href: absolute(href, state.origin) };
			break;
		}
		case "img": {
			const alt = propertyOf(node, "alt");
			if (!alt) return [];
			return [h("img", { alt, src: absolute(propertyOf(node, "src") ?? "", state.origin) })];
		}
		case "audio":
		case "video": {
			const source = node.children.find((child) => child.type === "element" && child.tagName === "source");
			const src = propertyOf(node, "src") ?? (source && propertyOf(source, "src"));
			return src
				? [
						h("p", {}, [
							h("a", { href: absolute(src, state.origin) }, [node.tagName === "audio" ? "Audio" : "Video"]),
						]),
					]
				: [];
		}
		case "wbr":
			// A place where a long type may wrap, no text: to-mdast took the space before it away.
			return [];
		case "pre":
			return [codeBlock(textOf(node).replace(/\n$/, ""), state.language)];
		case "ul":
		case "ol":
			// A list of cards each with its own heading reads better as sections than as bullets.
			if (hasHeading(node))
				return inner().map((child) =>
					child.type === "element" && child.tagName === "li" ? { ...child, tagName: "div" } : child,
				);
			break;
		case "table": {
			const caption = node.children.find((child) => child.type === "element" && child.tagName === "caption");
			if (caption) {
				node.children = node.children.filter((child) => child !== caption);
				return [
					h("p", {}, [h("strong", {}, rewriteChildren(caption.children, state))]),
					...rewriteElement(node, state, level),
				];
			}
			break;
		}
		case "dl":
		case "dd":
			return [h("div", {}, inner())];
		case "dt":
			return [h("p", {}, [h("strong", {}, inner())])];
		default:
			// A spec table's constraints and examples sit beside the type or description on screen.
			if (classes.includes("spec-constraint")) return [" (", ...inner(), ")"].map(text);
			if (classes.includes("spec-examples")) return [" ", ...inner()].map(text);
			if (propertyOf(node, "role") === "tabpanel") return tabPanel(node, state, level);
	}
	node.children = inner();
	return [node];
}

/** An island's caption lines as written from its HTML, its controls left out; none when that leaves no text. */
function islandCaptions(node, state) {
	const found = [];
	const visit = (child) => {
		if (child.type !== "element") return;
		if (classesOf(child).includes(ISLAND_CAPTION)) found.push(child);
		else child.children.forEach(visit);
	};
	visit(node);
	return rewriteChildren(found, state).filter((caption) => textOf(caption).trim() !== "");
}

const text = (child) => (typeof child === "string" ? { type: "text", value: child } : child);

/** A tab panel's content under its tab's label as a heading: the tabs themselves are buttons, left out. */
function tabPanel(node, state, level) {
	const labelledBy = node.properties.ariaLabelledBy;
	const id = Array.isArray(labelledBy) ? String(labelledBy[0] ?? "") : String(labelledBy ?? "");
	const tab = state.ids.get(id);
	const label = tab ? textOf(tab).replace(/\s+/g, " ").trim() : "";
	const body = rewriteChildren(node.children, { ...state, level });
	return label ? [h(`h${level}`, {}, [label]), h("div", {}, body)] : [h("div", {}, body)];
}
