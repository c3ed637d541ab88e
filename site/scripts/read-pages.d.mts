import type { MarkdownPage } from "./read-page.mjs";
export function readPages(
	root: string,
	pages: { path: string; file: string }[],
	origin: string,
): Promise<(MarkdownPage | undefined)[]>;
