import type { Docs } from "../docs/load-docs.js";

/** A page's address for a reader: on the site's origin when the docs name it, else the path alone. */
export function pageAddress(docs: Docs, path: string, anchor = ""): string {
	const hash = anchor ? `#${anchor}` : "";
	return `${docs.origin ?? ""}${path}${hash}`;
}

/** A page's resource URI: `hubkit://tasks/text-classification`, `hubkit://index` for the home page. */
export function resourceUri(path: string): string {
	return `hubkit://${path === "/" ? "index" : path.slice(1)}`;
}
