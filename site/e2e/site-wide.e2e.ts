import { PIPELINE_TYPES } from "@hubkit/tasks";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
	ALL_ROUTES,
	AXE_ROUTES,
	axe,
	launchBrowser,
	openPage,
	type PageWatch,
	readServed,
	servedHtmlReader,
	settled,
	templateOf,
} from "./browser.js";
import { COURSE_SOURCE, fencedCodeBlocks } from "./course-source.js";

let browser: Browser;
const routes = ALL_ROUTES;
const site = inject("siteUrl");

beforeAll(async () => {
	browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("every route", () => {
	// The sample of task pages stands for the rest here too: their scripts and requests are the same.
	// One page visits each route once, and every check of that visit reads the same load.
	let visitor: PageWatch;
	let requestsMade = 0;
	beforeAll(async () => {
		visitor = await openPage(browser);
	});
	afterAll(() => visitor.page.context().close());

	it.each(AXE_ROUTES)(
		"%s loads without a request leaving localhost or a console error, and passes an axe scan with zero violations",
		async (route) => {
			const { page, requests, errors } = visitor;
			requests.length = 0;
			errors.length = 0;
			await page.goto(`${site}${route}`);
			await settled(page);
			// Also axe's experimental check that a control's name contains its visible words (Lighthouse runs it).
			const { violations } = await axe(page, {
				rules: { "label-content-name-mismatch": { enabled: true } },
			}).analyze();
			// Read after the scan, so that a request or an error of what ran after hydration is in them.
			requestsMade += requests.length;
			const outside = requests.filter((url) => url.hostname !== "127.0.0.1").map(String);
			expect(outside, `${route}: requests leaving localhost`).toEqual([]);
			expect(
				errors.filter((e) => !e.includes("404 (Not Found)")),
				`${route}: console errors`,
			).toEqual([]);
			const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
			expect(found, `${route}: axe violations`).toEqual([]);
		},
	);

	it("made more requests than pages on those visits (the request watch saw each page's files)", () => {
		expect(requestsMade).toBeGreaterThan(AXE_ROUTES.length);
	});

	/** The provider pages each task page names, as read with JavaScript turned off. */
	const providersNamed = new Map<string, Set<string>>();
	// What these two read is the served HTML, so Chromium parses it without loading the page: a visit
	// with JavaScript off also styled, laid out and painted every route (the walk took 30 s of 160).
	let reader: Page;
	beforeAll(async () => {
		reader = await servedHtmlReader(browser, site);
	});

	it("reads fine with JavaScript turned off", async () => {
		for (const route of routes) {
			const { value } = await readServed(reader, route, (document) => ({
				titles: [...document.querySelectorAll("h1")].map((h1) => h1.textContent?.trim()),
				providers: [...document.querySelectorAll('nav[aria-label="Providers"] a[href^="/providers/"]')].map(
					(link) => link.getAttribute("href") ?? "",
				),
			}));
			const { titles, providers } = value;
			expect(titles, route).toHaveLength(1);
			expect(titles[0], route).toBeTruthy();
			if (templateOf(route) !== "/tasks/*") continue;
			for (const href of providers)
				providersNamed.set(href, new Set([...(providersNamed.get(href) ?? []), route]));
		}
		const count = async (route: string, selector: string) =>
			(await readServed(reader, route, (document, css) => document.querySelectorAll(css).length, selector))
				.value;
		expect(await count("/tasks/token-classification", ".task-demo mark")).toBeGreaterThan(0);
		expect(await count("/tasks/token-classification", ".repo-list a")).toBeGreaterThan(2);
		expect(await count("/course/he/chapter0/1", ".code-block pre")).toBe(fencedCodeBlocks(COURSE_SOURCE));
		// The catalogue lists every task, documented or not.
		expect(await count("/tasks", "[data-task]")).toBe(PIPELINE_TYPES.length);
	});

	// On the walk above: walking every task page again for its links took a minute on a busy machine.
	it("links both ways: every provider a task page names links back to that task page", async () => {
		expect(PIPELINE_TYPES.every((id) => routes.includes(`/tasks/${id}`))).toBe(true);
		expect(providersNamed.size).toBeGreaterThan(10);
		for (const [provider, tasks] of providersNamed) {
			const { value: linked } = await readServed(reader, provider, (document) =>
				[...document.querySelectorAll(".provider-tasks a[href^='/tasks/']")].map((link) =>
					link.getAttribute("href"),
				),
			);
			expect(new Set(linked), provider).toEqual(tasks);
		}
	});

	it("fits a 360 pixel wide phone screen without sideways scrolling", async () => {
		const { page } = await openPage(browser, { viewport: { width: 360, height: 740 } });
		for (const route of [
			"/",
			"/tasks",
			"/tasks/token-classification",
			"/tasks/table-question-answering",
			"/course/he/chapter0/1",
		]) {
			await page.goto(`${site}${route}`);
			const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
			expect(overflow, route).toBeLessThanOrEqual(0);
		}
	});

	it("answers unknown addresses with a real 404 page that links back", async () => {
		const { page } = await openPage(browser);
		const response = await page.goto(`${site}/no/such/page`);
		expect(response?.status()).toBe(404);
		expect(await page.locator("h1").textContent()).toBe("Page not found");
		expect(await page.locator("main a[href='/']").count()).toBe(1);
		expect(await page.locator("header a[href='/tasks']").count()).toBe(1);
	});
});
