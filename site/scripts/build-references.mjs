// Which files of the built site are reachable: from every page, the files its HTML names (scripts,
// styles, images, island props, the loader's import), then what those name in turn (a script's
// imports and preload lists, a style sheet's url()). Used by the build to drop what nothing reaches.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix, relative, sep } from "node:path";
import { ENCODED_SUFFIX } from "./content-types.mjs";

/** Files a page's address never names but that are served: fetched by path, or read by crawlers and LLMs. */
export const ALWAYS_SERVED = [
	/^snippet-data\/.+\.json$/, // the provider picker builds these addresses from a task and a provider
	/^local-snippet-data\/.+\.json$/, // so does the Run locally model picker, from a task and a model's place
	/^spec-table-data\/.+\.json$/, // and the Request and Response tabs, from a task and a call
	/\.md$/, // each page's Markdown, fetched by "Copy page"
	/^(llms|llms-full|robots)\.txt$/,
	/^sitemap\.xml$/,
	/^pagefind\//, // the search index, loaded by the search field
];

/** Files the build writes that are never served. */
const NEVER_SERVED = new Set(["__spa-fallback.html"]);

const TEXT = /\.(html|js|mjs|css|json|svg|md|txt|xml)$/;
/** A path-like token ending in a file extension, inside quotes, parentheses or an HTML-escaped quote. */
const TOKEN =
	/(?:["'`(=,\s]|&quot;)((?:https?:\/\/[^/"'`\s]+)?[\w./@%+~-]*\/?[\w@%+~-]+\.[a-z0-9]{2,5})(?=[?#"'`),\s&]|$)/gi;

const SUFFIXES = Object.values(ENCODED_SUFFIX);
export const isEncodedCopy = (file) => SUFFIXES.some((suffix) => file.endsWith(suffix));

/** Every file under `root`, as `/`-separated paths relative to it, precompressed copies aside. */
export function buildFiles(root) {
	return readdirSync(root, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile())
		.map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join("/"))
		.filter((file) => !isEncodedCopy(file));
}

/** The pages: every prerendered HTML file the server answers with. */
export const isPage = (file) => file.endsWith(".html") && !NEVER_SERVED.has(file);

/** The files of `root` a text file names, resolved from its own folder or from the root. */
export function referencesOf(root, file) {
	const text = readFileSync(join(root, file), "utf8");
	const found = new Set();
	for (const [, token] of text.matchAll(TOKEN)) {
		const path = token.replace(/^https?:\/\/[^/]+/, "");
		const candidates = path.startsWith("/")
			? [path.slice(1)]
			: [posix.join(posix.dirname(file), path), posix.normalize(path)];
		for (const candidate of candidates) {
			if (candidate.startsWith("..")) continue;
			const full = join(root, candidate);
			if (existsSync(full) && statSync(full).isFile()) found.add(candidate);
		}
	}
	return found;
}

/** Every file reachable from the pages and the files always served, following references. */
export function reachableFiles(root, files = buildFiles(root)) {
	const reached = new Set(
		files.filter((file) => isPage(file) || ALWAYS_SERVED.some((pattern) => pattern.test(file))),
	);
	const queue = [...reached];
	while (queue.length > 0) {
		const file = queue.pop();
		if (!TEXT.test(file)) continue;
		for (const next of referencesOf(root, file)) {
			if (reached.has(next) || NEVER_SERVED.has(next)) continue;
			reached.add(next);
			queue.push(next);
		}
	}
	return reached;
}
