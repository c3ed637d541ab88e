// A page's Markdown copy in parts when it is too long to be read in one fetch: agents' fetch tools
// cut or summarise what passes 50,000 characters (the Agent-Friendly Documentation Spec's
// page-size-markdown check, afdocs 0.22 DEFAULT_THRESHOLDS.pass). The first part stays at the
// page's `.md` address, the others beside it (`/reference/tasks.part-2.md`), and each starts by
// saying which part it is and where the next one is, with an absolute "next page" link (the
// continuation the spec's single-fetch-completeness check follows).
import { markdownPath } from "./markdown-path.mjs";

/** The spec's limit, less room for the lines that open each part. */
export const PART_LIMIT = 50_000 - 1_500;

/** Where part `n` (from 1) of a page's Markdown is served. */
export const partPath = (pagePath, n) =>
	n === 1 ? markdownPath(pagePath) : `${markdownPath(pagePath).slice(0, -".md".length)}.part-${n}.md`;

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The Markdown's blocks: runs of lines between blank lines, a fenced code block kept whole. */
function blocksOf(markdown) {
	const blocks = [];
	let current = [];
	let fence;
	for (const line of markdown.split("\n")) {
		const mark = FENCE.exec(line)?.[1];
		if (fence === undefined && mark) fence = mark;
		else if (
			fence !== undefined &&
			mark?.[0] === fence[0] &&
			mark.length >= fence.length &&
			!/\S/.test(line.replace(FENCE, ""))
		)
			fence = undefined;
		if (fence === undefined && line.trim() === "" && current.length > 0) {
			blocks.push(current.join("\n"));
			current = [];
		} else if (line.trim() !== "" || current.length > 0) current.push(line);
	}
	if (current.length > 0) blocks.push(current.join("\n"));
	return blocks;
}

/**
 * The Markdown in as few parts of at most `limit` characters as its blocks allow, each cut between
 * blocks, before the last section heading of the part when that keeps it over half full (so a
 * section starts a part rather than ending one). A block longer than the limit (one code block) is
 * a part of its own: cutting it would break it. One part when it fits.
 */
export function splitMarkdown(markdown, limit = PART_LIMIT) {
	if (markdown.length <= limit) return [markdown];
	const parts = [];
	const joined = (blocks) => blocks.join("\n\n");
	let current = [];
	for (const block of blocksOf(markdown)) {
		if (current.length > 0 && joined([...current, block]).length > limit) {
			const heading = current.findLastIndex((b, i) => i > 0 && /^#{1,3} /.test(b));
			const cut =
				heading > 0 && joined(current.slice(0, heading)).length > limit / 2 ? heading : current.length;
			parts.push(joined(current.slice(0, cut)));
			current = current.slice(cut);
		}
		current.push(block);
	}
	if (current.length > 0) parts.push(joined(current));
	return parts;
}

/** The line that opens part `n` of `count`: which part it is, the first part, and the next one. */
export function partHeader(pagePath, n, count, origin) {
	const url = (k) => new URL(partPath(pagePath, k), origin).href;
	const next = n < count ? ` The rest follows: [next page](${url(n + 1)}).` : "";
	const first = n > 1 ? ` It begins at [${url(1)}](${url(1)}).` : "";
	return `> This Markdown copy is in ${count} parts; this is part ${n} of ${count}.${first}${next}`;
}
