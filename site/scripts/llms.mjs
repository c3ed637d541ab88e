// Build step: each prerendered page's content as Markdown beside it (`/tasks/x` -> `/tasks/x.md`,
// `/` -> `/index.md`; in parts when too long for one fetch, markdown-parts.mjs), then `llms.txt` (a grouped index of those files) and `llms-full.txt` (all of
// them in one file). Runs after the prerender and before precompression, so the new files get
// their compressed copies too.
import { readdir, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { partHeader, partPath, splitMarkdown } from "./markdown-parts.mjs";
import { markdownPath } from "./markdown-path.mjs";
import { escapeText } from "./page-markdown.mjs";
import { readPage } from "./read-page.mjs";
import { readPages } from "./read-pages.mjs";

/** Prerendered files that are not pages a reader visits. */
const NOT_PAGES = new Set(["404", "__spa-fallback"]);

export { markdownPath, readPage };

async function* htmlPages(root, dir = root) {
	for (const entry of await readdir(dir, { withFileTypes: true })) {
		const full = join(dir, entry.name);
		if (entry.isDirectory()) yield* htmlPages(root, full);
		else if (entry.name === "index.html") {
			const path = `/${relative(root, dir).split(sep).join("/")}`;
			if (!NOT_PAGES.has(path.slice(1))) yield { path: path === "/" ? "/" : path, file: full };
		}
	}
}

/** Groups of llms.txt, by a page's first path segment; other top-level pages are guides. */
const GROUP_NAMES = { tasks: "Tasks", course: "Course", providers: "Providers", reference: "API reference" };

function groupOf(path) {
	const segments = path.split("/").filter(Boolean);
	const [first = ""] = segments;
	// The reference's index page opens its group rather than sitting among the guides.
	if (segments.length <= 1 && first !== "reference") return "Guides";
	return GROUP_NAMES[first] ?? first.charAt(0).toUpperCase() + first.slice(1);
}

const byPath = (a, b) => (a.path === "/" ? -1 : b.path === "/" ? 1 : a.path.localeCompare(b.path));

/** The llms.txt index: the site's name, a summary, then each group's pages linked to their Markdown. */
export function llmsIndex(pages, origin) {
	const groups = new Map();
	for (const page of [...pages].sort(byPath)) {
		const name = groupOf(page.path);
		groups.set(name, [...(groups.get(name) ?? []), page]);
	}
	const sections = [...groups].map(
		([name, members]) =>
			`## ${name}\n\n${members
				.map(
					(page) =>
						`- [${escapeText(page.title)}](${new URL(markdownPath(page.path), origin).href}): ${escapeText(page.description)}`,
				)
				.join("\n")}`,
	);
	// The OpenAPI document is named in prose, not listed: every listed link is a page to tools that
	// sample llms.txt (the spec's checker measures a listed JSON file as a page, 137 K characters
	// with no llms.txt pointer), and a JSON document has neither a Markdown copy nor a page's HTML.
	return `# Hubkit\n\n> Hubkit is a TypeScript client for the model hub's inference providers, with a reference page for every machine learning task (what it does, its request and response, and code to call it in several languages), a snippet generator and an inference guide.\n\nThe router's task routes are described as OpenAPI 3.1 at ${new URL("/openapi.json", origin).href}: every task's request and response schema, with an example, for generating clients in any language. An MCP server serves these docs to coding agents (search, read a page, inference and local code for any model, task specifications, served models): \`npx -y @hubkit/mcp\` over stdio, or Streamable HTTP at /mcp on a site run with \`npm start\`; how to add it to an agent: ${new URL("/mcp.md", origin).href}\n\n${sections.join("\n\n")}\n`;
}

/**
 * The line every page's Markdown starts with, as its HTML carries a note for agents near the top
 * (app/components/layout/AgentNote.tsx): where the site's index for language models is and where
 * this copy's page is, absolute so they still lead somewhere once the copy is pasted elsewhere.
 */
export function agentPointer(path, origin) {
	const llms = new URL("/llms.txt", origin).href;
	const page = new URL(path, origin).href;
	return `> For AI agents: the index of this site for language models is at [${llms}](${llms}); every page has a Markdown copy like this one at its address with .md added. This is the copy of [${page}](${page}).`;
}

/** Every page's Markdown in one file, each introduced by its address. */
export function llmsFull(pages, origin) {
	return `${[...pages]
		.sort(byPath)
		.map((page) => `<!-- ${new URL(page.path, origin).href} -->\n\n${page.markdown.trim()}`)
		.join("\n\n---\n\n")}\n`;
}

export async function writeMarkdown(root, origin) {
	const found = [];
	for await (const page of htmlPages(root)) found.push(page);
	const pages = (await readPages(root, found, origin)).filter(Boolean);
	for (const page of pages) {
		const parts = splitMarkdown(page.markdown);
		for (const [i, part] of parts.entries()) {
			const opening = [agentPointer(page.path, origin)];
			if (parts.length > 1) opening.push(partHeader(page.path, i + 1, parts.length, origin));
			await writeFile(
				join(root, partPath(page.path, i + 1)),
				`${opening.join("\n>\n")}\n\n${part.replace(/\n*$/, "\n")}`,
			);
		}
	}
	await writeFile(join(root, "llms.txt"), llmsIndex(pages, origin));
	await writeFile(join(root, "llms-full.txt"), llmsFull(pages, origin));
	return pages;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const root = fileURLToPath(new URL("../build/client", import.meta.url));
	const origin = new URL(process.env.SITE_URL || "https://hubkit.dev").origin;
	const started = performance.now();
	const pages = await writeMarkdown(root, origin);
	console.log(
		`llms: ${pages.length} pages as Markdown, llms.txt, llms-full.txt (${Math.round(performance.now() - started)} ms)`,
	);
}
