import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { PRERENDER_PATHS } from "../prerender-paths";
import { launchBrowser, openPage } from "./browser.js";

const site = inject("siteUrl");
const PAGES = PRERENDER_PATHS.filter((path) => path !== "/404");
const markdownOf = (path: string) => (path === "/" ? "/index.md" : `${path}.md`);
const PAGE = "/tasks/text-classification";

interface Answer {
	status: number;
	headers: Record<string, string | string[] | undefined>;
	body: Buffer;
}

/** A request with exactly these headers: Node's client adds no Accept or Accept-Encoding of its own. */
function raw(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
	return new Promise((resolve, reject) => {
		const req = request(`${site}${path}`, { method, headers }, (res) => {
			const chunks: Buffer[] = [];
			res.on("data", (chunk) => chunks.push(chunk));
			res.on("end", () =>
				resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
			);
		});
		req.on("error", reject);
		req.end();
	});
}

const HTML = "text/html; charset=utf-8";
const MARKDOWN = "text/markdown; charset=utf-8";
const linksOf = (path: string) =>
	`<${markdownOf(path)}>; rel="alternate"; type="text/markdown", </llms.txt>; rel="describedby"`;
const markdownLinksOf = (path: string) =>
	`<${markdownOf(path)}>; rel="alternate"; type="text/markdown", <${path}>; rel="canonical"; type="text/html", </llms.txt>; rel="describedby"`;

let html: Buffer;
let markdown: Buffer;
beforeAll(async () => {
	html = (await raw(PAGE)).body;
	markdown = (await raw(markdownOf(PAGE))).body;
	expect(html.toString()).toMatch(/^<!DOCTYPE html>/i);
	expect(markdown.toString()).toContain("# Text Classification");
});

describe("a page's address answers as its Accept asks", () => {
	// [Accept, whether the Markdown copy is sent]
	const CASES: [string, boolean][] = [
		["text/markdown", true],
		["text/markdown, text/html", true],
		["text/html, text/markdown", true],
		["text/markdown, text/html, */*", true],
		["text/html;q=0.5, text/markdown;q=0.8", true],
		["text/markdown;q=0.501, text/html;q=0.5", true],
		["text/markdown;q=0.9, text/html", false],
		["text/markdown;q=0.5, text/html;q=0.9", false],
		["text/html;q=0, */*", true],
		["text/*", false],
		["text/*, text/html;q=0.1", true],
		["*/*;q=0.1, text/markdown;q=0", false],
		["text/markdown;q=0, text/html;q=0", false],
		["*/*", false],
		["application/json", false],
		["", false],
		// Chromium's and Firefox's navigation Accept headers.
		[
			"text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7",
			false,
		],
		["text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", false],
		// Case, spaces and parameters are the header's, not the choice's.
		["TEXT/Markdown", true],
		["text/markdown ; q = 0.9 , text/html ; q=0.8", true],
		["text/markdown; charset=utf-8", true],
		["text/markdown; variant=GFM; q=1.000", true],
		// Malformed members are left out, and the rest of the header still counts.
		["text/markdown;q=2", false],
		["text/markdown;q=1.5, text/html;q=0.5", false],
		["text/markdown;q=abc", false],
		["text/markdown;q=", false],
		["text/markdown;q=0.0001", false],
		["text/markdown;q=-1, text/html", false],
		["markdown", false],
		["text/markdown/extra", false],
		["*/markdown", false],
		["text/mark down", false],
		[";;;,,,", false],
		[",text/markdown,", true],
		["bogus, text/markdown;q=0.8, text/html;q=oops", true],
		// A quoted parameter may hold commas, and an escaped quote does not end it.
		['text/html;x="a, text/markdown;q=1, b"', false],
		['text/html;x="a\\", text/markdown, b"', false],
		[`${"x/y;q=0.5, ".repeat(600)}text/markdown`, true],
	];

	it.each(CASES)("Accept %j gets Markdown: %s", async (accept, wantsMarkdown) => {
		const answer = await raw(PAGE, { Accept: accept });
		expect(answer.status).toBe(200);
		expect(answer.headers["content-type"]).toBe(wantsMarkdown ? MARKDOWN : HTML);
		expect(answer.body.equals(wantsMarkdown ? markdown : html)).toBe(true);
		expect(answer.headers.vary).toBe("Accept, Accept-Encoding");
		expect(answer.headers.link).toBe(wantsMarkdown ? markdownLinksOf(PAGE) : linksOf(PAGE));
		expect(answer.headers["content-location"]).toBe(wantsMarkdown ? markdownOf(PAGE) : undefined);
		expect(answer.headers["cache-control"]).toBe("no-cache");
	});

	it("without an Accept header the page is HTML", async () => {
		const answer = await raw(PAGE);
		expect(answer.headers["content-type"]).toBe(HTML);
		expect(answer.headers.link).toBe(linksOf(PAGE));
	});

	it("every page's address gives its Markdown copy to `Accept: text/markdown`, the home page's at /index.md", async () => {
		for (const path of PAGES) {
			const [negotiated, copy] = await Promise.all([
				raw(path, { Accept: "text/markdown" }),
				raw(markdownOf(path)),
			]);
			expect([path, negotiated.status, negotiated.headers["content-type"]]).toEqual([path, 200, MARKDOWN]);
			expect(negotiated.body.equals(copy.body), path).toBe(true);
			expect(negotiated.headers.etag, path).toBe(copy.headers.etag);
			expect(negotiated.headers.link, path).toBe(markdownLinksOf(path));
		}
	});

	it("a browser navigating to a page gets HTML", async () => {
		const browser: Browser = await launchBrowser();
		try {
			const { page } = await openPage(browser);
			const response = await page.goto(`${site}${PAGE}`);
			expect(response?.headers()["content-type"]).toBe(HTML);
			await expect(page.locator("h1").first().textContent()).resolves.toBe("Text Classification");
		} finally {
			await browser.close();
		}
	});
});

describe("caching and compression of the two representations", () => {
	it("each has its own ETag; a conditional request is answered for the representation Accept picks", async () => {
		const asHtml = await raw(PAGE, { Accept: "text/html" });
		const asMarkdown = await raw(PAGE, { Accept: "text/markdown" });
		const markdownTag = String(asMarkdown.headers.etag);
		expect(markdownTag).toMatch(/^"[\w-]+"$/);
		expect(markdownTag).not.toBe(asHtml.headers.etag);

		const fresh = await raw(PAGE, { Accept: "text/markdown", "If-None-Match": markdownTag });
		expect(fresh.status).toBe(304);
		expect(fresh.body.length).toBe(0);
		expect(fresh.headers.etag).toBe(markdownTag);
		expect(fresh.headers.vary).toBe("Accept, Accept-Encoding");
		expect(fresh.headers.link).toBe(markdownLinksOf(PAGE));

		// The Markdown's tag does not make the HTML current: a cache keyed without Accept would serve one for the other.
		const other = await raw(PAGE, { Accept: "text/html", "If-None-Match": markdownTag });
		expect(other.status).toBe(200);
		expect(other.body.equals(html)).toBe(true);
		const htmlFresh = await raw(PAGE, { "If-None-Match": String(asHtml.headers.etag) });
		expect(htmlFresh.status).toBe(304);
	});

	it.each([
		["br", brotliDecompressSync],
		["gzip", gunzipSync],
	] as const)(
		"the Markdown is sent precompressed (%s) with its length and its coding's ETag",
		async (coding, decode) => {
			const identityTag = (await raw(PAGE, { Accept: "text/markdown" })).headers.etag;
			const answer = await raw(PAGE, { Accept: "text/markdown", "Accept-Encoding": coding });
			expect(answer.headers["content-encoding"]).toBe(coding);
			expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
			expect(decode(answer.body).equals(markdown)).toBe(true);
			expect(answer.headers.etag).not.toBe(identityTag);
			const fromFile = await raw(markdownOf(PAGE), { "Accept-Encoding": coding });
			expect(answer.headers.etag).toBe(fromFile.headers.etag);
		},
	);

	it("HEAD and byte ranges work on the Markdown as on any file", async () => {
		const head = await raw(PAGE, { Accept: "text/markdown" }, "HEAD");
		expect(head.status).toBe(200);
		expect(head.body.length).toBe(0);
		expect(Number(head.headers["content-length"])).toBe(markdown.length);
		const range = await raw(PAGE, { Accept: "text/markdown", Range: "bytes=0-9" });
		expect(range.status).toBe(206);
		expect(range.headers["content-range"]).toBe(`bytes 0-9/${markdown.length}`);
		expect(range.body.equals(markdown.subarray(0, 10))).toBe(true);
	});
});

describe("Link headers", () => {
	it("the home page names /index.md and /llms.txt", async () => {
		expect((await raw("/")).headers.link).toBe(linksOf("/"));
		expect((await raw("/", { Accept: "text/markdown" })).headers.link).toBe(markdownLinksOf("/"));
	});

	it("a Markdown copy at its own address names its page as canonical and /llms.txt, and does not vary by Accept", async () => {
		for (const accept of ["text/markdown", "text/html", "*/*"]) {
			const answer = await raw(markdownOf(PAGE), { Accept: accept });
			expect(answer.headers["content-type"]).toBe(MARKDOWN);
			expect(answer.headers.link).toBe(
				`<${PAGE}>; rel="canonical"; type="text/html", </llms.txt>; rel="describedby"`,
			);
			expect(answer.headers.vary).toBe("Accept-Encoding");
		}
	});

	it("every address the header names answers with the type it says", async () => {
		const header = String((await raw(PAGE, { Accept: "text/markdown" })).headers.link);
		const entries = [...header.matchAll(/<([^>]+)>((?:;[^,]+)*)/g)];
		expect(entries.length).toBe(3);
		for (const [, target, parameters] of entries) {
			const answer = await raw(target ?? "");
			expect([target, answer.status]).toEqual([target, 200]);
			const type = /type="([^"]+)"/.exec(parameters ?? "")?.[1];
			if (type) expect(answer.headers["content-type"]).toBe(`${type}; charset=utf-8`);
		}
	});

	it.each(["/llms.txt", "/favicon.svg", "/sitemap.xml", "/openapi.json"])(
		"%s, which is no page, is sent as it is whatever the Accept, with no Link",
		async (path) => {
			const plain = await raw(path);
			const asked = await raw(path, { Accept: "text/markdown" });
			expect(asked.status).toBe(200);
			expect(asked.body.equals(plain.body)).toBe(true);
			expect(asked.headers["content-type"]).toBe(plain.headers["content-type"]);
			expect(asked.headers.link).toBeUndefined();
			expect(String(asked.headers.vary ?? "")).not.toMatch(/\bAccept\b(?!-)/);
		},
	);

	it("an unknown address is the not-found page with 404 even when Markdown is asked for", async () => {
		const answer = await raw("/tasks/no-such-task", { Accept: "text/markdown" });
		expect(answer.status).toBe(404);
		expect(answer.headers["content-type"]).toBe(HTML);
		expect(answer.headers.link).toBeUndefined();
		expect((await raw("/no-such-page.md")).status).toBe(404);
	});
});
