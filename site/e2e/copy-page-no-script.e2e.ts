import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage } from "./browser.js";

let browser: Browser;
const site = inject("siteUrl");

beforeAll(async () => {
	browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("the Copy page button", () => {
	it("is not offered when scripts do not run, since it could do nothing", async () => {
		const { page } = await openPage(browser, { javaScriptEnabled: false });
		await page.goto(`${site}/tasks/text-classification`);
		expect(await page.locator(".copy-page-button").count()).toBe(1);
		expect(await page.getByRole("button", { name: "Copy page" }).isVisible()).toBe(false);
		await page.context().close();
	});

	it("is offered when they do", async () => {
		const { page } = await openPage(browser);
		await page.goto(`${site}/tasks/text-classification`);
		expect(await page.getByRole("button", { name: "Copy page" }).isVisible()).toBe(true);
		await page.context().close();
	});
});
