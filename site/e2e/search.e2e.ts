import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axe, launchBrowser, openPage, settled } from "./browser.js";

let browser: Browser;
const site = inject("siteUrl");

// "panoptic" is written in the image segmentation task's summary (and in its request types on the
// reference, which must rank below the task page); "וירטואלית" (virtual) only on the Hebrew course page.
const TASK_WORD = "panoptic";
const HEBREW_WORD = "וירטואלית";
const RESULTS_STATUS = new RegExp(`^\\d+ results? for “${TASK_WORD}”$`);
const COURSE = "/course/he/chapter0/1";

beforeAll(async () => {
	browser = await launchBrowser();
});
afterAll(() => browser.close());

const field = (page: Page) => page.getByRole("searchbox", { name: "Search", exact: true });
const results = (page: Page) => page.getByRole("list", { name: "Search results" }).getByRole("link");
const status = (page: Page) => page.locator(".site-search-status");
const searchRequests = (requests: URL[]) =>
	requests.filter((url) => url.pathname.startsWith("/pagefind/") || /\/search-[^/]*\.js$/.test(url.pathname));

async function search(page: Page, words: string) {
	await field(page).fill(words);
	await expect.poll(() => status(page).textContent(), { timeout: 10_000 }).toMatch(/result/);
}

describe("site search", () => {
	it("loads nothing for search until the reader focuses the field", async () => {
		const { page, requests, errors } = await openPage(browser);
		// Idle for 500 ms: what this proves is that nothing was fetched while the page sat untouched.
		await page.goto(`${site}/tasks`, { waitUntil: "networkidle" });
		expect(searchRequests(requests).map(String)).toEqual([]);
		await field(page).focus();
		await expect
			.poll(() => searchRequests(requests).some((url) => url.pathname === "/pagefind/pagefind.js"))
			.toBe(true);
		expect(errors).toEqual([]);
	});

	it("finds a task by a word of its summary, with the word marked, and the result opens the page", async () => {
		const { page, errors } = await openPage(browser);
		await page.goto(`${site}/`);
		await settled(page);
		await search(page, TASK_WORD);
		expect(await status(page).textContent()).toMatch(RESULTS_STATUS);
		const link = results(page).first();
		expect(await link.locator(".site-search-title").textContent()).toBe("Image Segmentation");
		expect((await link.locator("mark").allTextContents()).map((text) => text.toLowerCase())).toContain(
			TASK_WORD,
		);
		// The page's sections that match get links of their own: the word is an allowed value of a
		// request parameter, in the Request table.
		const sections = page.locator(".site-search-sections a");
		expect(await sections.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toContain(
			"/tasks/image-segmentation#request",
		);
		await link.click();
		await page.waitForURL(/\/tasks\/image-segmentation\/?(#.*)?$/);
		expect(errors).toEqual([]);
	});

	it("finds the Hebrew course page by a Hebrew word, searched from an English page", async () => {
		const { page, errors } = await openPage(browser);
		await page.goto(`${site}/tasks/text-classification`);
		await settled(page);
		await search(page, HEBREW_WORD);
		const link = results(page).first();
		expect(await link.getAttribute("href")).toMatch(new RegExp(`^${COURSE}/?(#.*)?$`));
		expect(await link.locator("mark").first().textContent()).toContain(HEBREW_WORD);
		await link.click();
		await page.waitForURL((url) => url.pathname.replace(/\/$/, "") === COURSE);
		expect(errors).toEqual([]);
	});

	it("works on the right-to-left Hebrew page, its header staying left to right", async () => {
		const { page, errors } = await openPage(browser);
		await page.goto(`${site}${COURSE}`);
		await settled(page);
		await search(page, TASK_WORD);
		expect(await results(page).first().locator(".site-search-title").textContent()).toBe(
			"Image Segmentation",
		);
		expect(
			await results(page)
				.first()
				.evaluate((link) => getComputedStyle(link).direction),
		).toBe("ltr");
		expect(errors).toEqual([]);
	});

	it("is focused by / (outside a text field) and by Ctrl-K or Cmd-K", async () => {
		const { page } = await openPage(browser);
		await page.goto(`${site}/tasks`);
		await settled(page);
		await page.locator("h1").click();
		await page.keyboard.press("/");
		expect(await field(page).evaluate((input) => input === document.activeElement)).toBe(true);
		expect(await field(page).inputValue()).toBe("");

		await page.locator("h1").click();
		await page.keyboard.press("Control+k");
		expect(await field(page).evaluate((input) => input === document.activeElement)).toBe(true);

		await page.locator("h1").click();
		await page.keyboard.press("Meta+k");
		expect(await field(page).evaluate((input) => input === document.activeElement)).toBe(true);

		// In a text field, / is a character like any other.
		await page.goto(`${site}/snippets`);
		await settled(page);
		const model = page.getByLabel("Model id");
		await model.fill("");
		await model.press("/");
		expect(await model.inputValue()).toBe("/");
		expect(await model.evaluate((input) => input === document.activeElement)).toBe(true);
	});

	it("can be used with the keyboard alone: arrows move through results, Escape closes, Enter opens", async () => {
		const { page, errors } = await openPage(browser);
		await page.goto(`${site}/inference`);
		await settled(page);
		await page.keyboard.press("/");
		await page.keyboard.type("image", { delay: 20 });
		await expect
			.poll(() => status(page).textContent(), { timeout: 10_000 })
			.toMatch(/^\d+ results for “image”$/);
		const count = await results(page).count();
		expect(count).toBeGreaterThan(2);

		const focusedHref = () => page.evaluate(() => document.activeElement?.getAttribute("href") ?? null);
		const hrefs = await results(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")));
		await page.keyboard.press("ArrowDown");
		expect(await focusedHref()).toBe(hrefs[0]);
		await page.keyboard.press("ArrowDown");
		expect(await focusedHref()).toBe(hrefs[1]);
		await page.keyboard.press("ArrowUp");
		expect(await focusedHref()).toBe(hrefs[0]);
		// Up from the first result returns to the field, with the typed words kept.
		await page.keyboard.press("ArrowUp");
		expect(await field(page).evaluate((input) => input === document.activeElement)).toBe(true);
		expect(await field(page).inputValue()).toBe("image");

		// Escape from a result closes the list and gives focus back to the field.
		await page.keyboard.press("ArrowDown");
		await page.keyboard.press("Escape");
		expect(await results(page).count()).toBe(0);
		expect(await field(page).evaluate((input) => input === document.activeElement)).toBe(true);

		// Down brings the closed list back, on its first result; Up returns to the field.
		await page.keyboard.press("ArrowDown");
		expect(await results(page).count()).toBe(count);
		expect(await focusedHref()).toBe(hrefs[0]);
		await page.keyboard.press("ArrowUp");
		expect(await field(page).evaluate((input) => input === document.activeElement)).toBe(true);

		// Typing again reopens the list; Enter on a result opens it.
		await page.keyboard.type("s", { delay: 20 });
		await expect.poll(() => status(page).textContent(), { timeout: 10_000 }).toMatch(/for “images”$/);
		await page.keyboard.press("ArrowDown");
		const target = await focusedHref();
		expect(target).toMatch(/^\//);
		await page.keyboard.press("Enter");
		await page.waitForURL((url) => `${url.pathname}${url.hash}` === target);
		expect(errors).toEqual([]);
	});

	it("is not offered with JavaScript turned off, where it could not search", async () => {
		const { page } = await openPage(browser, { javaScriptEnabled: false });
		await page.goto(`${site}/tasks`);
		expect(await field(page).isVisible()).toBe(false);
		expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(true);
	});

	it("opens the first result of the words typed when Enter is pressed in the field at once", async () => {
		const { page } = await openPage(browser);
		await page.goto(`${site}/`);
		await settled(page);
		await field(page).fill("zqxjvwk");
		await expect.poll(() => status(page).textContent(), { timeout: 10_000 }).toMatch(/^No results/);
		// Typed and submitted faster than the debounce: the new words are searched, not the old.
		await field(page).fill(TASK_WORD);
		await field(page).press("Enter");
		await page.waitForURL(/\/tasks\/image-segmentation\/?$/);
	});

	it("opens the first result of the words typed when Enter is pressed while their search is still running", async () => {
		const { page } = await openPage(browser);
		await page.goto(`${site}/`);
		await settled(page);
		await field(page).fill("zqxjvwk");
		await expect.poll(() => status(page).textContent(), { timeout: 10_000 }).toMatch(/^No results/);
		// The index answers only once Enter is pressed: the debounced search has started, not ended.
		let answer = () => {};
		const held = new Promise<void>((resolve) => {
			answer = resolve;
		});
		await page.route(/\/pagefind\//, async (route) => {
			await held;
			await route.continue();
		});
		const asked = page.waitForRequest(/\/pagefind\//);
		await field(page).fill(TASK_WORD);
		await asked;
		await field(page).press("Enter");
		answer();
		await page.waitForURL(/\/tasks\/image-segmentation\/?$/);
	});

	it("says when the index cannot be fetched, and tries again on the next words", async () => {
		const { page } = await openPage(browser);
		await page.goto(`${site}/`);
		await settled(page);
		await page.route(/\/pagefind\//, (route) => route.abort("internetdisconnected"));
		await field(page).fill(TASK_WORD);
		await expect.poll(() => status(page).textContent(), { timeout: 10_000 }).toMatch(/could not load/);
		expect(await page.locator(".site-search-empty").isVisible()).toBe(true);
		await page.unroute(/\/pagefind\//);
		await field(page).fill(`${TASK_WORD} `);
		await expect.poll(() => status(page).textContent(), { timeout: 10_000 }).toMatch(RESULTS_STATUS);
	});

	it("fetches its own code again on the next focus when the first fetch failed", async () => {
		const { page } = await openPage(browser);
		await page.goto(`${site}/`);
		await settled(page);
		const searchCode = /\/islands\/search-[^/]*\.js/;
		await page.route(searchCode, (route) => route.abort("internetdisconnected"));
		const failed = page.waitForEvent("requestfailed", (request) => searchCode.test(request.url()));
		await field(page).focus();
		await failed;
		await page.unroute(searchCode);
		await page.locator("h1").click();
		await search(page, TASK_WORD);
		expect(await status(page).textContent()).toMatch(RESULTS_STATUS);
	});

	it("says so when nothing matches", async () => {
		const { page } = await openPage(browser);
		await page.goto(`${site}/`);
		await settled(page);
		await search(page, "zqxjvwk");
		expect(await status(page).textContent()).toBe("No results for “zqxjvwk”");
		expect(await page.locator(".site-search-empty").textContent()).toBe("No results for “zqxjvwk”");
		expect(await results(page).count()).toBe(0);
	});

	it("fits a 360 px wide phone, and passes axe with its results open", async () => {
		const { page } = await openPage(browser, { viewport: { width: 360, height: 740 } });
		await page.goto(`${site}/tasks/text-classification`);
		await settled(page);
		expect(await field(page).isVisible()).toBe(true);
		await search(page, "image");
		const panel = await page.locator(".site-search-results").boundingBox();
		expect(panel).not.toBeNull();
		expect(panel?.x).toBeGreaterThanOrEqual(0);
		expect((panel?.x ?? 0) + (panel?.width ?? 0)).toBeLessThanOrEqual(360);
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
		// The search form, results and all: navigation.e2e.ts scans the whole of this page at this width,
		// where the scan of its every other element took 10 s more (the results change nothing outside it).
		const { violations } = await axe(page).include(".site-search").analyze();
		expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
			[],
		);
	});
});
