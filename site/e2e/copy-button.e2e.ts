import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { COPIED_DURATION_MS } from "../app/components/code-block/use-copy-feedback.js";
import {
	holdIslandBundle,
	hydrated,
	islandsState,
	launchBrowser,
	openPage,
	recordCopies,
} from "./browser.js";

let browser: Browser;
const site = inject("siteUrl");
const COURSE = "/course/he/chapter0/1";

beforeAll(async () => {
	browser = await launchBrowser();
});
afterAll(() => browser.close());

declare global {
	interface Window {
		/** When the copy button first entered each state, in the page's own clock. */
		copyStates: Record<string, number>;
		/** What the tooltip and the status region said when the button turned "copied". */
		copiedTexts: { tooltip?: string | null; status?: string | null };
		/** Every timer the page armed from the click on: its delay, when it was armed and when it ran. */
		copyTimers: { ms: number; armed: number; ran?: number }[];
	}
}

const opacity = (page: Page, selector: string) =>
	page.locator(selector).evaluate((element) => Number(getComputedStyle(element).opacity));

/** Waits for the island script to hydrate the first copy button; `copies` reads what the page copied. */
async function openCourse() {
	const watch = await openPage(browser, { permissions: ["clipboard-read", "clipboard-write"] });
	const copies = await recordCopies(watch.page);
	await watch.page.goto(`${site}${COURSE}`);
	await hydrated(watch.page, ".copy-button");
	await watch.page.mouse.move(0, 0);
	return { ...watch, copies };
}

describe("the copy button", () => {
	it("is invisible until the block is hovered, and shows on hover", async () => {
		const { page } = await openCourse();
		const first = ".code-block >> nth=0";
		expect(await opacity(page, `${first} >> .copy-button`)).toBe(0);
		await page.locator(first).hover();
		// It fades in: the opacity reaches 1 when the transition ends.
		await expect.poll(() => opacity(page, `${first} >> .copy-button`)).toBe(1);
	});

	it("shows when reached with the keyboard", async () => {
		const { page } = await openCourse();
		const button = page.locator(".copy-button").first();
		await page.locator(".code-block pre").first().focus();
		await page.keyboard.press("Tab");
		expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
		await expect.poll(() => button.evaluate((element) => Number(getComputedStyle(element).opacity))).toBe(1);
	});

	it("copies the exact code, says Copied, and returns to normal when its one-second timer runs", async () => {
		const { page, copies } = await openCourse();
		const block = page.locator(".code-block").filter({ hasText: 'transformers[sentencepiece]"' });
		const button = block.locator(".copy-button");
		await block.hover();
		// The page times its own states and timers and reads what the button says as it turns
		// "copied": read from here, the tooltip could be gone (it lasts a second) before the test asked
		// for it. What is checked is the timer the button arms and the order of events, not how long a
		// busy machine took between them.
		await button.evaluate((element) => {
			const since: Record<string, number> = {};
			window.copyStates = since;
			window.copiedTexts = {};
			const timers: Window["copyTimers"] = [];
			window.copyTimers = timers;
			const arm = window.setTimeout;
			window.setTimeout = ((handler: (...args: unknown[]) => void, ms = 0, ...args: unknown[]) => {
				const timer: Window["copyTimers"][number] = { ms, armed: performance.now() };
				timers.push(timer);
				return arm(() => {
					timer.ran = performance.now();
					handler(...args);
				}, ms);
			}) as typeof window.setTimeout;
			new MutationObserver(() => {
				const state = element.getAttribute("data-state") ?? "";
				if (state === "copied" && since.copied === undefined) {
					window.copiedTexts = {
						tooltip: element.querySelector(".copy-tooltip")?.textContent,
						status: element.closest(".code-block")?.querySelector('[role="status"]')?.textContent,
					};
				}
				since[state] ??= performance.now();
			}).observe(element, { attributes: true, attributeFilter: ["data-state"] });
		});
		await button.click();
		await expect.poll(async () => (await copies()).at(-1)).toBe('pip install "transformers[sentencepiece]"');
		expect(await page.evaluate(() => window.copiedTexts)).toEqual({ tooltip: "הועתק", status: "הועתק" });
		await page.waitForFunction(
			(el) => el?.getAttribute("data-state") === "idle",
			await button.elementHandle(),
		);
		const { copied = Number.NaN, idle = Number.NaN } = await page.evaluate(() => window.copyStates);
		const timers = await page.evaluate(() => window.copyTimers);
		// One timer of the confirmation's length, armed as the button turned "copied"; the button
		// turned "idle" once it ran, not before.
		const confirmation = timers.filter((timer) => timer.ms === COPIED_DURATION_MS);
		expect(confirmation).toHaveLength(1);
		const [{ armed, ran = Number.NaN } = { armed: Number.NaN }] = confirmation;
		expect(armed).toBeLessThanOrEqual(copied);
		expect(ran).toBeGreaterThanOrEqual(copied);
		expect(idle).toBeGreaterThanOrEqual(ran);
		expect(await button.locator(".copy-tooltip").count()).toBe(0);
	});

	it("copies multi-line blocks with their comments and blank lines", async () => {
		const { page, copies } = await openCourse();
		const block = page.locator(".code-block").filter({ hasText: "deactivate" });
		await block.hover();
		await block.locator(".copy-button").click();
		await expect
			.poll(async () => (await copies()).at(-1))
			.toBe(
				"# Activate the virtual environment\nsource .env/bin/activate\n\n# Deactivate the virtual environment\ndeactivate",
			);
	});

	it("on a page that loads React only when reached for, copies on a click made before React came", async () => {
		const { page, requests } = await openPage(browser, {
			permissions: ["clipboard-read", "clipboard-write"],
		});
		const copies = await recordCopies(page);
		// The island bundle is held until released: the click is made while it is on its way.
		const release = await holdIslandBundle(page);
		await page.goto(`${site}/reference/inference`, { waitUntil: "networkidle" });
		expect(await islandsState(page)).toBe("on-reach");
		expect(requests.filter((url) => url.pathname.endsWith(".js"))).toEqual([]);
		const block = page.locator(".code-block").first();
		const code = await block.locator("pre").innerText();
		await block.hover();
		await block.locator(".copy-button").click();
		expect(await islandsState(page)).toBe("loading");
		release();
		await expect.poll(() => block.locator(".copy-button").getAttribute("data-state")).toBe("copied");
		expect((await copies()).at(-1)).toBe(code.replace(/\n$/, ""));
		await page.context().close();
	});
});
