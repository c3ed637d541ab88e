import { getInferenceSnippets } from "@hubkit/snippets";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { hydrated, launchBrowser, openPage, readServed, recordCopies, servedHtmlReader } from "./browser.js";

let browser: Browser;
const site = inject("siteUrl");

beforeAll(async () => {
	browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Opens a task page and waits for the tabs island to hydrate. */
async function openTask(page: Page, id: string) {
	await page.goto(`${site}/tasks/${id}`);
	await hydrated(page, '[role="tab"]');
}

/** The Inference section's tabs island: task pages also have the Run locally section's tabs. */
/** The Inference section's tabs: a chat page's Responses API part has tabs of its own further down. */
const inference = (page: Page) => page.locator('[data-island="snippet-tabs"]').first();

const selectedLabel = (page: Page) =>
	inference(page).locator('[role="tab"][aria-selected="true"]').textContent();

describe("the Inference section's tabs", () => {
	it("follow the WAI-ARIA tabs pattern: one tab stop, arrows and Home/End move and show, panels follow", async () => {
		const { page, errors } = await openPage(browser);
		await openTask(page, "text-classification");
		const tabs = inference(page).getByRole("tab");
		const count = await tabs.count();
		expect(count).toBeGreaterThanOrEqual(4);
		expect(await inference(page).getByRole("tablist").getAttribute("aria-label")).toBe(
			"Code for Text Classification",
		);
		expect(await tabs.nth(0).getAttribute("aria-selected")).toBe("true");
		expect(await inference(page).locator('[role="tab"][tabindex="0"]').count()).toBe(1);
		expect(await inference(page).locator('[role="tabpanel"]:not([hidden])').count()).toBe(1);

		await tabs.nth(0).focus();
		await page.keyboard.press("ArrowRight");
		expect(await tabs.nth(1).getAttribute("aria-selected")).toBe("true");
		expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-selected"))).toBe("true");
		const panel = await tabs.nth(1).getAttribute("aria-controls");
		expect(await page.locator(`[id="${panel}"]`).isVisible()).toBe(true);
		expect(await inference(page).locator('[role="tab"][tabindex="0"]').count()).toBe(1);

		await page.keyboard.press("End");
		expect(await tabs.nth(count - 1).getAttribute("aria-selected")).toBe("true");
		await page.keyboard.press("ArrowRight");
		expect(await tabs.nth(0).getAttribute("aria-selected")).toBe("true");
		await page.keyboard.press("ArrowLeft");
		expect(await selectedLabel(page)).toBe("Shell · curl");
		expect(await inference(page).locator('[role="tabpanel"]:not([hidden]) pre').textContent()).toContain(
			"curl ",
		);
		await page.keyboard.press("Home");
		expect(await tabs.nth(0).getAttribute("aria-selected")).toBe("true");
		expect(errors).toEqual([]);
	});

	it("remember the reader's client on the next task page", async () => {
		const { page } = await openPage(browser);
		await openTask(page, "text-classification");
		await inference(page).getByRole("tab", { name: "Python · requests" }).click();
		await openTask(page, "token-classification");
		await page.waitForFunction(
			() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === "Python · requests",
		);
		expect(
			await inference(page).locator('[role="tabpanel"]:not([hidden]) pre').last().textContent(),
		).toContain("import requests");
	});

	it("show the install command above the code, each with its copy button", async () => {
		const { page } = await openPage(browser);
		await openTask(page, "text-classification");
		await inference(page).getByRole("tab", { name: "JavaScript · @hubkit/inference" }).click();
		const visible = inference(page).locator('[role="tabpanel"]:not([hidden])');
		expect(await visible.locator("pre").first().textContent()).toBe("npm install @hubkit/inference");
		expect(await visible.locator(".copy-button").count()).toBe(2);
	});
});

describe("the Inference section without JavaScript", () => {
	it("shows the first tab's code and says the page's Markdown has every tab's", async () => {
		const reader = await servedHtmlReader(browser, site);
		const { value } = await readServed(reader, "/tasks/text-classification", (document) => {
			const island = document.querySelector('[data-island="snippet-tabs"]');
			return {
				panelsWithCode: [...(island?.querySelectorAll('[role="tabpanel"]') ?? [])].filter((panel) =>
					panel.querySelector("pre"),
				).length,
				note: island?.querySelector("noscript")?.textContent,
				link: island?.querySelector("noscript a")?.getAttribute("href"),
			};
		});
		expect(value.panelsWithCode).toBe(1);
		expect(value.note).toContain("every tab's code is in this page's Markdown copy");
		expect(value.link).toBe("/tasks/text-classification.md");
		await reader.context().close();
	});
});

describe("the provider picker", () => {
	it("loads the chosen provider's snippets and keeps the reader's tab", async () => {
		const { page, errors } = await openPage(browser);
		await openTask(page, "text-generation");
		const picker = page.getByLabel("Provider", { exact: true });
		expect(await picker.inputValue()).toBe("hf-inference");
		await inference(page).getByRole("tab", { name: "Shell · curl" }).click();
		const code = inference(page).locator('[role="tabpanel"]:not([hidden]) pre').last();
		expect(await code.textContent()).toContain(":hf-inference");
		await picker.selectOption("together");
		await page.waitForFunction(() =>
			document.querySelector('[role="tabpanel"]:not([hidden])')?.textContent?.includes(":together"),
		);
		expect(await selectedLabel(page)).toBe("Shell · curl");
		expect(await code.textContent()).not.toContain(":hf-inference");
		expect(errors).toEqual([]);
	});
});

describe("copying a snippet", () => {
	it("puts exactly the generator's code on the clipboard, for the provider the reader picked", async () => {
		const { page, errors } = await openPage(browser, { permissions: ["clipboard-read", "clipboard-write"] });
		const copies = await recordCopies(page);
		await openTask(page, "text-generation");
		await page.getByLabel("Provider", { exact: true }).selectOption("together");
		await page.waitForFunction(() =>
			document.querySelector('[role="tabpanel"]:not([hidden])')?.textContent?.includes(":together"),
		);
		await inference(page).getByRole("tab", { name: "Shell · curl" }).click();
		const block = inference(page).locator('[role="tabpanel"]:not([hidden]) .code-block').last();
		await block.hover();
		await block.locator(".copy-button").click();
		await expect.poll(() => block.locator(".copy-button").getAttribute("data-state")).toBe("copied");
		const copied = (await copies()).at(-1);
		const { modelId } = (await page.evaluate(() =>
			fetch("/snippet-data/text-generation/together.json").then((response) => response.json()),
		)) as { modelId: string };
		const expected = getInferenceSnippets(
			{ id: modelId, pipeline_tag: "text-generation", tags: ["conversational"] },
			"together",
		).find((snippet) => snippet.client === "curl")?.content;
		expect(expected).toContain(`"model": "${modelId}:together"`);
		expect(copied).toBe(expected);
		expect(errors).toEqual([]);
	});
});
