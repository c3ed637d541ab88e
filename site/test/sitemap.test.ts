// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SITE_URL } from "../app/site-config.js";
import { PRERENDER_PATHS } from "../prerender-paths.js";
import { NOT_FOUND_PATH } from "../react-router.config.js";
import { sitemapSite } from "../scripts/site-pages.mjs";
import { writeSitemap } from "../scripts/sitemap.mjs";

const ORIGIN = "https://docs.example.org";
const PATHS = ["/tasks/fill-mask", "/", "/tasks"];
let root: string;

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

// An empty folder: the sitemap comes from the page list, not from reading the built pages back.
beforeEach(() => {
	root = mkdtempSync(join(tmpdir(), "hubkit-sitemap-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the sitemap build step", () => {
	it("lists every page it is given at its address on the origin, sorted, without reading any page", async () => {
		await writeSitemap(root, { paths: PATHS, origin: ORIGIN });
		const xml = readFileSync(join(root, "sitemap.xml"), "utf8");
		expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
		expect(locs(xml)).toEqual([`${ORIGIN}/`, `${ORIGIN}/tasks`, `${ORIGIN}/tasks/fill-mask`]);
		expect(readdirSync(root).sort()).toEqual(["robots.txt", "sitemap.xml"]);
	});

	it("writes a robots.txt that allows everything and names the sitemap", async () => {
		await writeSitemap(root, { paths: PATHS, origin: ORIGIN });
		expect(readFileSync(join(root, "robots.txt"), "utf8")).toBe(
			`User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
		);
	});

	it("escapes an address for XML", async () => {
		await writeSitemap(root, { paths: ["/q", "/a&b", "/it's"], origin: ORIGIN });
		const xml = readFileSync(join(root, "sitemap.xml"), "utf8");
		expect(xml).toContain(`<loc>${ORIGIN}/a&amp;b</loc>`);
		expect(xml).toContain(`<loc>${ORIGIN}/it&apos;s</loc>`);
		expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
	});

	it("fails the build on a path that is no page's address, a path listed twice, or no page", async () => {
		for (const [path, problem] of [
			["tasks", /"tasks" is not a page's path/],
			["//elsewhere.example/x", /is not a page's path/],
			["https://elsewhere.example/x", /is not a page's path/],
			["/tasks?x=1", /is not a page's path/],
			["/tasks#x", /is not a page's path/],
			["/", /\/ is listed twice/],
		] as const) {
			await expect(writeSitemap(root, { paths: ["/", path], origin: ORIGIN }), path).rejects.toThrow(problem);
		}
		await expect(writeSitemap(root, { paths: [], origin: ORIGIN })).rejects.toThrow(/no page to list/);
	});
});

describe("the pages the build lists", () => {
	it("are the prerendered pages but the not-found one, on the origin the canonical links name", async () => {
		const { paths, origin } = await sitemapSite();
		expect(origin).toBe(SITE_URL);
		expect(paths).toEqual(PRERENDER_PATHS.filter((path) => path !== NOT_FOUND_PATH));
		expect(PRERENDER_PATHS).toContain(NOT_FOUND_PATH);
	});
});
