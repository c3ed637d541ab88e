// Build step after the prerender (build.mjs): writes sitemap.xml and robots.txt from the list of
// pages the prerender was given (react-router.config.ts) and the site's origin (SITE_URL in
// app/site-config.ts, which the pages' canonical links name too), so a page added to the prerender
// list lands in the sitemap without a second list and without reading the built HTML back.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";

/** The sitemap protocol's limit for one file. */
const MAX_URLS = 50_000;

const escapeXml = (text) =>
	text.replace(
		/[<>&'"]/g,
		(c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c],
	);

/**
 * The sitemap's addresses: each page path at `origin`, sorted. The build fails on a path that is
 * not a page's address (relative, with a query or fragment, or naming another origin), a path
 * listed twice, or no path at all: the sitemap would then promise addresses no page has.
 */
export function sitemapUrls(paths, origin) {
	const problems = [];
	const urls = new Set();
	for (const path of paths) {
		const url = new URL(path, origin);
		if (!path.startsWith("/") || path.startsWith("//") || url.search || url.hash || url.origin !== origin) {
			problems.push(`${JSON.stringify(path)} is not a page's path on ${origin}`);
		} else if (urls.has(url.href)) {
			problems.push(`${path} is listed twice`);
		} else {
			urls.add(url.href);
		}
	}
	if (paths.length === 0) problems.push("no page to list");
	if (urls.size > MAX_URLS) problems.push(`${urls.size} pages: one sitemap holds at most ${MAX_URLS}`);
	if (problems.length > 0) throw new Error(`Cannot write the sitemap:\n  ${problems.join("\n  ")}`);
	return [...urls].sort();
}

export const sitemapXml = (urls) =>
	[
		'<?xml version="1.0" encoding="UTF-8"?>',
		'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
		...urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`),
		"</urlset>",
		"",
	].join("\n");

export const robotsTxt = (origin) => `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;

/** Writes `sitemap.xml` (the pages at `paths` on `origin`) and `robots.txt` at the root of `root`. */
export async function writeSitemap(root, { paths, origin }) {
	const urls = sitemapUrls(paths, origin);
	await writeFile(join(root, "sitemap.xml"), sitemapXml(urls));
	await writeFile(join(root, "robots.txt"), robotsTxt(origin));
	return { origin, urls };
}
