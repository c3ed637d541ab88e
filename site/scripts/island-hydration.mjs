// When a page's islands are hydrated: read by the page's loader (app/browser/island-loader.ts) and
// by the measure of what a page loads before the reader acts (page-weight.mjs), so both follow one rule.

/** Where the reader's language and client choice among the Inference tabs is remembered between pages. */
export const SNIPPET_CHOICE_KEY = "hubkit:snippet-client";
/** Where the reader's "Run locally" tab is remembered between pages (apart from the API snippets' tab). */
export const LOCAL_CHOICE_KEY = "hubkit:local-snippet";
/** How near the screen an island that acts on coming into view is hydrated (Try it opens its panel there). */
export const NEAR_VIEW_MARGIN = "300px 0px";

/**
 * Islands whose prerendered HTML shows what they show until the reader uses them: React comes when
 * the reader reaches for one (pointer over, focus, touch), and what the reader did before it took
 * over is handed to it then. Each may need React as the page loads all the same: when it reads
 * settings from the address (`address`: its query or fragment; a fragment may be a heading's anchor,
 * and hydrating then costs only time), restores a choice stored under a key (`stored`), or acts as
 * it nears the screen (`nearView`: hydrated then, or when reached for). An island missing here is
 * hydrated as the page loads.
 */
const ON_REACH = new Map([
	["copy-page", {}],
	["copy-button", {}],
	["video-facade", {}],
	["local-generator", {}],
	["snippet-generator", { address: true }],
	["framework-param", { address: true }],
	["spec-calls", { address: true }],
	["run-locally", { address: true, stored: LOCAL_CHOICE_KEY }],
	["snippet-tabs", { stored: SNIPPET_CHOICE_KEY }],
	["try-it", { nearView: true }],
	["compare-providers", { nearView: true }],
]);

/** The islands hydrated on reach; the others are hydrated as the page loads. */
export const HYDRATED_ON_REACH = new Set(ON_REACH.keys());

/** Whether the island `name` is hydrated as it nears the screen. */
export const hydratesNearView = (name) => ON_REACH.get(name)?.nearView === true;

/**
 * Whether a page with these islands hydrates them as it loads, given its address and whether the
 * browser holds something under a storage key (`isStored`).
 */
export function hydratesOnLoad(islands, address, isStored = () => false) {
	const addressed = address.search !== "" || address.hash !== "";
	for (const name of islands) {
		const when = ON_REACH.get(name);
		if (!when || (when.address && addressed) || (when.stored && isStored(when.stored))) return true;
	}
	return false;
}
