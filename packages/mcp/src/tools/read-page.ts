import type { Docs, DocsPage } from "../docs/load-docs.js";
import { refusalMessage, requestedPagePath } from "../docs/page-path.js";
import { searchDocs } from "../search/search-docs.js";
import { refusal, type ToolAnswer } from "./markdown.js";

/**
 * The page a caller names, or why none: the name is looked up among the pages read at start, so a
 * path never reaches the file system.
 */
export function findPage(docs: Docs, input: string): DocsPage | string {
	const path = requestedPagePath(input, docs.origin);
	if (typeof path !== "string") return refusalMessage(input, path);
	const page = docs.pages.get(path);
	if (page) return page;
	const near = searchDocs(docs, path.replace(/[/_-]+/g, " "), 3).map((hit) => hit.page.path);
	const hint = near.length > 0 ? ` Pages with similar addresses: ${near.join(", ")}.` : "";
	return `${refusalMessage(input, { reason: "no-such-page", path })}${hint} search_docs finds pages by their content.`;
}

/** The answer to `read_page`: the page's Markdown as the site serves it, or why there is none. */
export function readPageAnswer(docs: Docs, input: string): ToolAnswer {
	const page = findPage(docs, input);
	return typeof page === "string" ? refusal(page) : { text: page.markdown };
}
