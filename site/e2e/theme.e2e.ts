import type { AxeResults } from "axe-core";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
	ALL_ROUTES,
	AXE_ROUTES,
	axe,
	launchBrowser,
	openPage,
	type PageWatch,
	settled,
	templateOf,
} from "./browser.js";

let browser: Browser;
const site = inject("siteUrl");

beforeAll(async () => {
	browser = await launchBrowser();
});
afterAll(() => browser.close());

/** axe's rules that read colours (its category cat.color, less the AAA contrast rule it leaves off). */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** The task page that shows the most at once: token colours, Try it, snippets, a video facade. */
const PREFERRED = ["/tasks/token-classification", "/course/he/chapter0/1"];

/** One route per template: the dark theme is one stylesheet, so one page of each kind covers it. */
const TEMPLATE_ROUTES = [...new Set(ALL_ROUTES.map(templateOf))].map(
	(template) =>
		ALL_ROUTES.find((route) => PREFERRED.includes(route) && templateOf(route) === template) ??
		ALL_ROUTES.find((route) => templateOf(route) === template),
);

/**
 * Relative luminance of a computed `rgb(...)` colour, from 0 (black) to 1 (white); NaN, which no
 * comparison passes, for a colour that is not opaque (a transparent body shows something else).
 */
function luminance(color: string): number {
	const parts = (color.match(/[\d.]+/g) ?? []).map(Number);
	if (parts.length !== 3) return Number.NaN;
	const [r, g, b] = parts.map((part) => {
		const channel = part / 255;
		return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
	});
	return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

interface FirstFrame {
	/** `data-theme` when the body element first appears, before any of it can be painted. */
	themeAtBody?: string;
	/** The body's background in the first animation frame, which runs before the first paint. */
	background?: string;
}

declare global {
	interface Window {
		firstFrame: FirstFrame;
	}
}

/** Runs in the page before its own scripts: stores a theme choice and records the first frame. */
const recordFirstFrame = (stored: string) => {
	localStorage.setItem("theme", stored);
	const seen: FirstFrame = {};
	window.firstFrame = seen;
	new MutationObserver((_, observer) => {
		if (!document.body) return;
		seen.themeAtBody = document.documentElement.dataset.theme ?? "system";
		observer.disconnect();
	}).observe(document, { childList: true, subtree: true });
	requestAnimationFrame(() => {
		seen.background = getComputedStyle(document.body ?? document.documentElement).backgroundColor;
	});
};

// The checks of the palette load /inference, the guide, for its highlighted code: the same stylesheet
// and code blocks as a task page at a sixth of text generation's HTML, which these five loads paid for.
describe("dark mode", () => {
	it("follows a dark system scheme: a dark page, and code in the dark Shiki theme", async () => {
		const { page, errors } = await openPage(browser, { colorScheme: "dark" });
		await page.goto(`${site}/inference`, { waitUntil: "load" });
		expect(luminance(await bodyBackground(page))).toBeLessThan(0.05);
		const tokens = await page.locator(".code-block .shiki span[style*='--shiki-dark']").evaluateAll((spans) =>
			spans.slice(0, 40).map((span) => {
				const probe = document.createElement("span");
				probe.style.color = (span as HTMLElement).style.getPropertyValue("--shiki-dark");
				document.body.append(probe);
				const expected = getComputedStyle(probe).color;
				probe.remove();
				return { actual: getComputedStyle(span).color, expected };
			}),
		);
		expect(tokens.length).toBeGreaterThan(10);
		for (const { actual, expected } of tokens) expect(actual).toBe(expected);
		const block = await page
			.locator(".code-block pre.shiki")
			.first()
			.evaluate((pre) => getComputedStyle(pre).backgroundColor);
		expect(luminance(block)).toBeLessThan(0.05);
		expect(errors).toEqual([]);
	});

	it("has a Theme control; the choice holds across pages and a reload", async () => {
		const { page } = await openPage(browser, { colorScheme: "dark" });
		await page.goto(`${site}/tasks`);
		const theme = page.getByRole("combobox", { name: "Theme" });
		expect(await theme.inputValue()).toBe("system");
		expect(await theme.locator("option").allTextContents()).toEqual(["System", "Light", "Dark"]);

		await theme.selectOption("light");
		expect(luminance(await bodyBackground(page))).toBeGreaterThan(0.9);
		const token = page.locator(".shiki span[style*='--shiki-dark']").first();

		await page.goto(`${site}/inference`);
		expect(await page.getByRole("combobox", { name: "Theme" }).inputValue()).toBe("light");
		expect(luminance(await bodyBackground(page))).toBeGreaterThan(0.9);
		const light = await token.evaluate((span) => (span as HTMLElement).style.color);
		expect(await token.evaluate((span) => getComputedStyle(span).color)).toBe(
			await page.evaluate((color) => {
				const probe = document.createElement("span");
				probe.style.color = color;
				document.body.append(probe);
				return getComputedStyle(probe).color;
			}, light),
		);

		await page.reload();
		expect(await page.getByRole("combobox", { name: "Theme" }).inputValue()).toBe("light");
		expect(luminance(await bodyBackground(page))).toBeGreaterThan(0.9);

		await page.getByRole("combobox", { name: "Theme" }).selectOption("system");
		expect(luminance(await bodyBackground(page))).toBeLessThan(0.05);
		await page.reload();
		expect(luminance(await bodyBackground(page))).toBeLessThan(0.05);
	});

	it("paints the stored theme from the first frame, against the system scheme either way", async () => {
		for (const [system, stored, dark] of [
			["dark", "light", false],
			["light", "dark", true],
		] as const) {
			const { page } = await openPage(browser, { colorScheme: system });
			await page.addInitScript(recordFirstFrame, stored);
			await page.goto(`${site}/providers`);
			const record = await page.evaluate(() => window.firstFrame);
			expect(record.themeAtBody).toBe(stored);
			const first = luminance(record.background ?? "");
			expect(dark ? first < 0.05 : first > 0.9, `${stored} first frame: ${record.background}`).toBe(true);
			await page.context().close();
		}
	});

	it("prints in the light palette, whatever the theme on screen", async () => {
		const { page } = await openPage(browser, { colorScheme: "dark" });
		await page.addInitScript(() => localStorage.setItem("theme", "dark"));
		await page.goto(`${site}/inference`);
		expect(luminance(await bodyBackground(page))).toBeLessThan(0.05);
		await page.emulateMedia({ media: "print" });
		expect(luminance(await bodyBackground(page))).toBeGreaterThan(0.9);
		const text = await page.evaluate(() => getComputedStyle(document.body).color);
		expect(luminance(text)).toBeLessThan(0.05);
		await page.context().close();
	});

	it("without JavaScript: no dead control, and the system scheme still applies", async () => {
		const { page } = await openPage(browser, { colorScheme: "dark", javaScriptEnabled: false });
		await page.goto(`${site}/`);
		expect(await page.getByRole("combobox", { name: "Theme" }).count()).toBe(0);
		expect(luminance(await bodyBackground(page))).toBeLessThan(0.05);
	});

	// One dark context visits every route in turn, as site-wide.e2e.ts does in light: a fresh load of
	// each route, with the site's files from the context's cache instead of fetched and compiled anew.
	// Nothing these visits do is stored, so no route sees another's state.
	let visitor: PageWatch;
	beforeAll(async () => {
		visitor = await openPage(browser, { colorScheme: "dark" });
	});
	afterAll(() => visitor.page.context().close());

	it.each(TEMPLATE_ROUTES)("%s passes axe with zero violations in the dark theme", async (route) => {
		expect(AXE_ROUTES, "scanned with every rule in light by site-wide.e2e.ts").toContain(route);
		const { page } = visitor;
		await page.goto(`${site}${route}`);
		await settled(page);
		const tryIt = page.getByRole("heading", { name: "Try it", exact: true });
		const found: string[] = [];
		const record = ({ violations }: AxeResults) =>
			found.push(...violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`));
		const colours = axe(page, { runOnly: { type: "rule", values: COLOUR_RULES } });
		if (await tryIt.count()) {
			// The panel renders when it comes near the view. Its advanced fields open, and a call
			// without a model shows the error colours (it fails before any request leaves the page).
			await tryIt.scrollIntoViewIfNeeded();
			await page.getByLabel("Access token").waitFor();
			await page.locator(".try-it summary", { hasText: "Advanced" }).click();
			await page.getByLabel("Model", { exact: true }).fill("");
			await page.getByRole("button", { name: "Run", exact: true }).click();
			await page.getByRole("status", { name: "Result" }).getByText("Enter a model id.").waitFor();
			// A state no other file scans: every rule over the panel, the colour rules among them, so
			// the scan of the whole page below leaves the panel out rather than read its colours twice.
			record(await axe(page).include(".try-it").analyze());
			colours.exclude(".try-it");
		}
		// The dark theme changes colours and nothing else: every colour is a custom property written
		// as light-dark(light, dark) in site.css, and Shiki's dark colours are its code's only other
		// change, so the markup, names, order and layout are the light page's, over which
		// site-wide.e2e.ts runs every rule on these routes. What dark can break is what the rules that
		// read colours check; they run over the whole page (the Try it panel in the scan above).
		record(await colours.analyze());
		expect(found, `${route}, dark: axe violations`).toEqual([]);
	});
});
