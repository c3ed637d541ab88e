import { type Emulator, startEmulator } from "@hubkit/emulator";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { closedPortUrl } from "../test/run-locally-closed-port.js";
import { axe, hydrated, launchBrowser, openPage } from "./browser.js";

let browser: Browser;
let emulator: Emulator;
const site = inject("siteUrl");

/** A gated GGUF chat model, described as the hub describes one: its facts public, its files behind the gate. */
const GATED = "hubkit-test/gated-chat-GGUF";
const GATED_FILES = ["chat-Q4_K_M.gguf", "chat-Q8_0.gguf"];

beforeAll(async () => {
	browser = await launchBrowser();
	emulator = await startEmulator({
		hubModels: [
			{
				id: GATED,
				pipeline_tag: "text-generation",
				library_name: "gguf",
				tags: ["gguf", "conversational"],
				hub: { gated: "manual", siblings: ["README.md", ...GATED_FILES] },
			},
		],
	});
});
afterAll(async () => {
	await browser.close();
	await emulator.close();
});
beforeEach(() => emulator.reset());

/** What a page logged beyond the browser's own line for each failed request (the 401, the closed port). */
const pageErrors = (errors: string[]) =>
	errors.filter((error) => !error.startsWith("Failed to load resource"));

/** Opens /snippets/local once it reacts, and points its Hub URL at `hub`. */
async function openGenerator(page: Page, hub: string): Promise<{ local: Locator; status: Locator }> {
	await page.goto(`${site}/snippets/local`, { waitUntil: "load" });
	await hydrated(page, ".local-generator input");
	const local = page.locator(".local-generator");
	await local.locator("summary", { hasText: "Advanced" }).click();
	await local.getByLabel("Hub URL").fill(hub);
	return { local, status: local.locator(".generator-status") };
}

describe("/snippets/local asks the hub", () => {
	it("reads a model the hub has, shows what it read and writes its code from it", async () => {
		const { page, errors } = await openPage(browser);
		const { local, status } = await openGenerator(page, emulator.url);
		const id = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
		await local.getByRole("textbox", { name: "Model id" }).fill(id);
		await expect
			.poll(() => status.textContent())
			.toMatch(/^Read distilbert\/.* from the hub: \d+ snippets?\.$/);
		const facts = local.locator(".hub-facts");
		expect(await facts.textContent()).toContain("Librarytransformers");
		expect(await facts.textContent()).toContain("Tasktext-classification");
		expect(await local.getByRole("combobox", { name: "Task" }).locator("option:checked").textContent()).toBe(
			"The model's own (text-classification)",
		);
		const shown = local.locator('[role="tabpanel"]:not([hidden])');
		expect(await shown.textContent()).toContain("from transformers import pipeline");
		expect(await shown.textContent()).toContain(`"${id}"`);
		expect(emulator.requests.map((request) => request.url.split("?")[0])).toEqual([`/api/models/${id}`]);
		expect(errors).toEqual([]);
	});

	it("says a gated model is gated, lists its GGUF files, writes its code, and passes axe", async () => {
		const { page, errors } = await openPage(browser);
		const { local, status } = await openGenerator(page, emulator.url);
		await local.getByRole("textbox", { name: "Model id" }).fill(GATED);
		await expect
			.poll(() => status.textContent())
			.toMatch(new RegExp(`^${GATED} is gated: .*\\d+ snippets?\\.$`));
		const facts = (await local.locator(".hub-facts").textContent()) ?? "";
		expect(facts).toContain("Librarygguf");
		expect(facts).toContain("File formatGGUF");
		for (const file of GATED_FILES) expect(facts).toContain(file);
		expect(facts).toContain("File the code loadschat-Q4_K_M.gguf (the Q4_K_M quant");
		expect(facts).not.toContain("README.md");
		expect(facts).toMatch(/Accessgated/);
		expect(await local.getByRole("combobox", { name: "Task" }).locator("option:checked").textContent()).toBe(
			"The model's own (chat (conversational))",
		);
		expect(await local.getByRole("tab").count()).toBeGreaterThan(0);
		const { violations } = await axe(page).include(".local-generator").analyze();
		expect(violations.map((violation) => violation.id)).toEqual([]);
		expect(errors).toEqual([]);
	});

	it("says when the hub shows no such model, with no code, and says it once to screen readers", async () => {
		const { page, errors } = await openPage(browser);
		const { local, status } = await openGenerator(page, emulator.url);
		await local.getByRole("textbox", { name: "Model id" }).fill("nobody-here/no-such-model");
		await expect
			.poll(() => status.textContent())
			.toBe(
				"The hub shows no model nobody-here/no-such-model without a token: it is private, or there is none.",
			);
		expect(await local.getByRole("tabpanel").count()).toBe(0);
		// One polite live region says it; nothing else in the form is live.
		expect(await local.locator('[role="status"], [aria-live], [role="alert"]').count()).toBe(1);
		expect(await status.getAttribute("aria-live")).not.toBe("assertive");
		expect(pageErrors(errors)).toEqual([]);
	});

	it("says when the hub cannot be reached, and writes code guessed from the id once a task is picked", async () => {
		const { page, errors } = await openPage(browser);
		const closed = await closedPortUrl();
		const { local, status } = await openGenerator(page, closed);
		await local.getByRole("textbox", { name: "Model id" }).fill("someone/some-classifier");
		await expect
			.poll(() => status.textContent())
			.toMatch(new RegExp(`^The hub at ${closed} could not be reached \\(no connection\\).*pick a task`));
		expect(await local.getByRole("tabpanel").count()).toBe(0);
		await local.getByRole("combobox", { name: "Task" }).selectOption("text-classification");
		await expect
			.poll(() => local.locator('[role="tabpanel"]:not([hidden])').textContent())
			.toContain("from transformers import pipeline");
		expect(await status.textContent()).toMatch(/guessed from it and the task\. \d+ snippets?\.$/);
		expect(pageErrors(errors)).toEqual([]);
	});

	it("works with JavaScript off: the build's code for the default model, and the form", async () => {
		const { page } = await openPage(browser, { javaScriptEnabled: false });
		await page.goto(`${site}/snippets/local`, { waitUntil: "load" });
		const local = page.locator(".local-generator");
		expect(await local.locator('[role="tabpanel"]:not([hidden])').textContent()).toContain(
			"from transformers import pipeline",
		);
		expect(await local.locator(".generator-status").textContent()).toMatch(/^\d+ snippets$/);
		expect(await local.getByLabel("Hub URL").inputValue()).toBe("https://huggingface.co");
	});
});
