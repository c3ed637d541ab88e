// What JavaScript a prerendered page makes the browser download before the reader does anything,
// gzipped: its script tags and module preloads, the island bundle that its loader imports when the
// page's islands hydrate as it loads (the loader's `data-hydrator` names it), the lazily loaded
// chunk of each island on the page (hydration fetches it), and every module those import statically.
// Dynamic imports made on a reader's action (reaching for an island, the snippet generator's engine
// and highlighter, Try it's panel) are not counted: they come after.
import { readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { gzipSync } from "node:zlib";
import { hydratesOnLoad } from "./island-hydration.mjs";

/** At most this many gzipped bytes of JavaScript per page before the reader searches or opens a panel. */
export const PAGE_JS_BUDGET = 100 * 1024;

const gz = (root, url) => gzipSync(readFileSync(join(root, url))).length;

/** Static imports of a bundled module (`import"./x.js"`, `from"./x.js"`), as addresses. */
function staticImports(root, url) {
	const code = readFileSync(join(root, url), "utf8");
	return [...code.matchAll(/(?:\bfrom|\bimport)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)].map((m) =>
		posix.join(posix.dirname(url), m[1]),
	);
}

/** The chunk a loaded script imports lazily for the island `name` (the registry's `lazy(() => import(...))`). */
function lazyIslandChunk(root, url, name) {
	const code = readFileSync(join(root, url), "utf8");
	const at = code.indexOf(`"${name}":`);
	if (at < 0) return undefined;
	// The entry's value runs to the registry's next key.
	const end = code.indexOf(`,"`, at + name.length + 3);
	const entry = code.slice(at, end < 0 ? undefined : end);
	const found = /import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/.exec(entry);
	return found ? posix.join(posix.dirname(url), found[1]) : undefined;
}

/** Every script the page loads before the reader acts, given its HTML and the build in `root`. */
export function pageScripts(html, root) {
	const urls = new Set(
		[...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/[^"]+\.js)"/g)].map((m) => m[1]),
	);
	// Islands that wait for the reader load nothing before (island-hydration.mjs), on the page opened
	// from a plain link: no query, no fragment, nothing stored.
	const found = new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]));
	const islands = hydratesOnLoad(found, { search: "", hash: "" }) ? found : new Set();
	if (islands.size > 0) {
		for (const m of html.matchAll(/data-hydrator="(\/[^"]+\.js)"/g)) urls.add(m[1]);
	}
	const queue = [...urls];
	const visit = (url) => {
		if (urls.has(url)) return;
		urls.add(url);
		queue.push(url);
	};
	while (queue.length > 0) {
		const url = queue.pop();
		for (const name of islands) {
			const chunk = lazyIslandChunk(root, url, name);
			if (chunk) visit(chunk);
		}
		for (const imported of staticImports(root, url)) visit(imported);
	}
	return [...urls].sort();
}

/** Gzipped bytes of every script the page at `route` loads before the reader acts, from the build in `root`. */
export function pageJsWeight(root, route) {
	const html = readFileSync(join(root, route, "index.html"), "utf8");
	const scripts = pageScripts(html, root);
	return { route, scripts, bytes: scripts.reduce((sum, url) => sum + gz(root, url), 0) };
}
