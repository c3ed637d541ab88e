import { PIPELINE_TYPES, TASKS_DATA } from "@hubkit/tasks";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { SNIPPET_CHOICE_KEY } from "../scripts/island-hydration.mjs";
import { axe, hydrated, islandsReach, islandsState, launchBrowser, openPage } from "./browser.js";

let browser: Browser;
const site = inject("siteUrl");

beforeAll(async () => {
	browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("task pages", () => {
	it("render their title and demo (or a clear placeholder) without console errors", async () => {
		const { page, errors } = await openPage(browser);
		for (const id of PIPELINE_TYPES) {
			const task = TASKS_DATA[id];
			const response = await page.goto(`${site}/tasks/${id}`, { waitUntil: "load" });
			expect(response?.status(), id).toBe(200);
			// One read of the page per task: a locator per check ran Playwright's selector engine over
			// the whole page each time, half the walk's time. Texts come as lists, so that a second
			// match fails as a locator's strict mode would.
			const shown = await page.evaluate(
				(modelIds) => {
					const texts = (selector: string) =>
						[...document.querySelectorAll(selector)].map((element) => element.textContent);
					const count = (selector: string) => document.querySelectorAll(selector).length;
					return {
						title: texts("h1"),
						placeholder: texts(".placeholder-note"),
						demoItems: count(".task-demo .demo-item"),
						summary: texts(".task-summary"),
						furtherReading: count(".further-reading li"),
						variants: count(".task-variants > li"),
						modelLinks: modelIds.map((model) =>
							count(`.repo-list a[href="https://huggingface.co/${model}"]`),
						),
						sources: [...document.querySelectorAll(".update-on-github a")].map((link) =>
							link.getAttribute("href"),
						),
					};
				},
				task.models.map((model) => model.id),
			);
			expect(shown.title, id).toEqual([task.label]);
			if (task.isPlaceholder) {
				expect(shown.placeholder, id).toHaveLength(1);
				expect(shown.placeholder[0], id).toContain("not documented yet");
			} else {
				expect(shown.demoItems, id).toBe(task.demo.inputs.length + task.demo.outputs.length);
				expect(shown.summary, id).toEqual([task.summary]);
				expect(shown.furtherReading, id).toBe(task.furtherReading.length);
				expect(shown.variants, id).toBe(task.variants?.length ?? 0);
				// Each model linked exactly once.
				expect(shown.modelLinks, id).toEqual(task.models.map(() => 1));
			}
			expect(shown.sources, id).toHaveLength(1);
			expect(shown.sources[0], id).toMatch(/\/blob\/main\/packages\/tasks\/src\/records\//);
		}
		expect(errors).toEqual([]);
	});

	it("explain a task's variants and list its further reading, in 'On this page', the Markdown and with no axe violation", async () => {
		const { page, errors } = await openPage(browser);
		const task = TASKS_DATA["question-answering"];
		await page.goto(`${site}/tasks/question-answering`, { waitUntil: "load" });
		const outline = page.getByRole("navigation", { name: "On this page", exact: true });
		for (const section of ["Variants", "Further reading"]) {
			expect(await outline.getByRole("link", { name: section, exact: true }).count(), section).toBe(1);
		}
		const variants = page.locator("section:has(> .heading > h2#variants) h3");
		expect(await variants.allTextContents()).toEqual(task.variants?.map((variant) => variant.name));
		const reading = page.locator(".further-reading a");
		expect(await reading.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(
			task.furtherReading.map((link) => link.url),
		);
		// The two sections this checks: the rest of the page is the task template, which
		// site-wide.e2e.ts scans whole on its sample of task pages (and scanning this page's main took
		// three times as long as its two sections).
		const { violations } = await axe(page)
			.include("section:has(> .heading > #variants)")
			.include("section:has(> .heading > #further-reading)")
			.analyze();
		expect(violations.map((violation) => violation.id)).toEqual([]);
		const markdown = await (await fetch(`${site}/tasks/question-answering.md`)).text();
		expect(markdown).toContain("## Variants");
		expect(markdown).toContain(`### ${task.variants?.[0]?.name}`);
		expect(markdown).toContain(`## Further reading`);
		expect(markdown).toContain(`[${task.furtherReading[0]?.title}](${task.furtherReading[0]?.url})`);
		expect(errors).toEqual([]);
	});

	it("load the video only when the reader presses play, from youtube-nocookie.com", async () => {
		const { page, requests } = await openPage(browser);
		await page.route(/youtube/, (route) =>
			route.fulfill({ status: 200, contentType: "text/html", body: "<p>video</p>" }),
		);
		await page.goto(`${site}/tasks/text-classification`, { waitUntil: "networkidle" });
		expect(requests.filter((url) => url.hostname !== "127.0.0.1")).toEqual([]);
		expect(await page.locator("iframe").count()).toBe(0);
		await hydrated(page, ".video-play");
		await page.getByRole("button", { name: /Play video/ }).click();
		const frame = page.locator("iframe");
		await frame.waitFor();
		expect(await frame.getAttribute("src")).toBe(
			"https://www.youtube-nocookie.com/embed/leNG9fN9FQU?autoplay=1",
		);
		expect(await frame.getAttribute("title")).toBe("Text Classification explained");
	});

	it("load React only when the reader reaches for a piece or Try it nears the screen, and with the page when a remembered choice or the address asks", async () => {
		const { page, requests } = await openPage(browser);
		await page.goto(`${site}/tasks/text-generation`, { waitUntil: "networkidle" });
		expect(await islandsState(page)).toBe("on-reach");
		expect(requests.filter((url) => url.pathname.endsWith(".js"))).toEqual([]);
		// No pointer, no focus: the page scrolls, and Try it coming near the screen brings React.
		await page.evaluate(() => document.querySelector('[data-island="try-it"]')?.scrollIntoView());
		await islandsReach(page, "hydrated");
		await expect.poll(() => page.getByText("This panel needs JavaScript.").count()).toBe(0);

		await page.goto(`${site}/tasks/text-generation#responses-api`, { waitUntil: "load" });
		expect(await islandsState(page)).not.toBe("on-reach");
		await page.evaluate((key) => localStorage.setItem(key, "curl"), SNIPPET_CHOICE_KEY);
		await page.goto(`${site}/tasks/text-classification`, { waitUntil: "load" });
		expect(await islandsState(page)).not.toBe("on-reach");
		await page.evaluate(() => localStorage.clear());
		await page.goto(`${site}/tasks/text-classification`, { waitUntil: "load" });
		expect(await islandsState(page)).toBe("on-reach");
		await page.context().close();
	});

	it("link a task documented elsewhere to its canonical page", async () => {
		const { page } = await openPage(browser);
		await page.goto(`${site}/tasks/multiple-choice`);
		expect(await page.locator(".callout a").getAttribute("href")).toBe("/tasks/question-answering");
	});

	it("answer an unknown task id with the 404 page", async () => {
		const { page } = await openPage(browser);
		const response = await page.goto(`${site}/tasks/not-a-task`);
		expect(response?.status()).toBe(404);
		expect(await page.locator("h1").textContent()).toBe("Page not found");
		expect(await page.getByRole("link", { name: "Browse every task" }).getAttribute("href")).toBe("/tasks");
	});
});
