import { PIPELINE_TYPES, TASKS_DATA } from "@hubkit/tasks";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axe, hydrated, launchBrowser, openPage } from "./browser.js";

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
			expect(await page.locator("h1").textContent(), id).toBe(task.label);
			if (task.isPlaceholder) {
				expect(await page.locator(".placeholder-note").textContent(), id).toContain("not documented yet");
			} else {
				const items = page.locator(".task-demo .demo-item");
				expect(await items.count(), id).toBe(task.demo.inputs.length + task.demo.outputs.length);
				expect(await page.locator(".task-summary").textContent(), id).toBe(task.summary);
				expect(await page.locator(".further-reading li").count(), id).toBe(task.furtherReading.length);
				expect(await page.locator(".task-variants > li").count(), id).toBe(task.variants?.length ?? 0);
				for (const model of task.models) {
					expect(
						await page.locator(`.repo-list a[href="https://huggingface.co/${model.id}"]`).count(),
						model.id,
					).toBe(1);
				}
			}
			expect(await page.locator(".update-on-github a").getAttribute("href"), id).toMatch(
				/\/blob\/main\/packages\/tasks\/src\/records\//,
			);
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
		const { violations } = await axe(page).include("main").analyze();
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
