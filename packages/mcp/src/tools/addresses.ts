import type { Docs, DocsPage } from "../docs/load-docs.js";
import { markdownPathOf } from "../docs/page-path.js";

/**
 * A page's address for a reader, on the site's origin when the docs name it (else the path alone):
 * its HTML page, at the section's anchor if any; a Markdown-only page's `.md` address.
 */
export function pageAddress(docs: Docs, page: DocsPage, anchor = ""): string {
	if (!page.html) return `${docs.origin ?? ""}${markdownPathOf(page.path)}`;
	return `${docs.origin ?? ""}${page.path}${anchor ? `#${anchor}` : ""}`;
}

/** A page's resource URI: `hubkit://tasks/text-classification`, `hubkit://index` for the home page. */
export function resourceUri(path: string): string {
	return `hubkit://${path === "/" ? "index" : path.slice(1)}`;
}
