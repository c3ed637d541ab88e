import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, readServed, servedHtmlReader, settled } from "./browser.js";
import { COURSE_SOURCE, fencedCodeBlocks } from "./course-source.js";

let browser: Browser;
const site = inject("siteUrl");
const COURSE = "/course/he/chapter0/1";
const SOURCE = "https://github.com/huggingface/course/blob/main/chapters/he/chapter0/1.mdx";

let reader: Page;

beforeAll(async () => {
	browser = await launchBrowser();
	reader = await servedHtmlReader(browser, site);
});
afterAll(() => browser.close());

describe("the Hebrew course page", () => {
	it("is right to left in Hebrew, with left-to-right code blocks", async () => {
		const { page, errors } = await openPage(browser);
		await page.goto(`${site}${COURSE}`);
		await settled(page);
		expect(await page.locator("html").getAttribute("lang")).toBe("he");
		expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
		expect(
			await page
				.locator("main p")
				.first()
				.evaluate((p) => getComputedStyle(p).direction),
		).toBe("rtl");
		const directions = await page
			.locator(".code-block pre")
			.evaluateAll((blocks) => blocks.map((block) => getComputedStyle(block).direction));
		expect(directions.length).toBe(fencedCodeBlocks(COURSE_SOURCE));
		expect(new Set(directions)).toEqual(new Set(["ltr"]));
		expect(errors).toEqual([]);
	});

	// This and the next two read what the served HTML holds: parsed, not loaded (servedHtmlReader).
	it("has its headings in order: introduction, Colab, virtual environment, dependencies", async () => {
		const { value } = await readServed(reader, COURSE, (document) => ({
			headings: [...document.querySelectorAll("main :is(h1, h2, h3)")].map(
				(h) => `${h.tagName} ${h.textContent}`,
			),
			labels: [...document.querySelectorAll(".heading-anchor")].map((anchor) => anchor.textContent),
		}));
		expect(value.headings).toEqual([
			"H1 מבוא",
			"H2 שימוש במחברת Google Colab",
			"H2 שימוש בסביבה וירטואלית של Python",
			"H3 התקנת תלויות",
		]);
		expect(value.labels[0]).toBe("קישור לסעיף: מבוא");
	});

	it("shows the code blocks the setup needs, in order", async () => {
		const { value: blocks } = await readServed(reader, COURSE, (document) =>
			[...document.querySelectorAll(".code-block pre")].map((pre) => pre.textContent),
		);
		expect(blocks).toEqual([
			"!pip install transformers",
			"import transformers",
			"!pip install transformers[sentencepiece]",
			"mkdir ~/transformers-course\ncd ~/transformers-course",
			"python -m venv .env",
			"ls -a",
			".      ..    .env",
			"# Activate the virtual environment\nsource .env/bin/activate\n\n# Deactivate the virtual environment\ndeactivate",
			"which python",
			"/home/<user_name>/transformers-course/.env/bin/python",
			'pip install "transformers[sentencepiece]"',
		]);
	});

	it("renders the identical page whatever the fw parameter says", async () => {
		const { page, errors } = await openPage(browser);
		const render = async (query: string) => {
			await page.goto(`${site}${COURSE}${query}`, { waitUntil: "networkidle" });
			return page.locator("main").innerHTML();
		};
		const plain = await render("");
		for (const query of [
			"?fw=pt",
			"?fw=tf",
			`?fw=${encodeURIComponent("<script>alert(1)</script>")}`,
			"?fw=",
		]) {
			expect(await render(query), query).toBe(plain);
		}
		expect(errors).toEqual([]);
	});

	it("ends with an Update on GitHub link to its source, opening in a new tab", async () => {
		const { value } = await readServed(reader, COURSE, (document) => ({
			links: [...document.querySelectorAll("main .update-on-github a")].map((link) => ({
				href: link.getAttribute("href"),
				target: link.getAttribute("target"),
				rel: link.getAttribute("rel"),
			})),
			last: [...document.querySelectorAll("main article > *")].at(-1)?.className,
		}));
		expect(value.links).toEqual([{ href: SOURCE, target: "_blank", rel: "noopener noreferrer" }]);
		expect(value.last).toBe("update-on-github");
	});

	it("follows a heading anchor: the hash changes and the page scrolls to the heading", async () => {
		const { page } = await openPage(browser, { viewport: { width: 1024, height: 600 } });
		await page.goto(`${site}${COURSE}`);
		const target = page.locator("h2").nth(1);
		const id = await target.getAttribute("id");
		await target.hover();
		await page.locator(`a.heading-anchor[href="#${id}"]`).click();
		expect(decodeURIComponent(new URL(page.url()).hash)).toBe(`#${id}`);
		const top = await target.evaluate((h) => h.getBoundingClientRect().top);
		expect(top).toBeGreaterThanOrEqual(0);
		expect(top).toBeLessThan(100);
		expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
	});
});
