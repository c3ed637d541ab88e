import { constants } from "node:fs";
import { open, readdir, realpath } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { pagePathOf } from "./page-path.js";
import { type Section, sectionsOf } from "./sections.js";

/** One page of the site, as its Markdown copy says it. */
export interface DocsPage {
	/** Its address on the site, `/tasks/text-classification` (`/` for the home page). */
	path: string;
	title: string;
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
			else if (entry.isFile() && entry.name.endsWith(".md")) found.push(relative(root, full).split(sep).join("/"));
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

const firstHeading = (markdown: string) => /^#\s+(.+)$/m.exec(markdown)?.[1]?.trim();

/**
 * Reads every page's Markdown under `dir` (a built site, or the copy this package ships), and the
 * site's origin from its llms.txt. Throws when `dir` is not a readable folder or holds no page.
 */
export async function loadDocs(dir: string): Promise<Docs> {
	const root = await realpath(dir);
	const llms = await readRegularFile(join(root, "llms.txt"), MAX_PAGE_BYTES).catch(() => undefined);
	const pages: DocsPage[] = [];
	for (const file of await markdownFiles(root)) {
		const markdown = await readRegularFile(join(root, file), MAX_PAGE_BYTES).catch(() => undefined);
		if (markdown === undefined) continue;
		const path = pagePathOf(file);
		const title = firstHeading(markdown) ?? path;
		pages.push({ path, title, markdown, sections: sectionsOf(markdown, title) });
	}
	if (pages.length === 0) throw new Error(`No Markdown pages in ${root}: is it a built site's folder?`);
	pages.sort((a, b) => a.path.localeCompare(b.path));
	return { dir: root, origin: originOf(llms), pages: new Map(pages.map((page) => [page.path, page])) };
}
