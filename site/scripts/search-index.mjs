// Build step: the full-text search index of every prerendered page, written by Pagefind to
// build/client/pagefind/ and fetched by the header's search field only when a reader starts
// searching. Runs after the Markdown step and before compression (build.mjs), so Pagefind's script and
// worker get their compressed copies too (its index, fragment and wasm files are gzip already).
//
// One index for the whole site. Pagefind splits its index by each page's `<html lang>` by default
// and the browser then searches only the index of the page's own language: a Hebrew word typed on
// an English page would find nothing, and the Hebrew course page would be reachable only from
// itself. Forcing one language merges every page into a single index, searched from any page.
// Nothing is lost by it: Pagefind has no Hebrew stemmer, and English stemming only changes words
// with English suffixes, which Hebrew words never carry, so Hebrew words are kept as written.
import { readdir, readFile, rm } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import * as pagefind from "pagefind";

/** Prerendered files that are not pages a reader visits. */
const NOT_PAGES = new Set(["404", "__spa-fallback"]);

/**
 * What is on the page but is not its content, beside the header and footer (outside the
 * `data-pagefind-body` main element): controls, the hidden names of heading links, and panels
 * whose text is a form. Listed here rather than marked in each component, so the one decision
 * about what search reads lives in one place.
 */
export const EXCLUDED = [
	"[data-pagefind-ignore]",
	".copy-page-button",
	".copy-button",
	".heading-anchor",
	".spec-anchor",
	".try-it",
	".video-play",
	".breadcrumb",
	// The sidebar, pager and On this page: the same links on many pages would drown every result.
	".page-navigation",
];

/** Files Pagefind writes for its own ready-made interfaces, which this site does not use. */
const UNUSED = [
	"pagefind-ui.js",
	"pagefind-ui.css",
	"pagefind-modular-ui.js",
	"pagefind-modular-ui.css",
	"pagefind-component-ui.js",
	"pagefind-component-ui.css",
	"pagefind-highlight.js",
];

/** Removes Pagefind's interface files and the WebAssembly of languages no index uses. */
async function removeUnused(output) {
	const entry = JSON.parse(await readFile(join(output, "pagefind-entry.json"), "utf8"));
	const wasm = new Set(Object.values(entry.languages).map((language) => `wasm.${language.wasm}.pagefind`));
	const unusedWasm = (await readdir(output)).filter(
		(name) => /^wasm\..+\.pagefind$/.test(name) && !wasm.has(name),
	);
	await Promise.all([...UNUSED, ...unusedWasm].map((name) => rm(join(output, name), { force: true })));
}

/** The prerendered pages under `root`: their URL path and file. */
export async function* htmlPages(root, dir = root) {
	for (const entry of await readdir(dir, { withFileTypes: true })) {
		const full = join(dir, entry.name);
		if (entry.isDirectory()) yield* htmlPages(root, full);
		else if (entry.name === "index.html") {
			const path = relative(root, dir).split(sep).join("/");
			if (!NOT_PAGES.has(path)) yield { url: path ? `/${path}` : "/", file: full };
		}
	}
}

/** Indexes every page under `root` into `root/pagefind/`; resolves to the number of pages. */
export async function writeSearchIndex(root) {
	const output = join(root, "pagefind");
	await rm(output, { recursive: true, force: true });
	const { index, errors } = await pagefind.createIndex({ forceLanguage: "en", excludeSelectors: EXCLUDED });
	if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
	try {
		let pages = 0;
		for await (const { url, file } of htmlPages(root)) {
			const added = await index.addHTMLFile({ url, content: await readFile(file, "utf8") });
			if (added.errors.length > 0) throw new Error(`Pagefind, ${url}: ${added.errors.join("; ")}`);
			if (!added.file.meta.title) throw new Error(`Pagefind, ${url}: the page has no h1 to title its result`);
			pages++;
		}
		const written = await index.writeFiles({ outputPath: output });
		if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join("; ")}`);
		await removeUnused(output);
		return pages;
	} finally {
		await pagefind.close();
	}
}
