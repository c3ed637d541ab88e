import { beforeAll, describe, expect, inject, it } from "vitest";
import { PRERENDER_PATHS } from "../prerender-paths";
import { markdownPath } from "../scripts/markdown-path.mjs";

// Plain HTTP, no browser: what a crawler or a link preview reads is the served HTML.
const site = inject("siteUrl");

/** What a crawler reads from a page's head: its language, title, and meta and link tags. */
interface Head {
	lang: string;
	title: string;
	tags: Record<string, string>[];
}

interface SitemapPage {
	url: URL;
	head: Head;
}

const ENTITIES: Record<string, string> = {
	"&amp;": "&",
	"&lt;": "<",
	"&gt;": ">",
	"&quot;": '"',
	"&#x27;": "'",
};
const decode = (text: string) =>
	text.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity] ?? entity);

function parseHead(html: string): Head {
	const head = html.slice(0, html.indexOf("</head>"));
	const tags = [...head.matchAll(/<(meta|link)\b([^>]*)>/g)].map(([, tag, attributes]) => ({
		tag: tag as string,
		...Object.fromEntries(
			[...(attributes as string).matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, k, v]) => [
				k,
				decode(v as string),
			]),
		),
	}));
	return {
		lang: /<html[^>]*\blang="([^"]*)"/.exec(html)?.[1] ?? "",
		title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ""),
		tags,
	};
}

let origin: string;
let pages: SitemapPage[];
const images = new Map<string, Promise<Response>>();

/** The published address's path, asked of the local server. */
const local = (url: string | URL) => {
	const { pathname, search } = new URL(url);
	return `${site}${pathname}${search}`;
};

const metaContent = (head: Head, attribute: "name" | "property", key: string) =>
	head.tags.filter((t) => t.tag === "meta" && t[attribute] === key).map((t) => t.content ?? "");
const canonicalLinks = (head: Head) =>
	head.tags.filter((t) => t.tag === "link" && t.rel === "canonical").map((t) => t.href);

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

beforeAll(async () => {
	const response = await fetch(`${site}/sitemap.xml`);
	expect(response.status).toBe(200);
	expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
	const xml = await response.text();
	const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string));
	expect(urls.length).toBeGreaterThan(0);
	origin = (urls[0] as URL).origin;
	pages = await Promise.all(
		urls.map(async (url) => {
			const page = await fetch(local(url));
			expect(page.status, url.href).toBe(200);
			expect(page.headers.get("content-type"), url.href).toMatch(/^text\/html/);
			return { url, head: parseHead(await page.text()) };
		}),
	);
});

describe("sitemap.xml and robots.txt", () => {
	it("lists every prerendered page, on one origin, each once, and not the 404 page", () => {
		expect(pages.every(({ url }) => url.origin === origin)).toBe(true);
		const paths = pages.map(({ url }) => url.pathname);
		expect(new Set(paths).size).toBe(paths.length);
		expect(paths).not.toContain("/404");
		for (const path of PRERENDER_PATHS.filter((p) => p !== "/404")) expect(paths, path).toContain(path);
	});

	it("has every listed page's Markdown beside it", async () => {
		for (const { url } of pages) {
			const markdown = await fetch(local(new URL(markdownPath(url.pathname), url)));
			expect(markdown.status, url.pathname).toBe(200);
			expect(markdown.headers.get("content-type"), url.pathname).toMatch(/^text\/markdown/);
			// The agents' pointer to llms.txt first, then the page itself under its title.
			expect(await markdown.text(), url.pathname).toMatch(/^> For AI agents: [^\n]*\n(?:>[^\n]*\n)*\n# \S/);
		}
	});

	it("robots.txt allows crawling and names the sitemap", async () => {
		const response = await fetch(`${site}/robots.txt`);
		expect(response.status).toBe(200);
		expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
		const robots = await response.text();
		expect(robots).toMatch(/^User-agent: \*$/m);
		expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
		expect(robots).toMatch(new RegExp(`^Sitemap: ${origin.replace(/[.]/g, "\\.")}/sitemap\\.xml$`, "m"));
	});

	it("keeps the page for unknown addresses out of search engines", async () => {
		const response = await fetch(`${site}/no-such-page`);
		expect(response.status).toBe(404);
		const head = parseHead(await response.text());
		expect(metaContent(head, "name", "robots")).toEqual(["noindex"]);
		expect(canonicalLinks(head)).toEqual([]);
	});
});

describe("every page in the sitemap", () => {
	it("has exactly one canonical link, its sitemap address, and the same og:url", () => {
		for (const { url, head } of pages) {
			expect(canonicalLinks(head), url.href).toEqual([url.href]);
			expect(metaContent(head, "property", "og:url"), url.href).toEqual([url.href]);
		}
	});

	it("has one description of a sensible length, shared with Open Graph and Twitter", () => {
		for (const { url, head } of pages) {
			const descriptions = metaContent(head, "name", "description");
			expect(descriptions, url.href).toHaveLength(1);
			const [description = ""] = descriptions;
			expect(description.length, url.href).toBeGreaterThanOrEqual(50);
			expect(description.length, url.href).toBeLessThanOrEqual(300);
			expect(metaContent(head, "property", "og:description"), url.href).toEqual([description]);
			expect(metaContent(head, "name", "twitter:description"), url.href).toEqual([description]);
		}
	});

	it("has a title and the Open Graph and Twitter card tags", () => {
		for (const { url, head } of pages) {
			const { title } = head;
			expect(title, url.href).toBeTruthy();
			expect(metaContent(head, "property", "og:title"), url.href).toEqual([title]);
			expect(metaContent(head, "property", "og:type")[0], url.href).toMatch(/^(website|article)$/);
			expect(metaContent(head, "name", "twitter:card"), url.href).toEqual(["summary_large_image"]);
			expect(metaContent(head, "property", "og:image:alt")[0]?.length, url.href).toBeGreaterThan(20);
		}
	});

	it("shares an og:image that answers 200 image/png at the size its tags state", async () => {
		for (const { url, head } of pages) {
			const [image = ""] = metaContent(head, "property", "og:image");
			expect(new URL(image).origin, url.href).toBe(origin);
			expect(metaContent(head, "name", "twitter:image"), url.href).toEqual([image]);
			if (!images.has(image)) images.set(image, fetch(local(image)));
			const response = (await images.get(image)) as Response;
			expect(response.status, image).toBe(200);
			expect(response.headers.get("content-type"), image).toBe("image/png");
			const bytes = Buffer.from(await response.clone().arrayBuffer());
			expect(bytes.length, image).toBeLessThan(100_000);
			const size = pngSize(bytes);
			expect(metaContent(head, "property", "og:image:width"), url.href).toEqual([String(size.width)]);
			expect(metaContent(head, "property", "og:image:height"), url.href).toEqual([String(size.height)]);
			expect(size).toEqual({ width: 1200, height: 630 });
		}
	});

	it("tells Open Graph the language the page is written in", () => {
		for (const { url, head } of pages) {
			const { lang } = head;
			expect(metaContent(head, "property", "og:locale"), url.href).toEqual([
				lang === "he" ? "he_IL" : "en_US",
			]);
		}
	});
});

describe("the Hebrew course page", () => {
	it("is described in Hebrew", () => {
		const course = pages.find(({ url }) => url.pathname === "/course/he/chapter0/1");
		expect(course).toBeDefined();
		const [description = ""] = metaContent(course?.head as Head, "name", "description");
		expect(description).toMatch(/[\u0590-\u05FF]{3}/);
		expect(metaContent(course?.head as Head, "property", "og:locale")).toEqual(["he_IL"]);
	});
});
