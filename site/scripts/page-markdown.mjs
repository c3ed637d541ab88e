// Turns a prerendered page's main content into Markdown for readers who go through an LLM. It works
// on the built HTML rather than on each route's data because every route (task records, spec tables,
// MDX, snippets) already meets in that HTML, so one converter covers every page and any future one.

/** Parts of the page that only make sense on screen: controls, decorations, heading anchors. */
const SKIPPED = new Set([
	"BUTTON",
	"SCRIPT",
	"STYLE",
	"TEMPLATE",
	"SVG",
	"INPUT",
	"SELECT",
	"TEXTAREA",
	"FORM",
	"NOSCRIPT",
]);
const SKIPPED_CLASSES = ["heading-anchor", "spec-anchor", "breadcrumb", "copy-page", "page-navigation"];
/** Islands whose static HTML is an interactive panel, not content. */
const SKIPPED_ISLANDS = new Set(["copy-button", "try-it", "framework-param", "copy-page"]);

/** What the Markdown leaves out besides the tags above, as CSS selectors: the same rules, for tools that compare. */
export const MARKDOWN_SKIPPED_SELECTORS = [
	...[...SKIPPED].map((tag) => tag.toLowerCase()),
	'[aria-hidden="true"]',
	'[role="status"]',
	...SKIPPED_CLASSES.map((name) => `.${name}`),
	...[...SKIPPED_ISLANDS].map((name) => `[data-island="${name}"]`),
];

/** Fence languages for the snippet tabs' ids (`python-openai`, `js-fetch`, `sh-curl`...). */
const TAB_LANGUAGES = {
	python: "python",
	js: "js",
	javascript: "js",
	ts: "ts",
	sh: "sh",
	curl: "sh",
	bash: "sh",
};

const collapse = (text) => text.replace(/\s+/g, " ");

// Page text must read the same once the Markdown is rendered: a `<mask>` left raw is a tag to a
// renderer and vanishes, `*a*` turns to emphasis. Escaped here, in text only (code stays raw):
// characters that start markup anywhere in a line, `&` where it would start an entity, and `_`
// except inside a word (where CommonMark never reads it as emphasis, and `snake_case` stays legible).
const INLINE_MARKUP = /[\\`*[\]<~]|&(?=#?[0-9a-z]+;)|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/giu;
// At the start of a line: a heading, quote, list item, setext underline or thematic break.
const BLOCK_MARKUP = /^( {0,3})(?:([#>+=-])|(\d{1,9})([.)]))/gm;

/** Text as Markdown that renders back to the same text. */
export const escapeText = (text) => text.replace(INLINE_MARKUP, (mark) => `\\${mark}`);

/** A paragraph's lines with what would start another block escaped. */
const escapeLineStarts = (text) =>
	text.replace(BLOCK_MARKUP, (_, indent, mark, number, delimiter) =>
		mark ? `${indent}\\${mark}` : `${indent}${number}\\${delimiter}`,
	);

/** A heading's text, with a trailing run of `#` kept (CommonMark drops it as a closing sequence). */
const escapeHeading = (text) => text.replace(/(^|\s)(#+)$/, "$1\\$2");

// A URL inside `(...)`: parentheses, spaces and angle brackets would end or break the destination.
const escapeDestination = (url) =>
	url.replace(/[()<>\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);

function fence(code, language = "") {
	const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
	const marks = "`".repeat(longest + 1);
	return `${marks}${language}\n${code.replace(/\n$/, "")}\n${marks}`;
}

function inlineCode(text) {
	const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
	const marks = "`".repeat(longest + 1);
	const pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
	return `${marks}${pad}${text}${pad}${marks}`;
}

function skipped(element) {
	if (SKIPPED.has(element.tagName.toUpperCase())) return true;
	if (element.getAttribute("aria-hidden") === "true") return true;
	// Live regions announce what a control just did ("Copied", "7 snippets"): not content.
	if (element.getAttribute("role") === "status") return true;
	if (SKIPPED_CLASSES.some((name) => element.classList.contains(name))) return true;
	const island = element.getAttribute("data-island");
	return island !== null && SKIPPED_ISLANDS.has(island);
}

function absolute(href, origin) {
	if (!href || href.startsWith("#") || !origin) return href;
	try {
		return new URL(href, origin).href;
	} catch {
		return href;
	}
}

/**
 * Inline children joined. Two elements side by side that the page lays out apart (a card's name
 * and its note) have no space between them in the HTML; a space keeps their words apart.
 */
function inlineChildren(node, context) {
	let text = "";
	let previousWasElement = false;
	for (const child of node.childNodes) {
		const part = inline(child, context);
		if (!part) continue;
		const isElement = child.nodeType === 1;
		// `!` before a link would make it an image.
		if (text.endsWith("!") && part.startsWith("[")) text = `${text.slice(0, -1)}\\!`;
		if (isElement && previousWasElement && /[\p{L}\p{N}]$/u.test(text) && /^[\p{L}\p{N}]/u.test(part))
			text += " ";
		text += part;
		previousWasElement = isElement;
	}
	return text;
}

/** Text of inline content, with links, code and emphasis kept. */
function inline(node, context) {
	if (node.nodeType === 3) return escapeText(collapse(node.nodeValue));
	if (node.nodeType !== 1 || skipped(node)) return "";
	const tag = node.tagName.toUpperCase();
	const inner = () => inlineChildren(node, context);
	switch (tag) {
		case "CODE":
			return inlineCode(node.textContent);
		case "BR":
			return "  \n";
		case "WBR":
			return "";
		case "STRONG":
		case "B": {
			const text = inner().trim();
			return text ? `**${text}**` : "";
		}
		case "EM":
		case "I": {
			const text = inner().trim();
			return text ? `*${text}*` : "";
		}
		case "A": {
			const text = inner().trim();
			const href = absolute(node.getAttribute("href"), context.origin);
			return href && text && !href.startsWith("#") ? `[${text}](${escapeDestination(href)})` : text;
		}
		case "IMG": {
			const alt = node.getAttribute("alt") ?? "";
			const src = escapeDestination(absolute(node.getAttribute("src") ?? "", context.origin));
			return alt ? `![${escapeText(collapse(alt))}](${src})` : "";
		}
		default:
			// A spec table's constraints and examples sit beside the type or description on screen.
			if (node.classList.contains("spec-constraint")) return ` (${inner().trim()})`;
			if (node.classList.contains("spec-examples")) return ` ${inner().trim()}`;
			return inner();
	}
}

const tidy = (text) =>
	text
		.replace(/[ \t]+\n/g, "\n")
		.replace(/ {2,}/g, " ")
		.trim();

function table(element, context) {
	const rows = Array.from(element.querySelectorAll("tr"), (row) =>
		Array.from(row.children, (cell) => tidy(inline(cell, context)).replace(/\|/g, "\\|").replace(/\n/g, " ")),
	);
	if (rows.length === 0) return "";
	const width = Math.max(...rows.map((row) => row.length));
	const line = (cells) => `| ${Array.from({ length: width }, (_, i) => cells[i] ?? "").join(" | ")} |`;
	const caption = element.querySelector("caption");
	const lines = [line(rows[0]), line(Array(width).fill("---")), ...rows.slice(1).map(line)];
	return [caption ? `**${tidy(inline(caption, context))}**` : "", lines.join("\n")]
		.filter(Boolean)
		.join("\n\n");
}

function snippetTabs(element) {
	let props;
	try {
		props = JSON.parse(element.getAttribute("data-props") ?? "{}");
	} catch {
		return "";
	}
	return (props.tabs ?? [])
		.map((tab) => {
			const language = TAB_LANGUAGES[String(tab.id).split("-")[0]] ?? "";
			const setup = tab.setup ? `${fence(tab.setup, "sh")}\n\n` : "";
			return `**${escapeText(collapse(String(tab.label)))}**\n\n${setup}${fence(tab.code, language)}`;
		})
		.join("\n\n");
}

/** The "Run locally" island: the page's model's code; the other models (loaded on choice) by name. */
function runLocally(element) {
	let props;
	try {
		props = JSON.parse(element.getAttribute("data-props") ?? "{}");
	} catch {
		return "";
	}
	const models = props.models ?? [];
	const name = (model) => `${inlineCode(model.modelId)}${model.library ? ` (${model.library})` : ""}`;
	const shown = models
		.filter((model) => model.tabs)
		.map((model) => {
			const tabs = model.tabs.map((tab) => {
				const setup = tab.setup ? `${fence(tab.setup, "sh")}\n\n` : "";
				// The page's line under each tab's code, with the same words.
				const guide =
					typeof tab.docsUrl === "string" && URL.canParse(tab.docsUrl)
						? `\n\nMore in the [${tab.kind === "app" ? "app's" : "library's"} guide](${escapeDestination(tab.docsUrl)}).`
						: "";
				return `**${tab.label}**\n\n${setup}${fence(tab.code, TAB_LANGUAGES[tab.language] ?? "")}${guide}`;
			});
			return [`**Model: ${name(model)}**`, model.note ?? "", ...tabs].filter(Boolean).join("\n\n");
		});
	const others = models
		.filter((model) => !model.tabs)
		.map((model) => `- ${name(model)}${model.note ? `: ${model.note}` : ""}`);
	return [
		...shown,
		others.length > 0 ? `The other recommended models, on the page:\n\n${others.join("\n")}` : "",
	]
		.filter(Boolean)
		.join("\n\n");
}

function list(element, context, depth) {
	const ordered = element.tagName.toUpperCase() === "OL";
	const items = Array.from(element.children).filter((child) => child.tagName.toUpperCase() === "LI");
	return items
		.map((item, index) => {
			const marker = ordered ? `${index + 1}. ` : "- ";
			const body =
				blocks(item, context, depth + 1).join("\n\n") || escapeLineStarts(tidy(inline(item, context)));
			const indent = " ".repeat(marker.length);
			return (
				marker +
				body
					.split("\n")
					.join(`\n${indent}`)
					.replace(/\n +\n/g, "\n\n")
			);
		})
		.join("\n");
}

/** True when an element holds only inline content, so it renders as one paragraph. */
const BLOCK_TAGS = new Set([
	"P",
	"DIV",
	"SECTION",
	"ARTICLE",
	"HEADER",
	"FOOTER",
	"NAV",
	"ASIDE",
	"MAIN",
	"UL",
	"OL",
	"LI",
	"TABLE",
	"PRE",
	"BLOCKQUOTE",
	"H1",
	"H2",
	"H3",
	"H4",
	"H5",
	"H6",
	"DL",
	"DT",
	"DD",
	"FIGURE",
	"FIGCAPTION",
	"DETAILS",
	"SUMMARY",
	"AUDIO",
	"VIDEO",
	"HR",
	"FIELDSET",
	"FORM",
]);
const hasBlocks = (element) =>
	Array.from(element.children).some((child) => BLOCK_TAGS.has(child.tagName.toUpperCase()));

/** Markdown blocks of an element's children. */
function blocks(element, context, depth = 0) {
	const out = [];
	let run = "";
	const flush = () => {
		const text = escapeLineStarts(tidy(run));
		if (text) out.push(text);
		run = "";
	};
	for (const child of element.childNodes) {
		if (child.nodeType === 3) {
			run += escapeText(collapse(child.nodeValue));
			continue;
		}
		if (child.nodeType !== 1 || skipped(child)) continue;
		const tag = child.tagName.toUpperCase();
		if (!BLOCK_TAGS.has(tag) && child.getAttribute("data-island") !== "snippet-tabs") {
			run += inline(child, context);
			continue;
		}
		flush();
		const block = blockOf(child, tag, context, depth);
		if (block) out.push(block);
	}
	flush();
	return out;
}

/** A tab panel's content under its tab's label: the tabs themselves are buttons, left out. */
function tabPanel(element, context, depth) {
	const tab = element.ownerDocument.getElementById(element.getAttribute("aria-labelledby") ?? "");
	const body = blocks(element, context, depth).join("\n\n");
	const label = tab ? escapeText(tidy(collapse(tab.textContent))) : "";
	return label ? `**${label}**\n\n${body}` : body;
}

/** A list of cards each with its own heading reads better as sections than as bullets. */
function sections(element, context, depth) {
	return Array.from(element.children, (item) => blocks(item, context, depth).join("\n\n"))
		.filter(Boolean)
		.join("\n\n");
}

function blockOf(element, tag, context, depth) {
	if (element.getAttribute("data-island") === "snippet-tabs") return snippetTabs(element);
	if (element.getAttribute("data-island") === "run-locally") return runLocally(element);
	if (element.getAttribute("role") === "tabpanel") return tabPanel(element, context, depth);
	const heading = /^H([1-6])$/.exec(tag);
	if (heading) {
		const text = escapeHeading(tidy(inline(element, context)));
		return text ? `${"#".repeat(Number(heading[1]))} ${text}` : "";
	}
	switch (tag) {
		case "PRE": {
			const language = element.closest("[data-lang]")?.getAttribute("data-lang") ?? "";
			return fence(element.textContent, language);
		}
		case "TABLE":
			return table(element, context);
		case "UL":
		case "OL":
			return element.querySelector("h1, h2, h3, h4, h5, h6")
				? sections(element, context, depth)
				: list(element, context, depth);
		case "BLOCKQUOTE":
			return blocks(element, context, depth)
				.join("\n\n")
				.split("\n")
				.map((line) => (line ? `> ${line}` : ">"))
				.join("\n");
		case "DT":
			return `**${tidy(inline(element, context))}**`;
		case "HR":
			return "---";
		case "AUDIO":
		case "VIDEO": {
			const src = element.getAttribute("src") ?? element.querySelector("source")?.getAttribute("src");
			return src ? `[${tag === "AUDIO" ? "Audio" : "Video"}](${absolute(src, context.origin)})` : "";
		}
		default:
			return hasBlocks(element)
				? blocks(element, context, depth).join("\n\n")
				: escapeLineStarts(tidy(inline(element, context)));
	}
}

/**
 * The Markdown of a page's main content. `origin` makes the page's own links absolute, so the
 * Markdown still points somewhere once pasted into a chat.
 */
export function elementToMarkdown(element, { origin } = {}) {
	return `${blocks(element, { origin })
		.filter(Boolean)
		.join("\n\n")
		.replace(/\n{3,}/g, "\n\n")}\n`;
}
