import { PIPELINE_DATA, PIPELINE_TYPES } from "@hubkit/tasks";
import type { Browser, BrowserContext, Page, ViewportSize } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axe, launchBrowser, openPage } from "./browser.js";

let browser: Browser;
const site = inject("siteUrl");
const PHONE = { width: 360, height: 740 };
const TABLET = { width: 768, height: 1024 };
const DESKTOP = { width: 1280, height: 800 };

/** The catalogue's order, read from /tasks itself: the sidebar and previous/next must follow it. */
let catalogueOrder: string[];

/**
 * One context per screen size, in which each check opens a page of its own: after the first page the
 * site's hashed files come from the context's cache instead of the server. The pages store nothing
 * (the site keeps only a theme and a tab choice, which these checks never make), so none sees another's state.
 */
const contexts = new Map<ViewportSize, Promise<BrowserContext>>();

async function open(path: string, viewport = DESKTOP): Promise<Page> {
	let context = contexts.get(viewport);
	if (!context) {
		context = browser.newContext({ viewport });
		contexts.set(viewport, context);
	}
	const page = await (await context).newPage();
	await page.goto(`${site}${path}`, { waitUntil: "load" });
	return page;
}

beforeAll(async () => {
	browser = await launchBrowser();
	const page = await open("/tasks");
	catalogueOrder = await page
		.locator("main [data-task]")
		.evaluateAll((cards) => cards.map((card) => card.getAttribute("data-task") ?? ""));
	await page.close();
});
// Closing this file's connection closes the contexts it opened.
afterAll(() => browser.close());

const taskNav = (page: Page) => page.getByRole("navigation", { name: "Tasks", exact: true });

describe("the task sidebar", () => {
	it("lists the whole catalogue in order and marks the current task, and only it", async () => {
		expect(new Set(catalogueOrder)).toEqual(new Set(PIPELINE_TYPES));
		for (const id of [catalogueOrder[0], "text-classification", catalogueOrder.at(-1)] as string[]) {
			const page = await open(`/tasks/${id}`);
			const links = taskNav(page).getByRole("link");
			const hrefs = await links.evaluateAll((list) => list.map((link) => link.getAttribute("href")));
			expect(hrefs, id).toEqual(catalogueOrder.map((task) => `/tasks/${task}`));
			const current = taskNav(page).locator('[aria-current="page"]');
			expect(await current.count(), id).toBe(1);
			expect(await current.getAttribute("href"), id).toBe(`/tasks/${id}`);
			expect(await current.textContent(), id).toBe(PIPELINE_DATA[id as keyof typeof PIPELINE_DATA].name);
			expect(await page.locator('main [aria-current="page"]').count(), id).toBe(1);
			await page.close();
		}
	});

	it("groups the tasks by modality", async () => {
		const page = await open("/tasks/image-classification");
		const groups = await taskNav(page)
			.locator("[data-modality]")
			.evaluateAll((list) => list.map((group) => group.getAttribute("data-modality")));
		expect(groups).toEqual(["nlp", "audio", "cv", "multimodal", "tabular", "rl", "other"]);
		expect(await taskNav(page).getByText("Computer Vision").isVisible()).toBe(true);
		await page.close();
	});

	it.each([
		["with", true],
		["without", false],
	])(
		"is shown beside the page at 1280 px, with no disclosure to open, %s JavaScript",
		async (_, javaScriptEnabled) => {
			const { page } = await openPage(browser, { viewport: DESKTOP, javaScriptEnabled });
			await page.goto(`${site}/tasks/text-classification`);
			expect(
				await page
					.getByRole("navigation", { name: "On this page" })
					.getByRole("link", { name: "Demo" })
					.isVisible(),
			).toBe(true);
			expect(await taskNav(page).getByRole("link", { name: "Translation" }).isVisible()).toBe(true);
			expect(await taskNav(page).locator("summary").isVisible()).toBe(false);
			const sidebar = await taskNav(page).boundingBox();
			const heading = await page.locator("main h1").boundingBox();
			expect(sidebar && heading && sidebar.x + sidebar.width <= heading.x).toBe(true);
			await page.context().close();
		},
	);

	it.each([
		["360", PHONE],
		["768", TABLET],
	])("is collapsed behind a disclosure at %s px, which opens it", async (_, viewport) => {
		const page = await open("/tasks/text-classification", viewport);
		const translation = taskNav(page).getByRole("link", { name: "Translation" });
		expect(await translation.isVisible()).toBe(false);
		const summary = taskNav(page).locator("summary");
		expect(await summary.isVisible()).toBe(true);
		await summary.click();
		expect(await translation.isVisible()).toBe(true);
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
			viewport.width,
		);
		await page.close();
	});

	it("opens and closes by keyboard without JavaScript", async () => {
		const { page } = await openPage(browser, { viewport: PHONE, javaScriptEnabled: false });
		await page.goto(`${site}/tasks/translation`);
		await taskNav(page).locator("summary").focus();
		await page.keyboard.press("Enter");
		expect(await taskNav(page).getByRole("link", { name: "Summarization" }).isVisible()).toBe(true);
		await page.context().close();
	});
});

describe("previous and next", () => {
	const pager = (page: Page) => page.getByRole("navigation", { name: "Previous and next task" });
	const name = (index: number) => PIPELINE_DATA[catalogueOrder[index] as keyof typeof PIPELINE_DATA].name;

	it("go to the neighbours in catalogue order, named after where they go", async () => {
		const index = catalogueOrder.indexOf("text-classification");
		const page = await open("/tasks/text-classification");
		await pager(page)
			.getByRole("link", { name: `Next: ${name(index + 1)}` })
			.click();
		await page.waitForURL(`**/tasks/${catalogueOrder[index + 1]}`);
		await pager(page)
			.getByRole("link", { name: `Previous: ${name(index)}` })
			.click();
		await page.waitForURL("**/tasks/text-classification");
		await page.close();
	});

	it("have no previous link on the first task and no next link on the last", async () => {
		const first = await open(`/tasks/${catalogueOrder[0]}`);
		expect(await pager(first).getByRole("link").allTextContents()).toHaveLength(1);
		expect(
			await pager(first)
				.getByRole("link", { name: `Next: ${name(1)}` })
				.count(),
		).toBe(1);
		await first.close();
		const lastIndex = catalogueOrder.length - 1;
		const last = await open(`/tasks/${catalogueOrder[lastIndex]}`);
		expect(await pager(last).getByRole("link").allTextContents()).toHaveLength(1);
		expect(
			await pager(last)
				.getByRole("link", { name: `Previous: ${name(lastIndex - 1)}` })
				.count(),
		).toBe(1);
		await last.close();
	});
});

/** Pages, the name of their "On this page" (in the page's language) and the headings it lists. */
const OUTLINED = [
	["/tasks/text-classification", "On this page", "main h2"],
	["/tasks/token-classification", "On this page", "main h2"],
	["/inference", "On this page", "main h2"],
	["/providers/together", "On this page", "main h2"],
	// Two sections only; its subsection is worth a line of its own.
	["/course/he/chapter0/1", "בעמוד הזה", "main :is(h2, h3)"],
] as const;

describe("On this page", () => {
	it.each(OUTLINED)(
		"on %s lists exactly the page's sections, each link reaching its own",
		async (path, label, selector) => {
			const page = await open(path);
			const outline = page.getByRole("navigation", { name: label, exact: true });
			const headings = await page
				.locator(selector)
				.evaluateAll((list) =>
					list.map((h) => ({ href: `#${encodeURIComponent(h.id)}`, text: h.textContent })),
				);
			expect(headings.length).toBeGreaterThanOrEqual(3);
			const links = await outline
				.getByRole("link")
				.evaluateAll((list) => list.map((a) => ({ href: a.getAttribute("href"), text: a.textContent })));
			expect(links.map((link) => ({ ...link, href: encodeURI(link.href ?? "") }))).toEqual(headings);
			const target = page.locator(selector).nth(headings.length - 2);
			await outline
				.getByRole("link")
				.nth(headings.length - 2)
				.click();
			const inView = () =>
				target.evaluate((h) => {
					const { top, bottom } = h.getBoundingClientRect();
					return top >= 0 && bottom <= innerHeight && decodeURIComponent(location.hash) === `#${h.id}`;
				});
			await expect.poll(inView).toBe(true);
			await page.close();
		},
	);

	it("is left out of a page with a single section", async () => {
		const page = await open("/tasks/graph-ml");
		expect(await page.locator("main h2").count()).toBe(1);
		expect(await page.locator("nav.on-this-page").count()).toBe(0);
		await page.close();
	});

	it("highlights the section in view as the reader scrolls", async () => {
		const page = await open("/inference");
		const current = page.getByRole("navigation", { name: "On this page" }).locator('[aria-current="true"]');
		await expect.poll(() => current.textContent()).toBe("Install");
		for (const section of ["Choosing a provider", "Errors and retries", "Streaming"]) {
			await page.locator("main h2", { hasText: section }).evaluate((h) => h.scrollIntoView());
			await expect.poll(() => current.textContent()).toBe(section);
			expect(await current.count()).toBe(1);
		}
		await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
		await expect.poll(() => current.textContent()).toBe("Host overrides");
		await page.close();
	});

	it("is a disclosure on a phone", async () => {
		const page = await open("/inference", PHONE);
		const outline = page.getByRole("navigation", { name: "On this page" });
		expect(await outline.getByRole("link", { name: "Streaming" }).isVisible()).toBe(false);
		await outline.locator("summary").click();
		expect(await outline.getByRole("link", { name: "Streaming" }).isVisible()).toBe(true);
		await page.close();
	});
});

// /inference and the course page at 1280 px are scanned in site-wide.e2e.ts (1280 by 720) with every
// route: no disclosure of theirs shows at that width, so the scan here saw the same page again.
describe("navigation passes axe with zero violations", () => {
	it.each([
		["/tasks/text-classification", PHONE],
		["/tasks/text-classification", TABLET],
		["/tasks/text-classification", DESKTOP],
		["/inference", PHONE],
	])("%s at %o", async (path, viewport) => {
		const page = await open(path, viewport);
		for (const summary of await page.locator("main summary").all()) {
			if (await summary.isVisible()) await summary.click();
		}
		const { violations } = await axe(page).analyze();
		expect(
			violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
			`${path} at ${viewport.width} px: axe violations`,
		).toEqual([]);
		await page.close();
	});
});
