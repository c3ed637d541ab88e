import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PRERENDER_PATHS } from "../prerender-paths";
import { launchBrowser, openPage } from "./browser.js";

const site = inject("siteUrl");
const PAGES = PRERENDER_PATHS.filter((path) => path !== "/404");
const markdownOf = (path: string) => (path === "/" ? "/index.md" : `${path}.md`);
const NOTE = "For AI agents:";

let browser: Browser;
beforeAll(async () => {
	browser = await launchBrowser();
});
afterAll(() => browser.close());

const html = async (path: string) => (await fetch(`${site}${path}`)).text();

// The note is part of every page, so the full-page axe scans of the site's routes hold it: "/" and the
// course page in site-wide.e2e.ts, /tasks/text-classification at three widths in navigation.e2e.ts.
// They were scanned here a second time, in the same state.
describe("the note for agents in every page's HTML", () => {
	it("is there once, before <main> and outside any <nav>, naming /llms.txt and the page's Markdown copy", async () => {
		for (const path of PAGES) {
			const text = await html(path);
			const at = text.indexOf(NOTE);
			expect(at, path).toBeGreaterThan(0);
			expect(text.indexOf(NOTE, at + 1), path).toBe(-1);
			const note = /<p class="visually-hidden">For AI agents:[\s\S]*?<\/p>/.exec(text)?.[0] ?? "";
			expect(note, path).toContain('<a href="/llms.txt" tabindex="-1">/llms.txt</a>');
			expect(note, path).toContain(`<a href="${markdownOf(path)}" tabindex="-1">${markdownOf(path)}</a>`);
			expect(at, path).toBeLessThan(text.indexOf("<main"));
			const before = text.slice(0, at);
			expect(before.lastIndexOf("<nav"), path).toBeLessThanOrEqual(before.lastIndexOf("</nav>"));
			// Named in the head too, as llms.txt v2 has pages name their copy and the index.
			expect(text, path).toContain(`<link rel="alternate" type="text/markdown" href="${markdownOf(path)}"/>`);
			expect(text, path).toContain('<link rel="describedby" href="/llms.txt"/>');
		}
	});

	it("names only /llms.txt on the not-found page, which has no Markdown copy", async () => {
		const response = await fetch(`${site}/no-such-page`);
		expect(response.status).toBe(404);
		const text = await response.text();
		const note = /<p class="visually-hidden">For AI agents:[\s\S]*?<\/p>/.exec(text)?.[0] ?? "";
		expect(note).toContain('href="/llms.txt"');
		expect(note).not.toMatch(/\.md\b/);
		expect(text).not.toContain('type="text/markdown"');
	});

	it("is not shown, takes no keyboard focus, and a screen reader meets it once, in the banner after the skip link", async () => {
		const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
		await page.goto(`${site}/tasks/text-classification`);
		const note = page.getByText(NOTE);
		expect(await note.count()).toBe(1);
		const box = await note.boundingBox();
		expect(box && box.width <= 1 && box.height <= 1).toBe(true);

		const snapshot = await page.locator("body").ariaSnapshot();
		expect(snapshot.split(NOTE).length - 1).toBe(1);
		const banner = await page.getByRole("banner").ariaSnapshot();
		expect(banner.indexOf("Skip to content")).toBeLessThan(banner.indexOf(NOTE));
		expect(await page.getByRole("main").getByText(NOTE).count()).toBe(0);

		// Tab goes from the skip link to the site's name, as before the note: its links are skipped.
		await page.keyboard.press("Tab");
		expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to content");
		await page.keyboard.press("Tab");
		expect(await page.evaluate(() => document.activeElement?.className)).toBe("site-name");
		await page.context().close();
	});
});
