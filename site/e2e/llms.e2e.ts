import { micromark } from "micromark";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PRERENDER_PATHS } from "../prerender-paths";
import { axe, islandHydrated, islandsState, launchBrowser, openPage, recordCopies } from "./browser.js";

let browser: Browser;
const site = inject("siteUrl");
const PAGES = PRERENDER_PATHS.filter((path) => path !== "/404");
const markdownOf = (path: string) => (path === "/" ? "/index.md" : `${path}.md`);
/**
 * The pointer every page's Markdown starts with: the site's llms.txt and the copy's page, absolute;
 * then, on a page split in parts, which part this is (e2e/agent-markdown-parts.e2e.ts follows them).
 */
const POINTER = String.raw`> For AI agents: [^\n]*\(https?://[^)\s]+/llms\.txt\)[^\n]*\n(?:>\n> This Markdown copy is in \d+ parts; this is part 1 of \d+\.[^\n]*\n)?\n`;
const startsWith = (pattern: string) => new RegExp(`^${POINTER}${pattern}`);

beforeAll(async () => {
	browser = await launchBrowser();
});
afterAll(() => browser.close());

const get = async (path: string) => {
	const response = await fetch(`${site}${path}`);
	return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
};

/** The page's h1 as a reader sees it, from its prerendered HTML. */
const titleOf = (html: string) =>
	(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "")
		.replace(/<[^>]+>/g, "")
		.replace(/&#x27;/g, "'")
		.replace(/&quot;/g, '"')
		.replace(/&amp;/g, "&")
		.trim();

describe("llms.txt", () => {
	it("names the site, sums it up and links every page's Markdown, each served as text/markdown", async () => {
		const index = await get("/llms.txt");
		expect(index.status).toBe(200);
		expect(index.type).toBe("text/plain; charset=utf-8");
		expect(index.text).toMatch(/^# Hubkit\n\n> \S[^\n]+\n\n\S[^\n]+\n\n## /);
		const linked = [...index.text.matchAll(/^- \[[^\]]+\]\(([^)]+)\): \S/gm)].map(
			(m) => new URL(m[1] ?? "").pathname,
		);
		// The build's origin, which every absolute link of the Markdown is on.
		const linkedOrigin = new URL(/\]\((https?:[^)]+)\)/.exec(index.text)?.[1] ?? "").origin;
		expect(index.text).toContain(
			`\n\nThe router's task routes are described as OpenAPI 3.1 at ${linkedOrigin}/openapi.json: `,
		);
		expect(linked.sort()).toEqual(PAGES.map(markdownOf).sort());
		for (const path of linked) {
			const page = await get(path);
			expect([path, page.status, page.type]).toEqual([path, 200, "text/markdown; charset=utf-8"]);
			expect(page.text).toMatch(startsWith(String.raw`# \S`));
			expect(page.text).toContain(
				`(${new URL(path === "/index.md" ? "/" : path.slice(0, -3), linkedOrigin).href})`,
			);
		}
	});

	it("llms-full.txt holds every page's title", async () => {
		const full = await get("/llms-full.txt");
		expect(full.status).toBe(200);
		expect(full.type).toBe("text/plain; charset=utf-8");
		for (const path of PAGES) {
			const title = titleOf((await get(path)).text);
			expect(title, path).toBeTruthy();
			expect(full.text).toContain(`\n# ${title}\n`);
		}
	});
});

describe("a page's Markdown", () => {
	it("has a task page's title, summary, model, Request table and fenced snippets", async () => {
		const { text } = await get("/tasks/text-classification.md");
		expect(text).toMatch(
			startsWith(String.raw`# Text Classification\n\nThis task [^\n]+\n\nText classification \S`),
		);
		expect(text).toMatch(/\[[\w-]+\/[\w.-]+\]\(https:\/\/huggingface\.co\/[\w-]+\/[\w.-]+\)/);
		expect(text).toMatch(/^## Request$/m);
		expect(text).toMatch(/^\| Name \| Type \| Required \| Default \| Description \|$/m);
		expect(text).toMatch(/^\| `inputs` \| `string` \| Yes \|/m);
		expect(text).toMatch(/^```python\nimport /m);
		expect(text).toMatch(/^```sh\ncurl /m);
		expect(text).not.toMatch(/Link to|Copy page|<\w/);
	});

	it("reads as the page does once rendered: the fill-mask example's <mask> stays, in the page's Markdown and llms-full.txt", async () => {
		const { page } = await openPage(browser);
		// Rendered and read by the browser; raw HTML passes through, as in most renderers.
		const textOf = async (markdown: string) => {
			await page.setContent(micromark(markdown, { allowDangerousHtml: true }));
			return (await page.locator("body").textContent())?.replace(/\s+/g, " ");
		};
		const { text } = await get("/tasks/fill-mask.md");
		expect(await textOf(text)).toContain("I forgot my <mask> at home");
		const row = text.split("\n").find((line) => line.startsWith("| `inputs` |")) ?? "";
		expect(await textOf(row.replace(/\\\|/g, "|"))).toContain("(e.g. [MASK] or <mask>)");
		const full = (await get("/llms-full.txt")).text;
		const section = full.split("\n\n---\n\n").find((part) => part.includes("/tasks/fill-mask -->")) ?? "";
		expect(await textOf(section)).toContain("I forgot my <mask> at home");
		await page.context().close();
	});

	it("keeps the Hebrew course page's text and its code blocks", async () => {
		const { text } = await get("/course/he/chapter0/1.md");
		expect(text).toMatch(startsWith(String.raw`# מבוא\n\nברוכים הבאים לקורס של Hugging Face!`));
		expect(text).toContain('```bash\npip install "transformers[sentencepiece]"\n```');
	});
});

/** Opens a page with clipboard access; `hydrated` waits for React to take the Copy page button over. */
async function open(path: string, hydrated: boolean) {
	const watch = await openPage(browser, { permissions: ["clipboard-read", "clipboard-write"] });
	const copies = await recordCopies(watch.page);
	await watch.page.goto(`${site}${path}`);
	if (hydrated) await islandHydrated(watch.page, "copy-page");
	/** The last text the page copied. */
	const clipboard = async () => (await copies()).at(-1);
	return { ...watch, clipboard };
}

describe("the Copy page button", () => {
	it("copies the page's Markdown and says so, once React has the button", async () => {
		const { page, errors, clipboard } = await open("/tasks/text-generation", true);
		const button = page.getByRole("button", { name: "Copy page" });
		await button.click();
		await page.waitForFunction(
			() => document.querySelector(".copy-page-button")?.getAttribute("data-state") === "copied",
		);
		expect(await clipboard()).toBe((await get("/tasks/text-generation.md")).text);
		expect(await page.locator("main [role=status]").first().textContent()).toBe("Copied");
		expect(errors).toEqual([]);
		await page.context().close();
	});

	it("loads nothing on a page with no other island until reached for, then copies on the first click", async () => {
		const { page, errors, requests, clipboard } = await open("/tasks", false);
		await page.waitForLoadState("load");
		// Records where the islands stood at each click, to show the click came before React had them.
		await page.evaluate(() => {
			const seen: string[] = [];
			(window as unknown as { clicks: string[] }).clicks = seen;
			window.addEventListener("click", () => seen.push(document.documentElement.dataset.islands ?? ""), true);
		});
		expect(await islandsState(page)).toBe("on-reach");
		expect(requests.filter((url) => url.pathname.endsWith(".js"))).toEqual([]);
		await page.getByRole("button", { name: "Copy page" }).click();
		await page.waitForFunction(
			() => document.querySelector(".copy-page-button")?.getAttribute("data-state") === "copied",
		);
		expect(await clipboard()).toBe((await get("/tasks.md")).text);
		expect(await page.evaluate(() => (window as unknown as { clicks: string[] }).clicks)).toEqual([
			"loading",
			"hydrated",
		]);
		expect(errors).toEqual([]);
		await page.context().close();
	});

	it("says so in Hebrew on the course page, and passes axe once it has copied", async () => {
		const { page, clipboard } = await open("/course/he/chapter0/1", true);
		await page.getByRole("button", { name: "העתקת העמוד" }).click();
		await page.waitForFunction(
			() => document.querySelector(".copy-page-button")?.getAttribute("data-state") === "copied",
		);
		expect(await clipboard()).toMatch(startsWith(String.raw`# מבוא\n`));
		// What copying changed is the button and its status: site-wide.e2e.ts scans the whole page.
		const { violations } = await axe(page).include('[data-island="copy-page"]').analyze();
		expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
			[],
		);
		await page.context().close();
	});
});
