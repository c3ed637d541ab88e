import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
	failIslandBundle,
	holdIslandBundle,
	islandsReach,
	islandsState,
	launchBrowser,
	openPage,
} from "./browser.js";

let browser: Browser;
const site = inject("siteUrl");

beforeAll(async () => {
	browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The generator's heavy half and the highlighter: fetched only once the reader changes something. */
const ON_CHANGE = /generator-engine|browser-highlight|engine-javascript|\/core-/;

describe("the snippet generator's first load", () => {
	it("is readable without scripts: the default view's code, highlighted at build time", async () => {
		const { page } = await openPage(browser, { javaScriptEnabled: false });
		await page.goto(`${site}/snippets`);
		expect(await page.locator(".generator-status").textContent()).toBe("7 snippets");
		const panel = page.locator('[role="tabpanel"]:not([hidden])');
		expect(await panel.locator("pre").last().textContent()).toContain("meta-llama/Llama-3.1-8B-Instruct");
		expect(await panel.locator("pre [style]").count()).toBeGreaterThan(0);
		await page.context().close();
	});

	it("loads neither the generator nor the highlighter until the reader changes something, then highlights the visible tab only", async () => {
		const { page, requests, errors } = await openPage(browser);
		await page.goto(`${site}/snippets`, { waitUntil: "networkidle" });
		expect(requests.filter((url) => ON_CHANGE.test(url.pathname))).toEqual([]);

		await page.getByLabel("Model id").fill("Qwen/Qwen3-8B");
		const visible = page.locator('[role="tabpanel"]:not([hidden])');
		await page.waitForFunction(() =>
			document.querySelector('[role="tabpanel"]:not([hidden])')?.textContent?.includes("Qwen/Qwen3-8B"),
		);
		expect(requests.filter((url) => ON_CHANGE.test(url.pathname)).length).toBeGreaterThan(0);
		expect(await visible.locator("pre [style]").count()).toBeGreaterThan(0);
		// Highlighted in both of the site's themes: each token carries its dark colour as a variable.
		expect(await visible.locator("pre").last().innerHTML()).toContain("--shiki-dark");
		expect(await page.locator('[role="tabpanel"][hidden] pre [style]').count()).toBe(0);

		await page.getByRole("tab", { name: "Shell · curl" }).click();
		await page.waitForFunction(
			() => document.querySelectorAll('[role="tabpanel"]:not([hidden]) pre [style]').length > 0,
		);
		expect(await visible.locator("pre").last().textContent()).toContain("Qwen/Qwen3-8B");
		expect(errors).toEqual([]);
		await page.context().close();
	});

	it("loads no React until the reader reaches for the form, and hands React what the reader did before it took over", async () => {
		const { page, requests, errors } = await openPage(browser);
		// The island bundle is held until released, so what follows happens before React has the form.
		const release = await holdIslandBundle(page);
		await page.goto(`${site}/snippets`, { waitUntil: "networkidle" });
		expect(await islandsState(page)).toBe("on-reach");
		expect(requests.filter((url) => url.pathname.endsWith(".js")).map((url) => url.pathname)).toEqual([]);

		await page.getByLabel("Model id").fill("Qwen/Qwen3-8B");
		await page.getByLabel("Provider", { exact: true }).selectOption("together");
		await page.getByRole("tab", { name: "Shell · curl" }).click();
		expect(await islandsState(page)).toBe("loading");
		// Held: the tab the reader clicked is not shown yet.
		expect(await page.getByRole("tab", { name: "Shell · curl" }).getAttribute("aria-selected")).toBe("false");

		release();
		await islandsReach(page, "hydrated");
		const visible = page.locator('[role="tabpanel"]:not([hidden])');
		const code = async () => (await visible.locator("pre").last().textContent()) ?? "";
		await expect.poll(code).toContain("Qwen/Qwen3-8B");
		expect(await code()).toContain("curl");
		expect(await code()).toContain("together");
		expect(await page.getByRole("tab", { name: "Shell · curl" }).getAttribute("aria-selected")).toBe("true");
		expect(await page.getByLabel("Model id").inputValue()).toBe("Qwen/Qwen3-8B");
		expect(page.url()).toContain("Qwen");
		expect(errors).toEqual([]);
		await page.context().close();
	});

	it("hydrates as it loads when the address carries settings", async () => {
		const { page } = await openPage(browser);
		await page.goto(`${site}/snippets?model=Qwen/Qwen3-8B`);
		await islandsReach(page, "hydrated");
		await page.waitForFunction(() =>
			document.querySelector('[role="tabpanel"]:not([hidden])')?.textContent?.includes("Qwen/Qwen3-8B"),
		);
		await page.context().close();
	});

	it("gives the page back as prerendered when the island code cannot be fetched: the parameters still open", async () => {
		const { page } = await openPage(browser);
		await failIslandBundle(page);
		await page.goto(`${site}/snippets`);
		const parameters = page.locator("details.generator-parameters");
		expect(await parameters.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
		await parameters.locator("summary").click();
		await islandsReach(page, "failed");
		await expect
			.poll(() => parameters.evaluate((details) => (details as HTMLDetailsElement).open))
			.toBe(true);
		await parameters.locator("summary").click();
		expect(await parameters.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
		await page.context().close();
	});
});
