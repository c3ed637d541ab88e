// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageSignals, writeSitemap } from "../scripts/sitemap.mjs";

const ORIGIN = "https://docs.example.org";
let root: string;

const page = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body><p>text</p></body></html>`;
const canonical = (path: string) => `<link rel="canonical" href="${ORIGIN}${path}"/>`;

function write(path: string, html: string) {
	const file = join(root, path, "index.html");
	mkdirSync(dirname(file), { recursive: true });
	writeFileSync(file, html);
}

beforeEach(() => {
	root = mkdtempSync(join(tmpdir(), "hubkit-sitemap-"));
	write("", page(canonical("/")));
	write("tasks", page(canonical("/tasks")));
	write("tasks/fill-mask", page(`<meta name="description" content="x"/>${canonical("/tasks/fill-mask")}`));
	write("404", page('<meta name="robots" content="noindex"/>'));
	writeFileSync(join(root, "__spa-fallback.html"), page(""));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the sitemap build step", () => {
	it("lists every indexable page at its canonical address and leaves out noindex pages", async () => {
		await writeSitemap(root);
		const xml = readFileSync(join(root, "sitemap.xml"), "utf8");
		expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
		expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
			`${ORIGIN}/`,
			`${ORIGIN}/tasks`,
			`${ORIGIN}/tasks/fill-mask`,
		]);
		expect(xml).not.toContain("404");
		expect(xml).not.toContain("fallback");
	});

	it("writes a robots.txt that allows everything and names the sitemap", async () => {
		await writeSitemap(root);
		expect(readFileSync(join(root, "robots.txt"), "utf8")).toBe(
			`User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
		);
	});

	it("escapes an address for XML", async () => {
		write("q", page(`<link rel="canonical" href="${ORIGIN}/q"/>`));
		write("a&b", page(`<link rel="canonical" href="${ORIGIN}/a&amp;b"/>`));
		await writeSitemap(root);
		const xml = readFileSync(join(root, "sitemap.xml"), "utf8");
		expect(xml).toContain(`<loc>${ORIGIN}/a&amp;b</loc>`);
		expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
	});

	it("fails the build when a page has no canonical link, two, or another page's", async () => {
		write("inference", page(""));
		await expect(writeSitemap(root)).rejects.toThrow(/\/inference: 0 canonical links/);
		write("inference", page(canonical("/inference") + canonical("/inference")));
		await expect(writeSitemap(root)).rejects.toThrow(/\/inference: 2 canonical links/);
		write("inference", page(canonical("/tasks")));
		await expect(writeSitemap(root)).rejects.toThrow(
			/\/inference: canonical link .* is not this page's address/,
		);
		write("inference", page('<link rel="canonical" href="/inference"/>'));
		await expect(writeSitemap(root)).rejects.toThrow(/not an absolute URL/);
	});

	it("fails the build when pages disagree on the site's origin", async () => {
		write("inference", page('<link rel="canonical" href="https://elsewhere.example/inference"/>'));
		await expect(writeSitemap(root)).rejects.toThrow(/different origins/);
	});
});

describe("pageSignals", () => {
	it("reads only the head, in any attribute order and case", () => {
		const html =
			'<html><head><LINK href="https://a.example/x" REL="Canonical"><meta content="noindex, nofollow" name="robots"></head>' +
			'<body><link rel="canonical" href="https://a.example/body"></body></html>';
		expect(pageSignals(html)).toEqual({ canonicals: ["https://a.example/x"], noindex: true });
	});
});
