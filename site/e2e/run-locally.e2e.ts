import { type Emulator, startEmulator } from "@hubkit/emulator";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
	axe,
	hydrated,
	islandHydrated,
	launchBrowser,
	openPage,
	readServed,
	servedHtmlReader,
} from "./browser.js";

let browser: Browser;
let emulator: Emulator;
const site = inject("siteUrl");

beforeAll(async () => {
	browser = await launchBrowser();
	// The hub the generator asks: flair's NER model as the hub files it (its card names flair and the task).
	emulator = await startEmulator({
		hubModels: [
			{ id: "flair/ner-english", pipeline_tag: "token-classification", library_name: "flair", tags: [] },
		],
	});
});
afterAll(async () => {
	await browser.close();
	await emulator.close();
});

/** Points the generator's Hub URL at the emulator. */
async function useEmulatorHub(page: Page): Promise<void> {
	const local = page.locator(".local-generator");
	await local.locator("summary", { hasText: "Advanced" }).click();
	await local.getByLabel("Hub URL").fill(emulator.url);
}

const section = "section:has(> .heading > h2#run-locally)";

describe("a task page's Run locally section", () => {
	it("shows distilbert's transformers pipeline, and moves between tabs and models by keyboard alone, with no axe violation", async () => {
		const { page, errors } = await openPage(browser);
		await page.goto(`${site}/tasks/text-classification`, { waitUntil: "load" });
		const local = page.locator(section);
		const shownPanel = local.locator('[role="tabpanel"]:not([hidden])');
		expect(await shownPanel.textContent()).toContain("from transformers import pipeline");
		expect(await shownPanel.textContent()).toContain(
			"distilbert/distilbert-base-uncased-finetuned-sst-2-english",
		);
		expect(await shownPanel.textContent()).toContain("pip install");
		await page.waitForSelector(`${section} [data-island="run-locally"]`);
		// Hydrated: the tab list reacts to keys.
		const tabs = local.getByRole("tab");
		expect(await tabs.count()).toBeGreaterThan(1);
		const first = await tabs.nth(0).textContent();
		const second = await tabs.nth(1).textContent();
		await tabs.nth(0).focus();
		await expect
			.poll(async () => {
				await page.keyboard.press("ArrowRight");
				return local.locator('[role="tab"][aria-selected="true"]').textContent();
			})
			.toBe(second);
		expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(second);
		await page.keyboard.press("ArrowLeft");
		expect(await local.locator('[role="tab"][aria-selected="true"]').textContent()).toBe(first);
		// The model picker, by keyboard: focus it and pick the next model.
		const picker = local.getByRole("combobox", { name: "Model to run locally" });
		await picker.focus();
		await page.keyboard.press("ArrowDown");
		await expect
			.poll(() => shownPanel.textContent())
			.toContain("cardiffnlp/twitter-roberta-base-sentiment-latest");
		const { violations } = await axe(page).include(section).analyze();
		expect(violations.map((violation) => violation.id)).toEqual([]);
		expect(errors).toEqual([]);
	});

	it("remembers the reader's tab on the next page, apart from the Inference tabs", async () => {
		const { page, errors } = await openPage(browser);
		await page.goto(`${site}/tasks/text-classification`, { waitUntil: "load" });
		const local = page.locator(section);
		const tabs = local.getByRole("tab");
		await tabs.nth(0).focus();
		const second = await tabs.nth(1).textContent();
		await expect
			.poll(async () => {
				await tabs.nth(1).click();
				return local.locator('[role="tab"][aria-selected="true"]').textContent();
			})
			.toBe(second);
		const inferenceChoice = await page.evaluate(() => localStorage.getItem("hubkit:snippet-client"));
		expect(inferenceChoice).toBeNull();
		await page.goto(`${site}/tasks/token-classification`, { waitUntil: "load" });
		await expect
			.poll(() => page.locator(`${section} [role="tab"][aria-selected="true"]`).textContent())
			.toBe(second);
		expect(errors).toEqual([]);
	});

	it("is where the Libraries list links: the link shows that library's tab", async () => {
		const { page, errors } = await openPage(browser);
		await page.goto(`${site}/tasks/token-classification`, { waitUntil: "load" });
		await page.waitForFunction(() => document.querySelector('[data-island="run-locally"] select') !== null);
		const link = page.locator('.library-list a[href^="#run-locally-library-flair"]');
		expect(await link.count()).toBe(1);
		await link.click();
		const selected = page.locator(`${section} [role="tab"][aria-selected="true"]`);
		await expect.poll(() => selected.getAttribute("id")).toMatch(/^run-locally-library-flair/);
		expect(await page.locator(`${section} [role="tabpanel"]:not([hidden])`).textContent()).toContain("flair");
		expect(errors).toEqual([]);
	});
});

/**
 * What the served HTML of the Run locally section holds, as a page with JavaScript off has it: its
 * tabs, the panels with code, and where its no-script note says the rest is.
 */
function servedRunLocally(document: Document) {
	const section = document.getElementById("run-locally")?.closest("section");
	return {
		tabs: [...(section?.querySelectorAll('[role="tab"]') ?? [])].map((tab) => tab.textContent ?? ""),
		panelsWithCode: [...(section?.querySelectorAll('[role="tabpanel"]') ?? [])].filter((panel) =>
			panel.querySelector("pre"),
		).length,
		noScriptLink: section?.querySelector("noscript a")?.getAttribute("href"),
	};
}

describe("a chat page's Run locally section", () => {
	it("carries only its model's first tab's code in the HTML, and says where the rest is for a reader without JavaScript", async () => {
		const reader = await servedHtmlReader(browser, site);
		const { value } = await readServed(reader, "/tasks/text-generation", servedRunLocally);
		expect(value.tabs.length).toBeGreaterThan(5);
		expect(value.panelsWithCode).toBe(1);
		expect(value.noScriptLink).toBe("/tasks/text-generation.md");
		await reader.context().close();
	});

	it("shows another tab's code once the model's file has loaded, by link too, with no axe violation in that state", async () => {
		const { page, errors } = await openPage(browser);
		await page.goto(`${site}/tasks/text-generation#run-locally-app-vllm`, { waitUntil: "load" });
		const local = page.locator(section);
		const shownPanel = local.locator('[role="tabpanel"]:not([hidden])');
		await islandHydrated(page, "run-locally");
		const poll = { timeout: 10_000 };
		await expect
			.poll(() => local.locator('[role="tab"][aria-selected="true"]').getAttribute("id"), poll)
			.toBe("run-locally-app-vllm");
		await expect.poll(() => shownPanel.locator("pre").last().textContent(), poll).toContain("vllm");
		await local.getByRole("tab").last().click();
		await expect.poll(() => shownPanel.locator("pre").count(), poll).toBeGreaterThan(0);
		expect(await local.locator(".run-locally").getAttribute("aria-busy")).toBe("false");
		const { violations } = await axe(page).include(section).analyze();
		expect(violations.map((violation) => violation.id)).toEqual([]);
		expect(errors).toEqual([]);
		await page.context().close();
	});

	it("has every tab of its model in the page's Markdown, with its code", async () => {
		const reader = await servedHtmlReader(browser, site);
		const { value } = await readServed(reader, "/tasks/text-generation", servedRunLocally);
		await reader.context().close();
		const markdown = await (await fetch(`${site}/tasks/text-generation.md`)).text();
		const part = markdown.slice(markdown.indexOf("## Run locally"));
		const model = part.slice(0, part.indexOf("The other recommended models"));
		const labels = [...model.matchAll(/^#### (.+)$/gm)].map((match) => match[1]);
		expect(labels).toEqual(value.tabs);
		for (const label of labels)
			expect(model.slice(model.indexOf(`#### ${label}\n`)), label).toMatch(/^#### .+\n\n```\w*\n/);
	});
});

describe("the Run locally generator", () => {
	it("writes a model's local code with the library it is built for, and with the library the reader picks", async () => {
		const { page, errors } = await openPage(browser);
		await page.goto(`${site}/snippets/local`, { waitUntil: "load" });
		const local = page.locator(".local-generator");
		const shown = local.locator('[role="tabpanel"]:not([hidden])');
		expect(await shown.textContent()).toContain("from transformers import pipeline");
		await hydrated(page, ".local-generator input");
		await useEmulatorHub(page);
		await local.getByRole("textbox", { name: "Model id" }).fill("flair/ner-english");
		await expect.poll(() => shown.textContent()).toContain("from flair");
		await local.getByRole("combobox", { name: "Library" }).selectOption("transformers");
		await expect.poll(() => shown.textContent()).toContain("from transformers import pipeline");
		expect(await shown.textContent()).toContain('"flair/ner-english"');
		expect(errors).toEqual([]);
	});

	it("tries loading the generator again on the reader's next change, as its status says, after a failed load", async () => {
		const { page } = await openPage(browser);
		await page.goto(`${site}/snippets/local`, { waitUntil: "load" });
		const local = page.locator(".local-generator");
		const status = local.locator(".generator-status");
		const model = local.getByRole("textbox", { name: "Model id" });
		await hydrated(page, ".local-generator input");
		const engine = /\/(local-engine|browser-highlight)[^/]*\.js/;
		const refused = new Set<string>();
		await page.route(engine, async (route) => {
			await route.abort("internetdisconnected");
			refused.add(engine.exec(route.request().url())?.[1] ?? "");
		});
		await useEmulatorHub(page);
		await model.fill("flair/ner-english");
		await expect.poll(() => status.textContent()).toMatch(/could not be loaded.*change a field to try again/);
		// The load asks for both files at once and fails at the first refusal. The route goes only once
		// both are refused, so no request of the failed load is still waiting on it when the next try
		// asks for the same file: a clean-clone run on a busy machine once showed no code after that
		// try, and a request left waiting is the one race this wait takes away.
		await expect.poll(() => [...refused].sort()).toEqual(["browser-highlight", "local-engine"]);
		await page.unroute(engine);
		await local.getByRole("combobox", { name: "Task" }).selectOption("token-classification");
		await expect
			.poll(() => local.locator('[role="tabpanel"]:not([hidden])').textContent(), { timeout: 10_000 })
			.toContain("from flair");
		expect(await status.textContent()).toMatch(/^Read flair\/ner-english from the hub: \d+ snippets?\.$/);
	});
});

describe("an address whose fragment names no tab", () => {
	/** What a page logged that is not a request the browser could not make. */
	const thrown = (errors: string[]) => errors.filter((error) => !error.startsWith("Failed to load resource"));

	it("leaves a task page's Run locally section in place, on its first tab, for a bad percent-escape", async () => {
		const { page, errors } = await openPage(browser);
		await page.goto(`${site}/tasks/text-classification#%`, { waitUntil: "load" });
		await islandHydrated(page, "run-locally");
		const local = page.locator(section);
		const tabs = local.getByRole("tab");
		expect(await tabs.count()).toBeGreaterThan(1);
		expect(await tabs.nth(0).getAttribute("aria-selected")).toBe("true");
		await tabs.nth(1).click();
		await expect.poll(() => tabs.nth(1).getAttribute("aria-selected")).toBe("true");
		// Followed within the open page: a fragment that names nothing changes nothing.
		await page.evaluate(() => {
			window.location.hash = "%";
		});
		await page.evaluate(() => {
			window.location.hash = "run-locally-library-no-such-tab";
		});
		expect(await tabs.nth(1).getAttribute("aria-selected")).toBe("true");
		expect(await local.locator('[role="tabpanel"]:not([hidden])').count()).toBe(1);
		expect(thrown(errors)).toEqual([]);
	});

	it("leaves the /snippets/local form in place, and working, for a bad percent-escape", async () => {
		const { page, errors } = await openPage(browser);
		await page.goto(`${site}/snippets/local#%E0%A4%A`, { waitUntil: "load" });
		await islandHydrated(page, "local-generator");
		const local = page.locator(".local-generator");
		expect(await local.locator('[role="tabpanel"]:not([hidden])').textContent()).toContain(
			"from transformers import pipeline",
		);
		await useEmulatorHub(page);
		await local.getByRole("textbox", { name: "Model id" }).fill("flair/ner-english");
		await expect
			.poll(() => local.locator('[role="tabpanel"]:not([hidden])').textContent())
			.toContain("from flair");
		expect(thrown(errors)).toEqual([]);
	});
});

describe("the Markdown for LLMs", () => {
	it("carries the local code: llms-full.txt and a task page's .md have the transformers pipeline", async () => {
		const full = await (await fetch(`${site}/llms-full.txt`)).text();
		expect(full).toContain("from transformers import pipeline");
		const markdown = await (await fetch(`${site}/tasks/text-classification.md`)).text();
		expect(markdown).toContain("## Run locally");
		expect(markdown).toContain(
			"### Model: `distilbert/distilbert-base-uncased-finetuned-sst-2-english` (Transformers)",
		);
	});
});
