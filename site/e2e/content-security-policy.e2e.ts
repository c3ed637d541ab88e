import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { hydrated, launchBrowser, openPage, settled } from "./browser.js";

let browser: Browser;
const site = inject("siteUrl");

beforeAll(async () => {
	browser = await launchBrowser();
});
afterAll(() => browser.close());

declare global {
	interface Window {
		cspViolations?: string[];
	}
}

/** A page that records every CSP violation, from the event and from the console. */
async function watchPolicy() {
	const watch = await openPage(browser, { permissions: ["clipboard-read", "clipboard-write"] });
	await watch.page.addInitScript(() => {
		window.cspViolations = [];
		document.addEventListener("securitypolicyviolation", (event) => {
			window.cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
		});
	});
	const violations = async (page: Page) => [
		...((await page.evaluate(() => window.cspViolations ?? [])) as string[]),
		...watch.errors.filter((error) => /Content Security Policy|Permissions-Policy/i.test(error)),
	];
	return { ...watch, violations };
}

async function open(page: Page, route: string) {
	const response = await page.goto(`${site}${route}`);
	// What the page loads by itself it has loaded by then; a refusal is also logged as it happens.
	await settled(page);
	expect(response?.headers()["content-security-policy"], route).toMatch(
		/script-src 'self' 'wasm-unsafe-eval' 'sha256-/,
	);
}

describe("the Content-Security-Policy", () => {
	it("lets every template work with zero violations", async () => {
		const { page, errors, violations } = await watchPolicy();
		await page.route(/youtube/, (route) =>
			route.fulfill({ status: 200, contentType: "text/html", body: "<p>video</p>" }),
		);

		for (const route of ["/", "/inference", "/tasks"]) await open(page, route);

		await open(page, "/course/he/chapter0/1?fw=tf");
		await hydrated(page, ".copy-button");
		const block = page.locator(".code-block").first();
		await block.hover();
		await block.locator(".copy-button").click();
		// The state changes once the clipboard write resolves, a moment after the click.
		await block.locator('.copy-button[data-state="copied"]').waitFor();

		await open(page, "/tasks/text-classification");
		await hydrated(page, ".video-play");
		await page.getByRole("button", { name: /Play video/ }).click();
		// The player's document loaded inside the page (its answer is the stub above): what the policy
		// had to allow has happened. Waiting for the whole page's network to rest instead timed out once
		// in a clean-clone run on a busy machine.
		await page.frameLocator("iframe").getByText("video").waitFor();

		// Search compiles Pagefind's WebAssembly, in its worker and on the page.
		await open(page, "/providers");
		await page.getByRole("searchbox", { name: "Search", exact: true }).fill("panoptic");
		await page.getByRole("list", { name: "Search results" }).getByRole("link").first().waitFor();
		await page.waitForLoadState("networkidle");
		expect(await violations(page)).toEqual([]);

		await open(page, "/snippets");
		await page.waitForFunction(() =>
			document.querySelector(".generator-status")?.textContent?.includes("snippets"),
		);
		await page.getByLabel("Model id").fill("Qwen/Qwen3-8B");
		await page.getByLabel("Provider", { exact: true }).selectOption("together");
		for (const name of ["Python · requests", "JavaScript · fetch", "Shell · curl"]) {
			const tab = page.getByRole("tab", { name });
			if ((await tab.count()) > 0) await tab.click();
		}
		await page.waitForFunction(() =>
			document.querySelector('[role="tabpanel"]:not([hidden])')?.textContent?.includes("Qwen/Qwen3-8B"),
		);
		// Highlighted in the browser (once its highlighter has loaded): Shiki's colours arrive as style
		// attributes, which the policy allows.
		await page.locator('[role="tabpanel"]:not([hidden]) pre [style]').first().waitFor();
		await page.waitForLoadState("networkidle");

		expect(await violations(page)).toEqual([]);
		expect(errors).toEqual([]);
	});

	it("is enforced: a script injected into a page does not run and is reported", async () => {
		const { page, violations } = await watchPolicy();
		await open(page, "/tasks/text-classification");
		await page.evaluate(() => {
			const script = document.createElement("script");
			script.textContent = "window.injected = true;";
			document.body.append(script);
			const image = document.createElement("img");
			image.setAttribute("src", "x");
			image.setAttribute("onerror", "window.injected = true;");
			document.body.append(image);
		});
		// Both are reported once the browser has refused them: the inline script as it is inserted, the
		// image's inline handler when its load fails. Neither may have run by then, nor after.
		await expect
			.poll(() => page.evaluate(() => window.cspViolations), { timeout: 10_000 })
			.toEqual(["script-src-elem blocked inline", "script-src-attr blocked inline"]);
		expect(await page.evaluate(() => (window as Window & { injected?: boolean }).injected === true)).toBe(
			false,
		);
		expect((await violations(page)).some((v) => v.startsWith("script-src"))).toBe(true);
	});
});
