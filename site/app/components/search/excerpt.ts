/** A run of excerpt text, `marked` where it matched the words searched for. */
export interface ExcerptSegment {
	text: string;
	marked: boolean;
}

const HIGHLIGHT = /<mark>([\s\S]*?)<\/mark>/g;

/**
 * Pagefind's excerpt as text runs, to be put in the page with `textContent` and `<mark>` elements
 * rather than as HTML. Pagefind escapes only the page's own `<` and `>` and then wraps matching
 * words in `<mark>`; so the only tags in an excerpt are its highlights, and unescaping `&lt;` and
 * `&gt;` (nothing else: Pagefind does not escape `&`) gives back the page's text.
 */
export function excerptSegments(excerpt: string): ExcerptSegment[] {
	const segments: ExcerptSegment[] = [];
	const push = (escaped: string, marked: boolean) => {
		const text = escaped.replace(/&lt;/g, "<").replace(/&gt;/g, ">");
		if (text) segments.push({ text, marked });
	};
	let last = 0;
	for (const match of excerpt.matchAll(HIGHLIGHT)) {
		push(excerpt.slice(last, match.index), false);
		push(match[1] ?? "", true);
		last = match.index + match[0].length;
	}
	push(excerpt.slice(last), false);
	return segments;
}
