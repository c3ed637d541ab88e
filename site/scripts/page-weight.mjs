// What JavaScript a prerendered page makes the browser download, gzipped: its script tags,
// module preloads, and the island bundle that its loader imports when the page has islands.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const gz = (root, url) => gzipSync(readFileSync(join(root, url))).length;

export function pageScripts(html) {
	const urls = new Set(
		[...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/[^"]+\.js)"/g)].map((m) => m[1]),
	);
	// The Copy page button alone loads the bundle only when a reader reaches for it (root.tsx).
	if (/data-island="(?!copy-page")/.test(html)) {
		for (const m of html.matchAll(/import\("(\/[^"]+\.js)"\)/g)) urls.add(m[1]);
	}
	return [...urls];
}

/** Gzipped bytes of every script the page at `route` loads, from the build in `root`. */
export function pageJsWeight(root, route) {
	const html = readFileSync(join(root, route, "index.html"), "utf8");
	const scripts = pageScripts(html);
	return { route, scripts, bytes: scripts.reduce((sum, url) => sum + gz(root, url), 0) };
}
