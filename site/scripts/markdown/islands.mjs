// The islands whose content lives in their props rather than in their static HTML (the tabs shown
// one at a time, the models loaded on choice), written out whole as HTML elements: a heading per
// tab with its code, one level under the section the island sits in.
import { fromHtml } from "hast-util-from-html";
import { codeBlock, h } from "./hast.mjs";

function propsOf(node) {
	try {
		const props = JSON.parse(String(node.properties?.dataProps ?? "{}"));
		return props !== null && typeof props === "object" ? props : {};
	} catch {
		return {};
	}
}

const listOf = (value) =>
	Array.isArray(value) ? value.filter((item) => item !== null && typeof item === "object") : [];
const stringOf = (value) => (typeof value === "string" ? value : undefined);

/** One tab: its label as a heading, its install line, its code in the language the tab names. */
function tab(item, level) {
	const code = stringOf(item.code);
	if (code === undefined) return [];
	const setup = stringOf(item.setup);
	return [
		h(`h${level}`, {}, [String(item.label ?? item.id ?? "")]),
		setup === undefined ? undefined : codeBlock(setup, "sh"),
		codeBlock(code, stringOf(item.language)),
	].filter(Boolean);
}

const SLUG = /^[\w.-]+$/;

/** A task's or provider's name as a path segment of the site's data: never `..` or a separator. */
const isSlug = (part) => typeof part === "string" && SLUG.test(part) && !part.startsWith(".");

/**
 * The site path of the JSON file with every tab's code for the island's task and provider (the
 * file the tabs load from when picked, routes/snippet-data.ts), or `snippetData` when it names one.
 */
function dataPath(props) {
	const named = stringOf(props.snippetData);
	if (named !== undefined) return named.startsWith("/") && !named.includes("..") ? named : undefined;
	const { task, provider } = props;
	return isSlug(task) && isSlug(provider) ? `/snippet-data/${task}/${provider}.json` : undefined;
}

/**
 * Every tab's code from the JSON file at `path`, by tab id, for tabs whose HTML carries only the
 * first tab's code; read through the caller's `readJson`.
 */
function codeFromFile(path, readJson) {
	if (path === undefined || !readJson) return new Map();
	try {
		return new Map(listOf(readJson(path)?.tabs).map((item) => [item.id, item]));
	} catch {
		return new Map();
	}
}

/** The tabs with their code: as the props carry it, else from the file at `path` when one lacks it. */
function tabsWithCode(tabs, path, readJson) {
	const fromFile = tabs.every((item) => typeof item.code === "string")
		? new Map()
		: codeFromFile(path, readJson);
	return tabs.map((item) => fromFile.get(item.id) ?? item);
}

/** The Inference section's and the Responses API part's tabs: every client's code under its label. */
function snippetTabs(props, level, { readJson } = {}) {
	return tabsWithCode(listOf(props.tabs), dataPath(props), readJson).flatMap((item) => tab(item, level));
}

/** The site path of the JSON file with a Run locally model's code, by its place in the page's list. */
function localDataPath(task, index) {
	return isSlug(task) ? `/local-snippet-data/${task}/${index}.json` : undefined;
}

/** The page's line under a Run locally tab's code, with the same words. */
function guideLine(item) {
	const url = stringOf(item.docsUrl);
	if (url === undefined || !URL.canParse(url)) return undefined;
	return h("p", {}, [
		"More in the ",
		h("a", { href: url }, [item.kind === "app" ? "app's guide" : "library's guide"]),
		".",
	]);
}

/** A model's name as the page shows it: its id, then its library. */
const modelName = (model) => [
	h("code", {}, [String(model.modelId ?? "")]),
	model.library ? ` (${model.library})` : "",
];

/**
 * "Run locally": the page's model's code, tab by tab (the tabs the HTML names without their code read
 * from the model's file); the other models (loaded on choice) by name.
 */
function runLocally(props, level, { readJson } = {}) {
	const models = listOf(props.models);
	const shown = models
		.flatMap((model, index) => (Array.isArray(model.tabs) ? [{ model, index }] : []))
		.flatMap(({ model, index }) => [
			h(`h${level}`, {}, ["Model: ", ...modelName(model)]),
			stringOf(model.note) ? h("p", {}, [model.note]) : undefined,
			...tabsWithCode(listOf(model.tabs), localDataPath(props.task, index), readJson).flatMap((item) => {
				const blocks = tab(item, Math.min(6, level + 1));
				const guide = guideLine(item);
				return guide ? [...blocks, guide] : blocks;
			}),
		])
		.filter(Boolean);
	const others = models
		.filter((model) => !Array.isArray(model.tabs))
		.map((model) => h("li", {}, [...modelName(model), stringOf(model.note) ? `: ${model.note}` : ""]));
	return others.length > 0
		? [...shown, h("p", {}, ["The other recommended models, on the page:"]), h("ul", {}, others)]
		: shown;
}

/**
 * A Request or Response tab's tables that the page leaves in a file (a task page carries its first
 * call's only; components/spec-table/SpecCalls.tsx), read from the file its empty panel names as the
 * HTML the page would have, so they are written as the first call's are: undefined when the element
 * names no such file, none when the file or its section is missing.
 */
export function tablesFromFile(node, { readJson } = {}) {
	const path = stringOf(node.properties?.dataSpecTables);
	const section = stringOf(node.properties?.dataSpecSection);
	if (path === undefined) return undefined;
	const match = /^\/spec-table-data\/([^/]+)\/([^/]+)\.json$/.exec(path);
	if (!match || !isSlug(match[1]) || !isSlug(match[2]) || !readJson) return [];
	if (section !== "request" && section !== "response") return [];
	try {
		const html = readJson(path)?.[section];
		return typeof html === "string" ? fromHtml(html, { fragment: true }).children : [];
	} catch {
		return [];
	}
}

/** Islands written from their props, by name; any other island is read from its HTML. */
const FROM_PROPS = { "snippet-tabs": snippetTabs, "run-locally": runLocally };

/** The elements that stand for an island in the Markdown, or undefined to read its HTML. */
export function islandContent(node, level, options) {
	const name = String(node.properties?.dataIsland ?? "");
	if (!Object.hasOwn(FROM_PROPS, name)) return undefined;
	return FROM_PROPS[name](propsOf(node), level, options);
}
