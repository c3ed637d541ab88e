import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axe, launchBrowser, openPage } from "./browser.js";

let browser: Browser;
const site = inject("siteUrl");

const TOKEN_PAGE =
	"https://huggingface.co/settings/tokens/new?ownUserPermissions=inference.serverless.write&tokenType=fineGrained";
const NEEDS = 'a fine-grained token with the "Make calls to Inference Providers" permission';

beforeAll(async () => {
	browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The token link inside `scope`, once it is there, and the sentence around it. */
async function expectTokenLink(page: Page, scope: string): Promise<void> {
	const link = page.locator(`${scope} a[href="${TOKEN_PAGE}"]`);
	await link.first().waitFor();
	expect(await link.count(), scope).toBe(1);
	expect(await link.locator("xpath=..").textContent(), scope).toContain(NEEDS);
}

// Each page as these checks leave it is scanned whole elsewhere: site-wide.e2e.ts scans /inference and
// /snippets, which nothing here changes, and navigation.e2e.ts the task page; here only the Try it panel,
// loaded as a reader scrolling to it finds it. Scanning the whole of each again took 15 s.
async function expectNoAxeViolation(page: Page, scope: string): Promise<void> {
	const { violations } = await axe(page).include(scope).analyze();
	expect(violations.map((violation) => violation.id)).toEqual([]);
}

describe("where a page asks for a token, it links to making one with the inference permission", () => {
	it("a task page's Inference section and its Try it panel", async () => {
		const { page, errors } = await openPage(browser);
		await page.goto(`${site}/tasks/text-classification`, { waitUntil: "load" });
		await expectTokenLink(page, "section:has(> .heading > h2#inference)");
		await page.getByRole("heading", { name: "Try it", exact: true }).scrollIntoViewIfNeeded();
		await page.getByLabel("Access token").waitFor();
		await expectTokenLink(page, ".try-it");
		await expectNoAxeViolation(page, ".try-it");
		expect(errors).toEqual([]);
	}, 60_000);

	it("the /inference guide", async () => {
		const { page, errors } = await openPage(browser);
		await page.goto(`${site}/inference`, { waitUntil: "load" });
		await expectTokenLink(page, "main");
		expect(errors).toEqual([]);
	});

	it("/snippets, beside its access token field", async () => {
		const { page, errors } = await openPage(browser);
		await page.goto(`${site}/snippets`, { waitUntil: "load" });
		await expectTokenLink(page, ".generator-form");
		expect(errors).toEqual([]);
	});
});
