import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage } from "./browser.js";

let browser: Browser;
const site = inject("siteUrl");

beforeAll(async () => {
	browser = await launchBrowser();
});
afterAll(() => browser.close());

async function openGenerator(page: Page, query = "") {
	await page.goto(`${site}/snippets${query}`);
	await page.waitForFunction(() =>
		document.querySelector(".generator-status")?.textContent?.includes("snippets"),
	);
}

const visibleCode = (page: Page) => page.locator('[role="tabpanel"]:not([hidden]) pre').last().textContent();

describe("the snippet generator", () => {
	it("updates the code as fields change, and keeps every choice but the token in the address", async () => {
		const { page, errors } = await openPage(browser);
		await openGenerator(page);
		await page.getByRole("tab", { name: "Shell · curl" }).click();
		expect(await visibleCode(page)).toContain("meta-llama/Llama-3.1-8B-Instruct:hf-inference");

		await page.getByLabel("Model id").fill("Qwen/Qwen3-8B");
		await page.getByLabel("Provider", { exact: true }).selectOption("together");
		await page.getByLabel("Bill to (organisation)").fill("acme");
		await page.waitForFunction(() =>
			document.querySelector('[role="tabpanel"]:not([hidden])')?.textContent?.includes("acme"),
		);
		const code = await visibleCode(page);
		expect(code).toContain("Qwen/Qwen3-8B:together");
		expect(code).toContain("X-HF-Bill-To: acme");

		const token = ["hf", "secretgenerator".repeat(2)].join("_");
		await page.getByLabel("Access token (optional, kept in this page only)").fill(token);
		await page.waitForFunction(
			(value) => document.querySelector('[role="tabpanel"]:not([hidden])')?.textContent?.includes(value),
			token,
		);
		const url = page.url();
		expect(url).toContain("model=Qwen%2FQwen3-8B");
		expect(url).toContain("provider=together");
		expect(url).toContain("billTo=acme");
		expect(url).not.toContain(token);
		const stored = await page.evaluate(
			() => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie,
		);
		expect(stored).not.toContain(token);
		expect(errors).toEqual([]);

		const again = await openPage(browser);
		await openGenerator(again.page, new URL(url).search);
		await again.page.getByRole("tab", { name: "Shell · curl" }).click();
		expect(await visibleCode(again.page)).toContain("Qwen/Qwen3-8B:together");
		expect(await again.page.getByLabel("Bill to (organisation)").inputValue()).toBe("acme");
		expect(await again.page.getByLabel("Access token (optional, kept in this page only)").inputValue()).toBe(
			"",
		);
	});

	it("says why there are no snippets for a provider that does not serve the task", async () => {
		const { page } = await openPage(browser);
		await openGenerator(page, "?task=text-to-image&provider=groq&model=black-forest-labs%2FFLUX.1-dev");
		await page.waitForFunction(() =>
			document.querySelector(".generator-status")?.textContent?.startsWith("No snippets"),
		);
		expect(await page.locator(".generator-status").textContent()).toContain(
			"Failed to get provider helper for groq (text-to-image)",
		);
	});

	it("takes a provider's own key as the token: the code calls the provider directly", async () => {
		const { page, errors } = await openPage(browser);
		await openGenerator(page, "?provider=together&model=Qwen%2FQwen3-8B");
		await page.getByRole("tab", { name: "Shell · curl" }).click();
		const key = ["sk", "providerkey".repeat(3)].join("-");
		await page.getByLabel("Access token (optional, kept in this page only)").fill(key);
		await page.waitForFunction(
			(value) => document.querySelector('[role="tabpanel"]:not([hidden])')?.textContent?.includes(value),
			key,
		);
		const code = await visibleCode(page);
		expect(code).toContain("https://api.together.xyz/v1/chat/completions");
		expect(code).not.toContain("router.huggingface.co");
		expect(page.url()).not.toContain(key);
		expect(errors).toEqual([]);
	});
});
