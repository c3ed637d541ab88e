import { constants } from "node:fs";
import { open, readdir, realpath } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { type HeadingId, headingIds } from "./heading-ids.js";
import { pagePathOf } from "./page-path.js";
import { type Section, sectionsOf, withAnchors } from "./sections.js";

/** One page of the site, as its Markdown copy says it. */
export interface DocsPage {
	/** Its address on the site, `/tasks/text-classification` (`/` for the home page). */
	path: string;
	title: string;
	/**
	 * Whether the site has an HTML page at `path`: false for a Markdown-only file (the later parts of
	 * a page whose copy is split), whose address is then its `.md` one.
	 */
	html: boolean;
	markdown: string;
	sections: Section[];
}

/** The pages of a built site, read once: the tools and resources answer from memory, never from a typed path. */
export interface Docs {
	/** The folder read, as its real path. */
	dir: string;
	/** The site's origin the pages' own links use (read from llms.txt), for full addresses. */
	origin: string | undefined;
	/** Every page by its address, in address order. */
	pages: ReadonlyMap<string, DocsPage>;
}

/** Larger files are no page of the site (the largest is under 100 KB): they are left out, not read. */
const MAX_PAGE_BYTES = 4 * 1024 * 1024;
/** A page's HTML is larger than its Markdown (the largest about 500 KB), and so is the anchors file. */
const MAX_HTML_BYTES = 16 * 1024 * 1024;
/** A folder with more Markdown than this is not a built site. */
const MAX_PAGES = 10_000;

/**
 * Reads a regular file, refusing a symbolic link at the last step even if one replaced the file
 * since the folder was listed (`O_NOFOLLOW`); undefined when it is larger than `max` bytes.
 */
async function readRegularFile(file: string, max: number): Promise<string | undefined> {
	const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
	try {
		const stats = await handle.stat();
		if (!stats.isFile() || stats.size > max) return undefined;
		return await handle.readFile("utf8");
	} finally {
		await handle.close();
	}
}

/** The Markdown files under `root`, relative to it; symbolic links (to files or folders) are not followed. */
async function markdownFiles(root: string): Promise<string[]> {
	const found: string[] = [];
	const walk = async (dir: string): Promise<void> => {
		const entries = await readdir(dir, { withFileTypes: true });
		for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
			if (found.length >= MAX_PAGES) return;
			const full = join(dir, entry.name);
			if (entry.isDirectory()) await walk(full);
			else if (entry.isFile() && entry.name.endsWith(".md"))
				found.push(relative(root, full).split(sep).join("/"));
		}
	};
	await walk(root);
	return found;
}

/** The origin of the first absolute link in llms.txt: the site's address the build wrote into its pages. */
function originOf(llms: string | undefined): string | undefined {
	const link = llms && /\]\((https?:\/\/[^)\s/]+)\//.exec(llms)?.[1];
	if (!link) return undefined;
	try {
		return new URL(link).origin;
	} catch {
		return undefined;
	}
}

/** The file the package's build writes beside the copied Markdown: each page's heading ids, read from its HTML. */
export const ANCHORS_FILE = "anchors.json";

/** Heading ids by page address, from a well-formed anchors file; anything else in it is skipped. */
function anchorsFrom(json: string | undefined): Map<string, HeadingId[]> {
	const anchors = new Map<string, HeadingId[]>();
	let parsed: unknown;
	try {
		parsed = json === undefined ? undefined : JSON.parse(json);
	} catch {
		return anchors;
	}
	if (!parsed || typeof parsed !== "object") return anchors;
	for (const [path, ids] of Object.entries(parsed))
		if (Array.isArray(ids))
			anchors.set(
				path,
				ids.filter((id): id is HeadingId => typeof id?.text === "string" && typeof id?.id === "string"),
			);
	return anchors;
}

/**
 * A page's heading ids: from the anchors file when the folder has one (the package's copy), else
 * from the page's HTML beside its Markdown (a built site's folder); undefined when the site has no
 * HTML page at that address.
 */
async function idsOf(
	root: string,
	path: string,
	anchors: Map<string, HeadingId[]>,
): Promise<HeadingId[] | undefined> {
	const known = anchors.get(path);
	if (known) return known;
	const html = await readRegularFile(
		join(root, path === "/" ? "" : path, "index.html"),
		MAX_HTML_BYTES,
	).catch(() => undefined);
	return html === undefined ? undefined : headingIds(html);
}

/**
 * Reads every page's Markdown under `dir` (a built site, or the copy this package ships), its
 * headings' ids, and the site's origin from its llms.txt. Throws when `dir` is not a readable folder
 * or holds no page.
 */
export async function loadDocs(dir: string): Promise<Docs> {
	const root = await realpath(dir);
	const llms = await readRegularFile(join(root, "llms.txt"), MAX_PAGE_BYTES).catch(() => undefined);
	const anchors = anchorsFrom(
		await readRegularFile(join(root, ANCHORS_FILE), MAX_HTML_BYTES).catch(() => undefined),
	);
	const pages: DocsPage[] = [];
	for (const file of await markdownFiles(root)) {
		const markdown = await readRegularFile(join(root, file), MAX_PAGE_BYTES).catch(() => undefined);
		if (markdown === undefined) continue;
		const path = pagePathOf(file);
		const ids = await idsOf(root, path, anchors);
		const sections = withAnchors(sectionsOf(markdown), ids ?? []);
		const title = sections.find((section) => section.level === 1)?.heading || path;
		pages.push({ path, title, html: ids !== undefined, markdown, sections });
	}
	if (pages.length === 0) throw new Error(`No Markdown pages in ${root}: is it a built site's folder?`);
	pages.sort((a, b) => a.path.localeCompare(b.path));
	return { dir: root, origin: originOf(llms), pages: new Map(pages.map((page) => [page.path, page])) };
}
