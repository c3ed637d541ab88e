// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSearchIndex } from "../scripts/search-index.mjs";

const page = (lang: string, title: string, body: string) =>
	`<!DOCTYPE html><html lang="${lang}"${lang === "he" ? ' dir="rtl"' : ""}><head><title>${title} | Site</title></head><body>` +
	`<header><nav>Tasks Inference headerword</nav></header>` +
	`<main data-pagefind-body><button class="copy-page-button">Copy page</button>` +
	`<div class="heading"><h1 id="top">${title}</h1><a class="heading-anchor" href="#top">Link to section: anchorword</a></div>` +
	`<div class="page-navigation"><a href="/tasks">sidebarword</a></div>` +
	`<p>${body}</p></main><footer>footerword</footer></body></html>`;

const PAGES: Record<string, string> = {
	"index.html": page("en", "Home", "Welcome to the hub."),
	"tasks/image-segmentation/index.html": page("en", "Image Segmentation", "Some models do both (panoptic)."),
	"course/he/chapter0/1/index.html": page("he", "מבוא", "שימוש בסביבה וירטואלית של Python."),
	"404/index.html": page("en", "Page not found", "missingword"),
	"__spa-fallback.html": "<html><body><main data-pagefind-body><h1>Shell</h1>shellword</main></body></html>",
};

let root: string;
let pages: number;

/** Every page fragment of the written index: Pagefind writes them gzip, behind a signature. */
function fragments(): { url: string; content: string; meta: { title: string } }[] {
	const dir = join(root, "pagefind", "fragment");
	return readdirSync(dir).map((name) => {
		const bytes = gunzipSync(readFileSync(join(dir, name)));
		return JSON.parse(bytes.subarray("pagefind_dcd".length).toString("utf8"));
	});
}

beforeAll(async () => {
	root = mkdtempSync(join(tmpdir(), "hubkit-search-"));
	for (const [name, html] of Object.entries(PAGES)) {
		mkdirSync(dirname(join(root, name)), { recursive: true });
		writeFileSync(join(root, name), html);
	}
	pages = await writeSearchIndex(root);
}, 60_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the search index", () => {
	it("holds every page a reader visits, and neither the 404 page nor the fallback shell", () => {
		expect(pages).toBe(3);
		expect(
			fragments()
				.map((fragment) => fragment.url)
				.sort(),
		).toEqual(["/", "/course/he/chapter0/1", "/tasks/image-segmentation"]);
	});

	it("is one index for English and Hebrew pages alike, so a Hebrew word is found from any page", () => {
		const entry = JSON.parse(readFileSync(join(root, "pagefind", "pagefind-entry.json"), "utf8"));
		expect(Object.keys(entry.languages)).toEqual(["en"]);
		expect(entry.languages.en.page_count).toBe(3);
		const course = fragments().find((fragment) => fragment.url === "/course/he/chapter0/1");
		expect(course?.content).toContain("וירטואלית");
	});

	it("titles each result with the page's h1 and reads only its main content", () => {
		const byUrl = new Map(fragments().map((fragment) => [fragment.url, fragment]));
		expect(byUrl.get("/tasks/image-segmentation")?.meta.title).toBe("Image Segmentation");
		expect(byUrl.get("/course/he/chapter0/1")?.meta.title).toBe("מבוא");
		const text = [...byUrl.values()].map((fragment) => fragment.content).join(" ");
		expect(text).toContain("panoptic");
		for (const outside of ["headerword", "footerword", "anchorword", "sidebarword", "Copy page"]) {
			expect(text, outside).not.toContain(outside);
		}
	});

	it("ships only what the search field fetches: no ready-made interface, no unused WebAssembly", () => {
		const files = readdirSync(join(root, "pagefind")).sort();
		expect(files).toEqual([
			"fragment",
			"index",
			"pagefind-entry.json",
			"pagefind-worker.js",
			expect.stringMatching(/^pagefind\.en_[0-9a-f]+\.pf_meta$/),
			"pagefind.js",
			"wasm.en.pagefind",
		]);
	});
});
