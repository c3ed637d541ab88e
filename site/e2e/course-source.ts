import { readFileSync } from "node:fs";

/** The Hebrew course page's source document, as the site renders it. */
export const COURSE_SOURCE = readFileSync(
	new URL("../app/content/course/he/chapter0/1.mdx", import.meta.url),
	"utf8",
);

/** How many fenced code blocks the source holds: each one is a code block on the page. */
export function fencedCodeBlocks(source: string): number {
	let blocks = 0;
	let open = false;
	for (const line of source.split("\n")) {
		if (!/^\s*```/.test(line)) continue;
		if (!open) blocks++;
		open = !open;
	}
	return blocks;
}
