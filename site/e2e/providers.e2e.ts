import { INFERENCE_PROVIDERS } from "@hubkit/inference";
import { TASK_TABLES } from "@hubkit/inference/internal";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { islandHydrated, launchBrowser, openPage, readServed, servedHtmlReader } from "./browser.js";

let browser: Browser;
const site = inject("siteUrl");

beforeAll(async () => {
	browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("the providers matrix", () => {
	it("has a row for every provider and a column for every task, each dot where the registry says the provider serves the task", async () => {
		const { page, errors } = await openPage(browser);
		await page.goto(`${site}/providers`);
		const region = page.getByRole("region", { name: "Providers and the tasks they serve" });
		const names = await region.locator("tbody th").allTextContents();
		expect(names).toEqual([...INFERENCE_PROVIDERS]);
		const columns = await region.locator("thead th").allTextContents();
		expect(new Set(columns.slice(1))).toEqual(new Set(Object.keys(TASK_TABLES)));
		const served = Object.entries(TASK_TABLES).flatMap(([task, table]) =>
			Object.keys(table).map((provider) => `${task} on ${provider}: snippets`),
		);
		const links = await region.locator("td a .visually-hidden").allTextContents();
		expect(new Set(links)).toEqual(new Set(served));
		expect(links.length).toBe(served.length);
		// site-wide.e2e.ts scans /providers, as loaded here, with axe.
		expect(errors).toEqual([]);
		await page.context().close();
	});

	it("opens the snippet generator with the cell's provider and task chosen", async () => {
		const { page } = await openPage(browser);
		await page.goto(`${site}/providers`);
		await page.getByRole("link", { name: "text-to-image on together: snippets" }).click();
		await page.waitForURL(/\/snippets\?/);
		await islandHydrated(page, "snippet-generator");
		await expect.poll(() => page.getByLabel("Provider", { exact: true }).inputValue()).toBe("together");
		expect(await page.getByLabel("Task", { exact: true }).inputValue()).toBe("text-to-image");
		await page.context().close();
	});

	it("keeps every provider name on one line on a 360 pixel wide phone, the table scrolling inside its region", async () => {
		const { page } = await openPage(browser, { viewport: { width: 360, height: 740 } });
		await page.goto(`${site}/providers`);
		const lines = await page
			.locator(".provider-matrix tbody th a")
			.evaluateAll((links) => links.map((link) => [link.textContent, link.getClientRects().length]));
		expect(lines).toEqual(INFERENCE_PROVIDERS.map((name) => [name, 1]));
		const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
		expect(overflow).toBeLessThanOrEqual(0);
		await page.context().close();
	});
});

describe("a provider page", () => {
	// site-wide.e2e.ts scans this page, freshly loaded, with axe.
	it("says where calls go, names the key's variable and shows code", async () => {
		const { page, errors } = await openPage(browser);
		await page.goto(`${site}/providers/together`);
		expect(await page.locator("h1").textContent()).toBe("together");
		const text = (await page.locator("main").textContent()) ?? "";
		expect(text).toContain("TOGETHER_API_KEY");
		expect(text).toContain("https://router.huggingface.co/together/");
		expect(text).toContain("https://api.together.xyz");
		expect(text).toContain("X-HF-Bill-To");
		expect(await page.locator(".code-block pre").count()).toBeGreaterThan(0);
		expect(await page.locator(".code-block pre").first().textContent()).toContain('provider: "together"');
		await page.getByRole("link", { name: "text-to-image" }).first().click();
		await page.waitForURL(/\/tasks\/text-to-image$/);
		await page.goBack();
		expect(errors).toEqual([]);
		await page.context().close();
	});

	it("offers no hub token for a provider the router does not take them for", async () => {
		const { page } = await openPage(browser, { javaScriptEnabled: false });
		await page.goto(`${site}/providers/openai`);
		const text = (await page.locator("main").textContent()) ?? "";
		expect(text).toContain("OPENAI_API_KEY");
		expect(text).toContain("https://api.openai.com");
		expect(text).not.toContain("HF_TOKEN");
		expect(text).not.toContain("router.huggingface.co");
		await page.context().close();
	});

	// What this reads is the served HTML, parsed without loading each page (9 s of this file's 18).
	it("exists for every provider, and a task page links to the providers serving it", async () => {
		const reader = await servedHtmlReader(browser, site);
		for (const provider of INFERENCE_PROVIDERS) {
			const { status, value: titles } = await readServed(reader, `/providers/${provider}`, (document) =>
				[...document.querySelectorAll("h1")].map((h1) => h1.textContent),
			);
			expect(status, provider).toBe(200);
			expect(titles, provider).toEqual([provider]);
		}
		const { value: linked } = await readServed(reader, "/tasks/image-segmentation", (document) =>
			[...document.querySelectorAll('nav[aria-label="Providers"] a[href^="/providers/"]')].map(
				(link) => link.textContent,
			),
		);
		expect(linked).toEqual(Object.keys(TASK_TABLES["image-segmentation"]).sort());
		await reader.context().close();
	});
});
