// A page's two representations, its prerendered HTML and the Markdown copy the build writes beside
// it (llms.mjs), and how a response names them. Both are answered at the page's own address as the
// request's Accept asks (media-negotiation.mjs), and the Markdown at its own `.md` address too.
// Every answer of a page carries a Link header (RFC 8288) naming the Markdown copy
// (rel="alternate"; type="text/markdown") and the site's index for language models (/llms.txt,
// rel="describedby"), the relations llms.txt v2 gives them (https://llmstxt.org/changes.md, "v2
// (August 2026)", read 2026-11-28); a Markdown answer also names its page as rel="canonical", so
// search engines index the page and not its copy.
import { join, relative, sep } from "node:path";
import { markdownPath } from "./markdown-path.mjs";
import { prefersMarkdown } from "./media-negotiation.mjs";
import { representationsOf } from "./representations.mjs";

export const LLMS_INDEX = "/llms.txt";

/** A decoded page path as it goes in a URL: each segment percent-encoded. */
const encodePath = (path) => path.split("/").map(encodeURIComponent).join("/");

/** The page a served HTML file is (`/`, `/tasks/x`), or undefined for any other file. */
function pageOfHtml(root, path) {
	const parts = relative(root, path).split(sep);
	const name = parts.pop();
	if (name === "index.html") return `/${parts.join("/")}`;
	return name?.endsWith(".html") ? `/${[...parts, name.slice(0, -".html".length)].join("/")}` : undefined;
}

/** The page a served `.md` file is the copy of, or undefined when no page has it as its copy. */
async function pageOfMarkdown(root, path) {
	const rel = relative(root, path).split(sep).join("/");
	if (!rel.endsWith(".md")) return undefined;
	const page = rel === "index.md" ? "/" : `/${rel.slice(0, -".md".length)}`;
	const html = join(root, ...page.split("/").filter(Boolean), "index.html");
	return (await representationsOf(html)) ? page : undefined;
}

function linkHeader(page, { markdown, canonical, llms }) {
	const links = [];
	if (markdown) links.push(`<${encodePath(markdownPath(page))}>; rel="alternate"; type="text/markdown"`);
	if (canonical) links.push(`<${encodePath(page)}>; rel="canonical"; type="text/html"`);
	if (llms) links.push(`<${LLMS_INDEX}>; rel="describedby"`);
	return links.join(", ");
}

/**
 * What to send for `file` (`{ path, found }`, found by the static server for the request's path):
 * the file itself or, for a page asked for as Markdown, its copy; with the headers that say so
 * (`Link`, and `Vary: Accept` where the answer depends on Accept). Files that are no page's are
 * sent as they are, with no headers added.
 */
export async function pageRepresentation(root, file, accept) {
	const llms = (await representationsOf(join(root, LLMS_INDEX))) !== undefined;
	const page = file.path.endsWith(".html") ? pageOfHtml(root, file.path) : undefined;
	if (page !== undefined) {
		const copyPath = join(root, markdownPath(page));
		const copy = await representationsOf(copyPath);
		if (!copy) return { file, headers: {}, vary: [] };
		const vary = ["Accept"];
		if (prefersMarkdown(accept)) {
			return {
				file: { path: copyPath, found: copy },
				headers: {
					Link: linkHeader(page, { markdown: true, canonical: true, llms }),
					"Content-Location": encodePath(markdownPath(page)),
				},
				vary,
			};
		}
		return { file, headers: { Link: linkHeader(page, { markdown: true, llms }) }, vary };
	}
	const copyOf = await pageOfMarkdown(root, file.path);
	if (copyOf === undefined) return { file, headers: {}, vary: [] };
	return { file, headers: { Link: linkHeader(copyOf, { canonical: true, llms }) }, vary: [] };
}
