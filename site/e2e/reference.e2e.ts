import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { API_REFERENCE_ENTRIES } from "../app/lib/api-reference/packages.js";
import { AXE_ROUTES, axe, launchBrowser, pagesSharingContexts } from "./browser.js";

let browser: Browser;
/** The checks here store nothing, so their pages share a context per screen size and its cache. */
let newPage: ReturnType<typeof pagesSharingContexts>;
const site = inject("siteUrl");

beforeAll(async () => {
	browser = await launchBrowser();
	newPage = pagesSharingContexts(browser);
});
afterAll(() => browser.close());

/** What the entry exports at run time, as a reader's `import` sees it. */
const runtimeExports = async (name: string) => Object.keys(await import(`@hubkit/${name}`)).sort();

const inView = (page: Page, id: string) =>
	page.evaluate((target) => {
		const element = document.getElementById(target);
		if (!element) return false;
		const box = element.getBoundingClientRect();
		return box.height > 0 && box.top >= 0 && box.top < window.innerHeight;
	}, id);

describe("the API reference", () => {
	it.each(API_REFERENCE_ENTRIES)(
		"/reference/%s has an anchored heading for every run-time export, on the page or on a part's page it links to, and passes axe (here, or in site-wide.e2e.ts's scan of every route)",
		async (name) => {
			const route = `/reference/${name}`;
			const { page, errors } = await newPage();
			await page.goto(`${site}${route}`);
			const names = await runtimeExports(name);
			expect(names.length, `${route}: run-time exports`).toBeGreaterThan(5);
			// An export is a heading here, or a link here, by the anchor it had when every export was on
			// this page, to a part's page where it is a heading.
			const found = await page.evaluate(
				(ids) =>
					ids.map((id) => {
						const element = document.getElementById(id);
						return { id, tag: element?.tagName, href: element?.getAttribute("href") ?? undefined };
					}),
				names,
			);
			const anchored = found.filter(({ tag }) => tag === "H3").map(({ id }) => id);
			const linked = found.filter(({ tag, href }) => tag === "A" && href?.startsWith(`${route}/`));
			const onParts = new Map<string, string[]>();
			for (const { id, href = "" } of linked) {
				const [path = "", anchor] = href.split("#");
				expect(anchor, `${route}: the link for ${id}`).toBe(id);
				onParts.set(path, [...(onParts.get(path) ?? []), id]);
			}
			await expect(
				page.locator("nav[aria-label='On this page'] a").count(),
				`${route}: links on this page`,
			).resolves.toBeGreaterThan(1);
			// site-wide.e2e.ts already scans the routes it lists, freshly loaded, with these rules and one more.
			if (!AXE_ROUTES.includes(route)) {
				const { violations } = await axe(page).analyze();
				expect(
					violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
					`${route}: axe violations`,
				).toEqual([]);
			}
			// Then the same page goes to each part's page the links lead to.
			for (const [path, ids] of onParts) {
				await page.goto(`${site}${path}`);
				const headings = await page.evaluate(
					(wanted) => wanted.filter((id) => document.getElementById(id)?.tagName === "H2"),
					ids,
				);
				expect(headings, `${path}: exports with an anchored heading`).toEqual(ids);
				anchored.push(...ids);
			}
			expect(anchored.sort(), `${route}: exports with an anchored heading`).toEqual(names);
			expect(errors, `${route} and its parts' pages: console errors`).toEqual([]);
			await page.close();
		},
		// axe over a few thousand elements takes a while on a shared two-core machine.
		120_000,
	);

	it("lands a deep link on its entry, on a package page and on a page of task types", async () => {
		const { page } = await newPage({ viewport: { width: 390, height: 800 } });
		for (const [path, id] of [
			["/reference/inference/task-functions/chat", "chatCompletionStream"],
			// Where every task function used to be: the link that leads to it.
			["/reference/inference", "textToImage"],
			["/reference/inference", "InferenceClientHttpRequestError"],
			["/reference/inference/internal", "TASK_TABLES"],
		] as const) {
			await page.goto(`${site}${path}#${id}`);
			await expect.poll(() => inView(page, id), { timeout: 5_000 }).toBe(true);
		}
		await page.goto(`${site}/reference/inference/types/chat-completion#ChatCompletionStreamOutput`);
		await expect.poll(() => inView(page, "ChatCompletionStreamOutput"), { timeout: 5_000 }).toBe(true);
		await page.close();
	});

	it("links an entry to the guide section that uses it, and that section exists", async () => {
		const { page } = await newPage();
		await page.goto(`${site}/reference/inference/task-functions/chat#chatCompletionStream`);
		const entry = page.locator(".api-entry", { has: page.locator("#chatCompletionStream") });
		await entry.getByRole("link", { name: "Inference: Streaming" }).click();
		await page.waitForURL(`${site}/inference#streaming`);
		await expect(page.locator("h2#streaming").textContent()).resolves.toBe("Streaming");
		await page.close();
	});

	it("is reached from the header and from the home page", async () => {
		const { page } = await newPage();
		await page.goto(`${site}/tasks`);
		await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Reference" }).click();
		await page.waitForURL(`${site}/reference`);
		await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("API reference");
		await page.getByRole("link", { name: "@hubkit/inference" }).first().click();
		await page.waitForURL(`${site}/reference/inference`);
		await page.goto(`${site}/`);
		await page.getByRole("main").getByRole("link", { name: "API reference", exact: true }).click();
		await page.waitForURL(`${site}/reference`);
		await page.close();
	});

	it("reaches the client's internal entry from the reference's index and from the client's page, and back", async () => {
		const { page } = await newPage();
		await page.goto(`${site}/reference`);
		await page.getByRole("link", { name: "@hubkit/inference/internal", exact: true }).click();
		await page.waitForURL(`${site}/reference/inference/internal`);
		await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
			"@hubkit/inference/internal",
		);
		await page
			.getByRole("navigation", { name: "Breadcrumb" })
			.getByRole("link", { name: "@hubkit/inference", exact: true })
			.click();
		await page.waitForURL(`${site}/reference/inference`);
		await page
			.getByRole("main")
			.getByRole("link", { name: "@hubkit/inference/internal", exact: true })
			.click();
		await page.waitForURL(`${site}/reference/inference/internal`);
		// A type of the main entry, named in an internal one's signature, leads back to its entry there.
		await page.locator("#ResolvedCall").scrollIntoViewIfNeeded();
		await page
			.locator(".api-entry", { has: page.locator("#ResolvedCall") })
			.getByRole("link", { name: "TaskHelper", exact: true })
			.first()
			.click();
		await page.waitForURL(`${site}/reference/inference/providers-and-routing/providers#TaskHelper`);
		await page.close();
	});

	// The index, /reference, is scanned in site-wide.e2e.ts with every other route it lists. A part's
	// page stands for the others of its group: the same template, over the same kinds of entries.
	it.each(["/reference/inference/types/chat-completion", "/reference/inference/task-functions/vision"])(
		"%s passes axe",
		async (path) => {
			const { page } = await newPage();
			await page.goto(`${site}${path}`);
			const { violations } = await axe(page).analyze();
			expect(
				violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
				`${path}: axe violations`,
			).toEqual([]);
			await page.close();
		},
	);

	it("moves from the package's page to a family of task functions and on to the next", async () => {
		const { page } = await newPage();
		await page.goto(`${site}/reference/inference#task-functions`);
		await page.getByRole("link", { name: "Audio", exact: true }).click();
		await page.waitForURL(`${site}/reference/inference/task-functions/audio`);
		await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Audio task functions");
		await page
			.getByRole("navigation", { name: "Previous and next" })
			.getByRole("link", { name: /^Next/ })
			.click();
		await page.waitForURL(/\/reference\/inference\/task-functions\/(?!audio)/);
		await page.close();
	});

	it("moves from a page of task types to the next and back to the package", async () => {
		const { page } = await newPage();
		await page.goto(`${site}/reference/inference#types`);
		await page.getByRole("link", { name: "chat-completion", exact: true }).click();
		await page.waitForURL(`${site}/reference/inference/types/chat-completion`);
		await page
			.getByRole("navigation", { name: "Previous and next" })
			.getByRole("link", { name: /^Next/ })
			.click();
		await page.waitForURL(/\/reference\/inference\/types\/(?!chat-completion)/);
		await page
			.getByRole("navigation", { name: "Breadcrumb" })
			.getByRole("link", { name: "@hubkit/inference" })
			.click();
		await page.waitForURL(`${site}/reference/inference`);
		await page.close();
	});
});
