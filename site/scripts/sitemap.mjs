// Build step after the prerender (build.mjs): writes sitemap.xml and robots.txt from the prerendered
// pages themselves, so a page added by any route lands in the sitemap without a second list. Each
// page's canonical link is its address (built from SITE_URL in app/site-config.ts); a page marked
// noindex (the 404 page) is left out. The build fails when a page has no canonical link, more than
// one, or one naming another page or origin: the sitemap would then promise an address the page
// itself disowns.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";

/** The sitemap protocol's limit for one file. */
const MAX_URLS = 50_000;

const ENTITIES = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'" };
const decodeAttribute = (value) => value.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (e) => ENTITIES[e]);
const escapeXml = (text) =>
	text.replace(
		/[<>&'"]/g,
		(c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c],
	);

function attributes(tag) {
	const found = {};
	for (const [, name, value] of tag.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)) {
		found[name.toLowerCase()] = decodeAttribute(value);
	}
	return found;
}

/** The canonical hrefs and whether the page asks not to be indexed, read from its `<head>`. */
export function pageSignals(html) {
	const head = html.slice(0, html.search(/<\/head>/i) + 1 || undefined);
	const canonicals = [];
	let noindex = false;
	for (const [tag] of head.matchAll(/<(?:link|meta)\b[^>]*>/gi)) {
		const attrs = attributes(tag);
		if (tag.slice(1, 5).toLowerCase() === "link" && attrs.rel?.toLowerCase() === "canonical") {
			canonicals.push(attrs.href ?? "");
		} else if (attrs.name?.toLowerCase() === "robots" && /\bnoindex\b/i.test(attrs.content ?? "")) {
			noindex = true;
		}
	}
	return { canonicals, noindex };
}

/** Every prerendered page: React Router writes each path as `<path>/index.html`. */
async function listPages(root) {
	const entries = await readdir(root, { recursive: true, withFileTypes: true });
	return entries
		.filter((entry) => entry.isFile() && entry.name === "index.html")
		.map((entry) => {
			const dir = relative(root, entry.parentPath);
			return { file: join(entry.parentPath, entry.name), path: dir ? `/${dir.split(sep).join("/")}` : "/" };
		});
}

/** The sitemap's addresses and the site's origin, checked against every page's canonical link. */
export async function collectSitemap(root) {
	const urls = [];
	const problems = [];
	const origins = new Set();
	for (const page of await listPages(root)) {
		const { canonicals, noindex } = pageSignals(await readFile(page.file, "utf8"));
		if (noindex) continue;
		if (canonicals.length !== 1) {
			problems.push(
				`${page.path}: ${canonicals.length} canonical links, expected one (use pageMeta in its route's meta)`,
			);
			continue;
		}
		let url;
		try {
			url = new URL(canonicals[0]);
		} catch {
			problems.push(`${page.path}: canonical link ${JSON.stringify(canonicals[0])} is not an absolute URL`);
			continue;
		}
		const expected = new URL(page.path, url.origin);
		if (url.href !== expected.href) {
			problems.push(`${page.path}: canonical link ${url.href} is not this page's address ${expected.href}`);
			continue;
		}
		origins.add(url.origin);
		urls.push(url.href);
	}
	if (origins.size > 1) problems.push(`pages name different origins: ${[...origins].join(", ")}`);
	if (urls.length === 0 && problems.length === 0) problems.push("no indexable page found");
	if (urls.length > MAX_URLS) problems.push(`${urls.length} pages: one sitemap holds at most ${MAX_URLS}`);
	if (problems.length > 0) throw new Error(`Cannot write the sitemap:\n  ${problems.join("\n  ")}`);
	return { origin: [...origins][0], urls: urls.sort() };
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

/** Writes `sitemap.xml` and `robots.txt` at the root of the build in `root`. */
export async function writeSitemap(root) {
	const { origin, urls } = await collectSitemap(root);
	await writeFile(join(root, "sitemap.xml"), sitemapXml(urls));
	await writeFile(join(root, "robots.txt"), robotsTxt(origin));
	return { origin, urls };
}
