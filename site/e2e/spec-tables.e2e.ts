import { getTaskSpec } from "@hubkit/tasks";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
	AXE_ROUTES,
	axe,
	launchBrowser,
	pagesSharingContexts,
	readServed,
	servedHtmlReader,
	settled,
} from "./browser.js";

let browser: Browser;
/** The checks here store nothing, so their pages share a context per screen size and its cache. */
let newPage: ReturnType<typeof pagesSharingContexts>;
const site = inject("siteUrl");

beforeAll(async () => {
	browser = await launchBrowser();
	newPage = pagesSharingContexts(browser);
});
afterAll(() => browser.close());

/**
 * The text of each cell of the row with this anchor id (name, type, required, default, description)
 * as the reader sees it, read where the reader reads it: in view. The tables are
 * laid out only near the screen (`content-visibility: auto`), and `innerText` of a table not laid out
 * is empty.
 */
async function rowCells(page: Page, id: string): Promise<string[]> {
	const row = page.locator(`tr[id="${id}"]`);
	await inView(row);
	return row.locator("th, td").allInnerTexts();
}

/** Scrolls to `element` and waits for the frame after: the browser lays out what came near the screen then. */
async function inView(element: Locator): Promise<void> {
	await element.scrollIntoViewIfNeeded();
	await element
		.page()
		.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

describe("request and response tables", () => {
	it("describe text to image's parameters with their types, bounds, required flags and defaults", async () => {
		const { page, errors } = await newPage();
		await page.goto(`${site}/tasks/text-to-image`);
		const table = page.getByRole("table", { name: "textToImage request" });
		expect(await table.isVisible()).toBe(true);
		const parameters = getTaskSpec("text-to-image")?.request.properties.parameters?.properties ?? {};
		const expected: Record<string, string> = {
			negative_prompt: "string",
			num_inference_steps: "integer\nx ≥ 1",
			guidance_scale: "number\nx ≥ 0",
			width: "integer\nx ≥ 1",
			height: "integer\nx ≥ 1",
			seed: "integer",
		};
		for (const [name, type] of Object.entries(expected)) {
			const [nameCell, typeCell, required, defaultCell, description] = await rowCells(
				page,
				`request-parameters-${name}`,
			);
			expect(nameCell, name).toContain(`parameters.${name}`);
			expect(typeCell, name).toBe(type);
			expect(required, name).toBe("No");
			// The specification gives these no default: the model or provider chooses.
			const fallback = parameters[name]?.default;
			expect(defaultCell, name).toBe(fallback === undefined ? "" : JSON.stringify(fallback));
			expect(description, name).toBe(parameters[name]?.description);
		}
		// Nested fields are indented through an inline custom property, which the site's CSP must allow.
		const indent = (id: string) =>
			page
				.locator(`tr[id="${id}"] th`)
				.evaluate((cell) => Number.parseFloat(getComputedStyle(cell).paddingInlineStart));
		expect(await indent("request-parameters-seed")).toBeGreaterThan(await indent("request-parameters"));
		expect((await rowCells(page, "request-inputs")).slice(1, 3)).toEqual([
			"string\nat least 1 character",
			"Yes",
		]);
		const response = page.locator("section", {
			has: page.getByRole("heading", { name: "Response", exact: true }),
		});
		expect(await response.locator("p").first().innerText()).toMatch(
			/^textToImage resolves to binary \(image\/\*\)\./,
		);
		expect(errors).toEqual([]);
		await page.close();
	});

	it("mark zero-shot classification's candidate labels as required, and show defaults as JSON", async () => {
		const { page } = await newPage();
		await page.goto(`${site}/tasks/zero-shot-classification`);
		expect((await rowCells(page, "request-parameters-candidate_labels")).slice(1, 3)).toEqual([
			"string[]\nat least 1 item",
			"Yes",
		]);
		expect((await rowCells(page, "request-parameters-hypothesis_template"))[3]).toBe('"This example is {}."');
		expect((await rowCells(page, "request-parameters-multi_label"))[3]).toBe("false");
		expect(await page.getByRole("table", { name: "zeroShotClassification response" }).isVisible()).toBe(true);
		await page.close();
	});

	it("document chat on the text generation page, tools included, with its stream", async () => {
		const { page } = await newPage();
		await page.goto(`${site}/tasks/text-generation`);
		const [name, ...rest] = await rowCells(page, "request-tools");
		expect(name).toContain("tools");
		expect(rest.slice(0, 2)).toEqual(["object[]", "No"]);
		expect((await rowCells(page, "request-tools-function-name"))[0]).toContain("tools[].function.name");
		expect((await rowCells(page, "request-tool_choice"))[1]).toBe('"auto" | "none" | "required" | object');
		expect(await page.getByRole("table", { name: "chatCompletionStream stream chunk" }).isVisible()).toBe(
			true,
		);
		await page.close();
	});

	it("come after the Inference snippets", async () => {
		const { page } = await newPage();
		await page.goto(`${site}/tasks/text-classification`);
		const headings = await page.locator("h2").allInnerTexts();
		const inference = headings.indexOf("Inference");
		expect(inference).toBeGreaterThanOrEqual(0);
		expect(headings.slice(inference + 1, inference + 3)).toEqual(["Request", "Response"]);
		await page.close();
	});

	it("let a reader link to a parameter: the link shows on focus and its target scrolls into view", async () => {
		const { page } = await newPage();
		await page.goto(`${site}/tasks/text-to-image`);
		const link = page.getByRole("link", { name: "Link to parameter: parameters.guidance_scale" });
		const opacity = () => link.evaluate((element) => getComputedStyle(element).opacity);
		expect(await opacity()).toBe("0");
		await link.focus();
		expect(await opacity()).toBe("1");
		await page.keyboard.press("Enter");
		await page.waitForURL(/#request-parameters-guidance_scale$/);
		const row = page.locator("#request-parameters-guidance_scale");
		expect(await row.evaluate((element) => element.matches(":target"))).toBe(true);
		expect(await row.isVisible()).toBe(true);
		const box = await row.boundingBox();
		const height = await page.evaluate(() => window.innerHeight);
		expect(box && box.y >= 0 && box.y < height).toBe(true);

		const direct = await newPage();
		await direct.page.goto(`${site}/tasks/zero-shot-classification#request-parameters-candidate_labels`);
		const target = await direct.page.locator(":target").getAttribute("id");
		expect(target).toBe("request-parameters-candidate_labels");
		await Promise.all([page.close(), direct.page.close()]);
	});

	it("scroll sideways inside their own region on a phone, not the page", async () => {
		const { page } = await newPage({ viewport: { width: 360, height: 740 } });
		await page.goto(`${site}/tasks/text-to-image`);
		const region = page.getByRole("region", { name: "textToImage request" });
		const sizes = await region.evaluate((element) => ({
			scroll: element.scrollWidth,
			client: element.clientWidth,
			page: document.documentElement.scrollWidth,
			viewport: window.innerWidth,
		}));
		expect(sizes.scroll).toBeGreaterThan(sizes.client);
		expect(sizes.page).toBeLessThanOrEqual(sizes.viewport);
		await region.focus();
		await page.keyboard.press("ArrowRight");
		await page.waitForFunction(
			(name) => (document.querySelector(`[aria-labelledby="${name}"]`)?.scrollLeft ?? 0) > 0,
			"request-table",
		);
		await page.close();
	});

	it.each(["/tasks/text-to-image", "/tasks/text-generation"])(
		"pass axe with zero violations (here, or in site-wide.e2e.ts's scan of every route), and share no id with the rest of the page, on %s",
		async (route) => {
			const { page } = await newPage();
			await page.goto(`${site}${route}`);
			const ids = await page.locator("[id]").evaluateAll((elements) => elements.map((element) => element.id));
			expect(
				ids.filter((id, index) => ids.indexOf(id) !== index),
				`${route}: ids used twice`,
			).toEqual([]);
			// site-wide.e2e.ts already scans the routes it lists, freshly loaded, with these rules and one more.
			if (!AXE_ROUTES.includes(route)) {
				const { violations } = await axe(page).analyze();
				const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
				expect(found, `${route}: axe violations`).toEqual([]);
			}
			await page.close();
		},
	);

	it.each(["graph-ml", "depth-estimation"])(
		"say on %s's page that the client does not serve it",
		async (id) => {
			const { page } = await newPage();
			await page.goto(`${site}/tasks/${id}`);
			const section = page.locator("section", {
				has: page.getByRole("heading", { name: "Request", exact: true }),
			});
			expect(await section.locator("p").innerText()).toBe(
				"The inference client does not serve this task yet; there is no request to describe.",
			);
			expect(await page.locator(".spec-table").count()).toBe(0);
			await page.close();
		},
	);
});

describe("a page that documents two calls", () => {
	const route = `${site}/tasks/text-generation`;
	const TABLE_DATA = "/spec-table-data/text-generation/text-generation.json";
	/** The Request or Response section: the one that holds that heading. */
	const section = (page: Page, name: "Request" | "Response") =>
		page.locator("section", { has: page.getByRole("heading", { name, exact: true }) });
	/** The shown tables' captions, each read in view (see rowCells). */
	const captions = async (page: Page, name: "Request" | "Response") => {
		const texts: string[] = [];
		for (const caption of await section(page, name)
			.locator('[role="tabpanel"]:not([hidden]) caption')
			.all()) {
			await inView(caption);
			texts.push(await caption.innerText());
		}
		return texts;
	};

	it("carries the first call's tables and names the other, whose tables load when its tab is picked", async () => {
		const { page, errors, requests } = await newPage();
		await page.goto(route);
		await settled(page);
		expect(await captions(page, "Request")).toEqual(["chatCompletion request"]);
		expect(await captions(page, "Response")).toEqual([
			"chatCompletion response",
			"chatCompletionStream stream chunk",
		]);
		expect(requests.filter((url) => url.pathname === TABLE_DATA)).toEqual([]);
		const tab = section(page, "Request").getByRole("tab", { name: "textGeneration" });
		await tab.click();
		await page.getByRole("table", { name: "textGeneration request" }).waitFor();
		expect(await captions(page, "Request")).toEqual(["textGeneration request"]);
		// One choice for both sections: the Response tabs show the same call.
		expect(await section(page, "Response").getByRole("tab", { selected: true }).innerText()).toBe(
			"textGeneration",
		);
		expect(await captions(page, "Response")).toEqual([
			"textGeneration response",
			"textGenerationStream stream chunk",
		]);
		expect((await rowCells(page, "text-generation-request-parameters-max_new_tokens"))[0]).toContain(
			"parameters.max_new_tokens",
		);
		// The keyboard goes back, and the first call's tables are there as the page wrote them.
		await page.keyboard.press("ArrowLeft");
		expect(await captions(page, "Request")).toEqual(["chatCompletion request"]);
		expect(
			await section(page, "Request")
				.getByRole("tab", { selected: true })
				.evaluate((t) => t === document.activeElement),
		).toBe(true);
		expect(requests.filter((url) => url.pathname === TABLE_DATA)).toHaveLength(1);
		expect(errors).toEqual([]);
		await page.close();
	});

	/** Whether the row with this id is the page's target, shown, and within the window. */
	const targetInView = (page: Page, id: string) =>
		page.waitForFunction((rowId) => {
			const row = document.querySelector(":target");
			if (row?.id !== rowId || row.closest("[hidden]")) return false;
			const box = row.getBoundingClientRect();
			return box.height > 0 && box.top >= 0 && box.top < window.innerHeight;
		}, id);

	it("shows the call an address names a row of, and brings that row into view as the target", async () => {
		const { page, errors } = await newPage();
		// The tables come only once the page has loaded and settled, when the browser has given up
		// looking for the row: the file is held until the test lets it go.
		let release = () => {};
		const held = new Promise<void>((resolve) => {
			release = resolve;
		});
		await page.route(`**${TABLE_DATA}`, async (request) => {
			await held;
			await request.continue();
		});
		await page.goto(`${route}#text-generation-response-details-tokens-logprob`);
		await settled(page);
		release();
		await targetInView(page, "text-generation-response-details-tokens-logprob");
		expect(await section(page, "Request").getByRole("tab", { selected: true }).innerText()).toBe(
			"textGeneration",
		);
		// A link followed within the page, to a row of the call not shown, shows it too.
		await page.evaluate(() => {
			window.location.hash = "#request-tools-function-name";
		});
		await targetInView(page, "request-tools-function-name");
		expect(await section(page, "Response").getByRole("tab", { selected: true }).innerText()).toBe(
			"chatCompletion",
		);
		expect(errors).toEqual([]);
		await page.close();
	});

	it("passes axe with zero violations in the Request and Response sections with the second call shown", async () => {
		// As loaded, with the first call shown, they are scanned with the whole page above.
		const { page } = await newPage();
		await page.goto(route);
		await settled(page);
		await section(page, "Response").getByRole("tab", { name: "textGeneration" }).click();
		await page.getByRole("table", { name: "textGeneration response" }).waitFor();
		const { violations } = await axe(page).include('[data-island="spec-calls"]').analyze();
		const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
		expect(found).toEqual([]);
		await page.close();
	});

	it("has axe check the contrast of every text in the tables, which the browser lays out only near the screen", async () => {
		const { page } = await newPage();
		await page.goto(route);
		await settled(page);
		// Asked for what it could not decide too: in content the browser skipped, axe calls every
		// text "overlapped by another element" and checks none of them (391 of the tables' texts).
		const { violations, incomplete, passes } = await axe(page)
			// In this order: options() replaces what withRules() sets.
			.options({ resultTypes: ["violations", "incomplete", "passes"] })
			.withRules(["color-contrast"])
			.analyze();
		expect(violations).toEqual([]);
		/** The texts of `results` that are in the Request and Response sections. */
		const inTables = (results: typeof passes) =>
			page.evaluate(
				(targets) =>
					targets.filter((target) => document.querySelector(target)?.closest('[data-island="spec-calls"]')),
				results.flatMap((result) => result.nodes.map((node) => String(node.target[0]))),
			);
		expect(await inTables(incomplete)).toEqual([]);
		expect((await inTables(passes)).length).toBeGreaterThan(100);
		await page.close();
	});

	it("says without JavaScript where the other call's tables are, and its Markdown has them all", async () => {
		const reader = await servedHtmlReader(browser, site);
		const { value: notes } = await readServed(reader, "/tasks/text-generation", (document) =>
			[...document.querySelectorAll("noscript")]
				.filter((note) => note.closest('[data-island="spec-calls"]'))
				.map((note) => ({
					text: (note.textContent ?? "").replace(/\s+/g, " ").trim(),
					href: note.querySelector("a")?.getAttribute("href"),
				})),
		);
		expect(notes).toEqual(
			Array(2).fill({
				text: "Without JavaScript only chatCompletion's tables are shown; textGeneration's are in this page's Markdown copy.",
				href: "/tasks/text-generation.md",
			}),
		);
		const markdown = await (await fetch(`${site}/tasks/text-generation.md`)).text();
		for (const caption of [
			"`textGeneration` request",
			"`textGeneration` response",
			"`textGenerationStream` stream chunk",
		])
			expect(markdown).toContain(`**${caption}**`);
		expect(markdown).toContain("`parameters.max_new_tokens`");
		await reader.context().close();
	});
});
