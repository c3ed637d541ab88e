// Build step: each prerendered page's content as Markdown beside it (`/tasks/x` -> `/tasks/x.md`,
// `/` -> `/index.md`), then `llms.txt` (a grouped index of those files) and `llms-full.txt` (all of
// them in one file). Runs after the prerender and before precompression, so the new files get
// their compressed copies too.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { JSDOM } from "jsdom";
import { markdownPath } from "./markdown-path.mjs";
import { elementToMarkdown, escapeText } from "./page-markdown.mjs";

/** Prerendered files that are not pages a reader visits. */
const NOT_PAGES = new Set(["404", "__spa-fallback"]);

export { markdownPath };

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

const firstParagraph = (main) =>
	Array.from(main.querySelectorAll("p"), (p) => p.textContent.replace(/\s+/g, " ").trim()).find(
		(text) => text.length > 20,
	) ?? "";

const oneLine = (text, max = 200) => {
	const clean = text.replace(/\s+/g, " ").trim();
	if (clean.length <= max) return clean;
	const cut = clean.slice(0, max);
	return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
};

/** A page read from its prerendered HTML. */
export function readPage(html, path, origin) {
	const { document } = new JSDOM(html).window;
	const main = document.querySelector("main");
	if (!main) return undefined;
	const title = main.querySelector("h1")?.textContent.trim() || document.title;
	const description =
		document.querySelector('meta[name="description"]')?.getAttribute("content") || firstParagraph(main);
	const lang = document.documentElement.getAttribute("lang") ?? "en";
	return {
		path,
		title,
		description: oneLine(description),
		lang,
		markdown: elementToMarkdown(main, { origin }),
	};
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
	return `# Hubkit\n\n> Hubkit is a TypeScript client for the model hub's inference providers, with a reference page for every machine learning task (what it does, its request and response, and code to call it in several languages), a snippet generator and an inference guide.\n\n${sections.join("\n\n")}\n\n## OpenAPI\n\n- [The router's task routes, as OpenAPI 3.1](${new URL("/openapi.json", origin).href}): every task's request and response schema, with an example, for generating clients in any language.\n`;
}

/** Every page's Markdown in one file, each introduced by its address. */
export function llmsFull(pages, origin) {
	return `${[...pages]
		.sort(byPath)
		.map((page) => `<!-- ${new URL(page.path, origin).href} -->\n\n${page.markdown.trim()}`)
		.join("\n\n---\n\n")}\n`;
}

export async function writeMarkdown(root, origin) {
	const pages = [];
	for await (const { path, file } of htmlPages(root)) {
		const page = readPage(await readFile(file, "utf8"), path, origin);
		if (!page) continue;
		pages.push(page);
		await writeFile(join(root, markdownPath(path)), page.markdown);
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
