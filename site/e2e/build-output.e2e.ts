import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { snippetDataPath } from "../app/components/snippets/snippet-tab.js";
import { SITE_URL } from "../app/site-config.js";
import { buildFiles, isPage, reachableFiles } from "../scripts/build-references.mjs";
import { readInlineScriptHashes } from "../scripts/inline-script-hashes.mjs";
import { scriptHash } from "../scripts/security-headers.mjs";
import { BUILD_DIR } from "../scripts/static-server.mjs";

const site = inject("siteUrl");
const files = buildFiles(BUILD_DIR);
const pages = files.filter(isPage);

/** Served by path, never named in a page: sitemaps, llms files, Markdown, the search index. */
const NAMED_ELSEWHERE = [/^sitemap\.xml$/, /^robots\.txt$/, /^llms(-full)?\.txt$/, /\.md$/, /^pagefind\//];

/** The hashes of a page's inline scripts, read from its HTML here to check the build's own list. */
const inlineScriptHashes = (html: string) =>
	[...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
		.filter(([, attributes = ""]) => !/\ssrc\s*=/i.test(attributes))
		.map(([, , text = ""]) => scriptHash(text));

const decode = (text: string) => text.replaceAll("&quot;", '"').replaceAll("&amp;", "&");

/**
 * The site's own addresses a page's HTML names: attributes (the loaders' among them, and the file a
 * second call's Request and Response tables load from), imports, island props.
 */
function localAddresses(html: string): string[] {
	const found = new Set<string>();
	const attributes =
		/\s(?:src|href|poster|content|srcset|data-hydrator|data-script|data-spec-tables)="([^"]+)"/g;
	for (const [, value = ""] of html.matchAll(attributes))
		for (const part of decode(value).split(/,\s+/)) found.add(part.trim().split(/\s+/)[0] ?? "");
	for (const [, value = ""] of html.matchAll(/import\("([^"]+)"\)/g)) found.add(value);
	for (const [, props = ""] of html.matchAll(/data-props="([^"]*)"/g))
		for (const [, value = ""] of decode(props).matchAll(/"(\/(?:media|islands|assets)\/[^"]+)"/g))
			found.add(value);
	return [...found]
		.map((address) => (address.startsWith(SITE_URL) ? address.slice(SITE_URL.length) || "/" : address))
		.filter((address) => address.startsWith("/") && !address.startsWith("//"));
}

describe("the build output", () => {
	it("holds no file only the framework's client-side navigation would ask for", () => {
		expect(files.filter((file) => file.endsWith(".data"))).toEqual([]);
		expect(files).not.toContain("__spa-fallback.html");
		expect(files.filter((file) => file.startsWith("assets/") && file.endsWith(".js"))).toEqual([]);
	});

	it("inlines only the browser scripts the build bundled, each allowed by the hash the build wrote", async () => {
		const built = new Set(Object.values(await readInlineScriptHashes()));
		const inlined = new Set(
			pages.flatMap((page) => inlineScriptHashes(readFileSync(join(BUILD_DIR, page), "utf8"))),
		);
		// Island props travel as attributes, not scripts: every inline script is one of app/browser/*.ts.
		expect([...inlined].filter((hash) => !built.has(hash))).toEqual([]);
		expect([...built].filter((hash) => !inlined.has(hash))).toEqual([]);
	});

	it("holds only files some page or file reaches, the ones served by path aside", () => {
		const reached = reachableFiles(BUILD_DIR, files);
		const unreached = files.filter(
			(file) => !reached.has(file) && !NAMED_ELSEWHERE.some((pattern) => pattern.test(file)),
		);
		expect(unreached).toEqual([]);
	});

	it("answers every address a page names, and every provider file a page's picker may load", async () => {
		const addresses = new Set<string>();
		for (const page of pages) {
			const html = readFileSync(join(BUILD_DIR, page), "utf8");
			for (const address of localAddresses(html)) addresses.add(address.split("#")[0] ?? address);
			for (const [, props = ""] of html.matchAll(/data-island="snippet-tabs" data-props="([^"]*)"/g)) {
				const { task, providers = [] } = JSON.parse(decode(props)) as { task?: string; providers?: string[] };
				if (task) for (const provider of providers.slice(1)) addresses.add(snippetDataPath(task, provider));
			}
		}
		expect(addresses.size).toBeGreaterThan(pages.length);
		const failed: string[] = [];
		for (const address of addresses) {
			const response = await fetch(`${site}${address}`, { method: "HEAD" });
			if (response.status !== 200) failed.push(`${address}: ${response.status}`);
		}
		expect(failed).toEqual([]);
	});
});
