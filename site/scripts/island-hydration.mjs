// When a page's islands are hydrated: read by the page's loader (app/browser/island-loader.ts) and
// by the measure of what a page loads before the reader acts (page-weight.mjs), so both follow one rule.

/**
 * Islands whose prerendered HTML already shows everything they show until the reader uses them:
 * React comes when the reader reaches for one (pointer over, focus, touch), and what the reader did
 * before it took over is handed to it then. A page with only these loads no React to be read.
 */
export const HYDRATED_ON_REACH = new Set([
	"copy-page",
	"copy-button",
	"local-generator",
	"snippet-generator",
]);

/** Islands that read settings from the page's address (its query or fragment) as they hydrate. */
const READS_ADDRESS = new Set(["snippet-generator"]);

/**
 * Whether a page with these islands hydrates them as it loads: when one of them is not hydrated on
 * reach, or one reads the address and the address carries something (a fragment may be a heading's
 * anchor: hydrating then costs only time).
 */
export function hydratesOnLoad(islands, address) {
	const addressed = address.search !== "" || address.hash !== "";
	for (const name of islands) {
		if (!HYDRATED_ON_REACH.has(name) || (addressed && READS_ADDRESS.has(name))) return true;
	}
	return false;
}
