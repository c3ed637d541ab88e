import AxeBuilder from "@axe-core/playwright";
import axeCore, { type RunOptions } from "axe-core";
import {
	type Browser,
	type BrowserContext,
	type BrowserContextOptions,
	chromium,
	type Page,
} from "playwright-core";
import { inject } from "vitest";
import { PRERENDER_PATHS } from "../prerender-paths";

/**
 * This file's connection to the run's one Chromium (started in global-setup.ts). Closing it closes
 * the contexts this file opened and leaves the browser to the other files.
 */
export const launchBrowser = (): Promise<Browser> => chromium.connect(inject("browserEndpoint"));

export interface PageWatch {
	page: Page;
	errors: string[];
	requests: URL[];
}

/** A fresh page that records console errors, page errors and every request it makes. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<PageWatch> {
	const context = await browser.newContext(options);
	return watchPage(await context.newPage());
}

/**
 * Fresh pages in one context per set of context options: after the first, the site's hashed files
 * come from the context's cache instead of the server. Only for checks that store nothing (the site
 * stores a theme and a tab choice), since each page sees what the ones before it stored. Close the
 * page, not its context; closing the file's connection closes the contexts.
 */
export function pagesSharingContexts(browser: Browser) {
	const contexts = new Map<string, Promise<BrowserContext>>();
	return async (options: BrowserContextOptions = {}): Promise<PageWatch> => {
		const key = JSON.stringify(options);
		let context = contexts.get(key);
		if (!context) {
			context = browser.newContext(options);
			contexts.set(key, context);
		}
		return watchPage(await (await context).newPage());
	};
}

function watchPage(page: Page): PageWatch {
	const errors: string[] = [];
	const requests: URL[] = [];
	page.on("console", (message) => {
		if (message.type() === "error") errors.push(message.text());
	});
	page.on("pageerror", (error) => errors.push(String(error)));
	page.on("request", (request) => requests.push(new URL(request.url())));
	return { page, errors, requests };
}

/**
 * A page on the site's origin (its robots.txt: no script, no style, a few bytes) from which
 * `readServed` fetches and parses the site's pages.
 */
export async function servedHtmlReader(browser: Browser, site: string): Promise<Page> {
	const page = await (await browser.newContext()).newPage();
	await page.goto(`${site}/robots.txt`);
	return page;
}

/**
 * The served HTML of `route` as Chromium's own parser builds it with scripting off (a DOMParser
 * document runs no script and reads `<noscript>` as markup, as a page with JavaScript turned off
 * does), handed to `read`, with the answer's status. For checks of what the HTML holds: with no
 * style, layout, paint or subresource, it costs a fifth of a visit with JavaScript off (0.1 s instead
 * of 0.5 s for /tasks/text-generation). `read` runs in the page, so it may use nothing from outside
 * it; `page` comes from servedHtmlReader.
 */
export async function readServed<T, A = undefined>(
	page: Page,
	route: string,
	read: (document: Document, arg: A) => T,
	arg?: A,
): Promise<{ status: number; value: T }> {
	// A string, not a function, so that the page's Content-Security-Policy (no eval) does not apply.
	return (await page.evaluate(`(async () => {
		const response = await fetch(${JSON.stringify(route)});
		const html = await response.text();
		const document = new DOMParser().parseFromString(html, "text/html");
		return { status: response.status, value: (${read.toString()})(document, ${JSON.stringify(arg) ?? "undefined"}) };
	})()`)) as { status: number; value: T };
}

/**
 * Waits until React has taken over the element `selector` finds: before that, a click is held for
 * React and carried out when it has. On a page whose islands wait to be reached for, the pointer
 * goes over the element first, as a reader's would.
 */
export async function hydrated(page: Page, selector: string): Promise<void> {
	await reachFor(page, selector);
	await page.waitForFunction((css) => {
		const element = document.querySelector<HTMLElement & Record<string, unknown>>(css);
		return Boolean(element && Object.keys(element).some((key) => key.startsWith("__reactProps")));
	}, selector);
}

/**
 * Waits until React has hydrated the island `name` (`data-island`), the whole of it: its first
 * element carries React's fiber (an island that renders no element, its root). The root's listeners
 * come first, as hydration starts, before a lazy island's code has loaded: a change made then reached
 * a form whose state was still the prerendered default. An island that waits to be reached for is
 * reached for first.
 */
export async function islandHydrated(page: Page, name: string): Promise<void> {
	await reachFor(page, `[data-island="${name}"]`);
	await page.waitForFunction((island) => {
		const element = document.querySelector(`[data-island="${island}"]`);
		const marked = element?.firstElementChild ?? element;
		const mark = element?.firstElementChild ? "__reactFiber" : "__reactContainer";
		return Boolean(marked && Object.keys(marked).some((key) => key.startsWith(mark)));
	}, name);
	await islandsReach(page, "hydrated");
}

/** On a page whose islands wait for the reader (`data-islands="on-reach"`), the pointer goes over `selector`. */
async function reachFor(page: Page, selector: string): Promise<void> {
	await page.waitForSelector(selector, { state: "attached" });
	await page.evaluate((css) => {
		if (document.documentElement.dataset.islands !== "on-reach") return;
		document.querySelector(css)?.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
	}, selector);
}

/** The island bundle the loader fetches (its `data-hydrator`), as the build names it. */
const ISLAND_BUNDLE = /\/islands\/hydrate-[^/]+\.js$/;

/**
 * Holds the page's island bundle on its way until the returned function is called: what the reader
 * does meanwhile happens before React has the islands. Call before the page loads.
 */
export async function holdIslandBundle(page: Page): Promise<() => void> {
	let release = () => {};
	const held = new Promise<void>((resolve) => {
		release = resolve;
	});
	await page.route(ISLAND_BUNDLE, async (route) => {
		await held;
		await route.continue();
	});
	return release;
}

/** Has the page's island bundle fail to load. Call before the page loads. */
export const failIslandBundle = (page: Page) => page.route(ISLAND_BUNDLE, (route) => route.abort());

/** Where the page's islands stand, as the loader says (`data-islands`): on-reach, loading, hydrated, failed. */
export const islandsState = (page: Page) => page.evaluate(() => document.documentElement.dataset.islands);

/** Waits until the loader says the page's islands are in `state`. */
export const islandsReach = (page: Page, state: string) =>
	page.waitForFunction((wanted) => document.documentElement.dataset.islands === wanted, state);

/**
 * Waits until the page is as a reader finds it once it has loaded: its load event has fired and the
 * islands the page hydrates as it loads are React's (the loader's `data-islands` says "hydrated"), or
 * it has none, or they wait for the reader to reach for them ("on-reach"). A lazy island's code loads
 * before its markup is hydrated, so this is the moment the page stops changing by itself;
 * `waitUntil: "networkidle"` said the same 500 ms later on every load.
 */
export async function settled(page: Page): Promise<void> {
	await page.waitForLoadState("load");
	await page.waitForFunction(() => {
		const islands = document.documentElement.dataset.islands;
		return islands === undefined || islands === "on-reach" || islands === "hydrated";
	});
}

/**
 * Records what the page hands the clipboard, from its first script on; call before the page loads.
 * The clipboard is the browser's, shared by the pages of every file running at once: read back, it
 * could hold another test's copy. The write itself still goes to the clipboard.
 */
export async function recordCopies(page: Page): Promise<() => Promise<string[]>> {
	await page.addInitScript(() => {
		const copies: string[] = [];
		Object.defineProperty(window, "hubkitCopies", { value: copies });
		const write = navigator.clipboard.writeText.bind(navigator.clipboard);
		navigator.clipboard.writeText = (text: string) => {
			copies.push(text);
			return write(text);
		};
	});
	return () => page.evaluate(() => (window as unknown as { hubkitCopies: string[] }).hubkitCopies);
}

/**
 * A clock of the page's main-thread CPU time in seconds (thread ticks): what the page's own work
 * costs, which a loaded machine does not stretch as it stretches the wall clock.
 */
export async function mainThreadClock(page: Page): Promise<() => Promise<number>> {
	const cdp = await page.context().newCDPSession(page);
	await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
	return async () =>
		(await cdp.send("Performance.getMetrics")).metrics.find((metric) => metric.name === "TaskDuration")
			?.value ?? Number.NaN;
}

/**
 * axe over the page, as fast as it runs in Chromium: in the page itself (legacy mode: the site
 * embeds no frame from another origin, the only thing the default mode's blank aggregation page is
 * for) and keeping only the violations' nodes in full (the tests read nothing else). Each halves the
 * time of a scan of the larger pages; which rules run and what counts as a violation are unchanged.
 * axe's source goes into a document once (see injectAxe), not twice per scan.
 */
export const axe = (page: Page, options: RunOptions = {}) =>
	new AxeOnce(page).setLegacyMode(true).options({ ...options, resultTypes: ["violations"] });

/**
 * @axe-core/playwright 4.13.0 (dist/index.mjs, analyze and runLegacy) evaluates the script it is
 * given in the page, then again in every frame before it runs axe: axe-core's 1.3 MB, sent over the
 * DevTools connection and run twice per scan, a second of a scoped scan's two on a busy machine.
 * Given a script that does nothing, it runs the axe that injectAxe left in each frame instead. axe
 * keeps nothing from one run to the next (axe-core 4.13.0, axe.js: runRules builds the tree anew and
 * teardown clears its cache, memoized functions and tree when the run ends), and the options and
 * context each scan passes are the same, so the results are too. Alternated on one page at load 16:
 * 0.81-0.88 CPU-s a scan instead of 1.08-1.13, 1.8 s instead of 2.3-2.6 s.
 */
class AxeOnce extends AxeBuilder {
	readonly #page: Page;
	constructor(page: Page) {
		super({ page, axeSource: ";" });
		this.#page = page;
	}
	override async analyze() {
		await injectAxe(this.#page);
		const restore = await renderSkippedContent(this.#page);
		try {
			return await super.analyze();
		} finally {
			await restore();
		}
	}
}

/**
 * Has the browser lay out and paint what it skips (`content-visibility: auto` away from the screen:
 * the spec tables, the reference's entries), until the returned function puts it back. axe reads
 * colours where the browser painted them: in skipped content it found every text "overlapped by
 * another element" and left its contrast unchecked: texts checked on /tasks/text-generation 667 of
 * 1,102 without this, 1,098 with it; /reference/inference 795 of 937, 936 with it. What a text looks
 * like on screen does not depend on whether the browser skipped it while it was away.
 */
async function renderSkippedContent(page: Page): Promise<() => Promise<void>> {
	const mark = "data-rendered-for-axe";
	await page.evaluate((attribute) => {
		for (const element of document.querySelectorAll<HTMLElement>("*")) {
			if (getComputedStyle(element).contentVisibility !== "auto") continue;
			element.setAttribute(attribute, "");
			element.style.contentVisibility = "visible";
		}
	}, mark);
	return () =>
		page
			.evaluate((attribute) => {
				for (const element of document.querySelectorAll<HTMLElement>(`[${attribute}]`)) {
					element.removeAttribute(attribute);
					element.style.removeProperty("content-visibility");
				}
			}, mark)
			// A scan that navigated or closed the page leaves nothing to put back.
			.catch(() => undefined);
}

/**
 * Puts axe-core into every frame of the page that does not hold it yet (a new document does not). A
 * frame that fails it (gone meanwhile) is left out of the scan, as AxeBuilder's own injection leaves it.
 */
async function injectAxe(page: Page): Promise<void> {
	for (const frame of page.frames()) {
		const holdsAxe = await frame.evaluate("typeof window.axe?.run === 'function'").catch(() => true);
		if (!holdsAxe) await frame.evaluate(axeCore.source).catch(() => undefined);
	}
}

/** Every prerendered route, plus a query string the course page must ignore and an unknown address. */
export const ALL_ROUTES = [
	// One provider page and one package reference (the smallest: axe takes several seconds on each
	// of the others) stand for their templates; e2e/providers.e2e.ts and e2e/reference.e2e.ts open
	// them all, and reference.e2e.ts scans the other package pages and a page of each split group.
	...PRERENDER_PATHS.filter(
		(path) =>
			path !== "/404" &&
			(!path.startsWith("/providers/") || path === "/providers/together") &&
			(!path.startsWith("/reference/") || path === "/reference/snippets"),
	),
	"/course/he/chapter0/1?fw=tf",
	"/no-such-page",
];

/** Routes under one first segment with more below it share a template (tasks, providers, course, reference). */
export const templateOf = (route: string) => {
	const segments = new URL(route, "http://localhost").pathname.split("/").filter(Boolean);
	return segments.length > 1 ? `/${segments[0]}/*` : route;
};

/**
 * Task pages that between them show every part of the task template: token marks, Try it and a
 * video facade; an image answer; audio in; a table; a chat demo; a placeholder documented with
 * another task; and a placeholder of its own.
 */
export const TASK_SAMPLE = [
	"/tasks/token-classification",
	"/tasks/text-to-image",
	"/tasks/automatic-speech-recognition",
	"/tasks/table-question-answering",
	"/tasks/image-text-to-text",
	"/tasks/table-to-text",
	"/tasks/graph-ml",
];

/**
 * What axe scans: every route that is a template of its own, plus the task sample. The other task
 * pages are the same components over other data; scanning all 60 would add 53 scans of 0.8-1.4 s
 * each to every test run for no rule the sample does not already exercise.
 */
export const AXE_ROUTES = ALL_ROUTES.filter(
	(route) => templateOf(route) !== "/tasks/*" || TASK_SAMPLE.includes(route),
);
