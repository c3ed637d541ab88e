/** A run of excerpt text, `marked` where it matched the words searched for. */
export interface ExcerptSegment {
	text: string;
	marked: boolean;
}

const HIGHLIGHT = /<mark>([\s\S]*?)<\/mark>/g;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const LEADING_PUNCTUATION = /^[^\p{L}\p{N}]*/u;
const TRAILING_PUNCTUATION = /[^\p{L}\p{N}]*$/u;

const unescapeBrackets = (escaped: string) => escaped.replace(/&lt;/g, "<").replace(/&gt;/g, ">");

/**
 * Pagefind's excerpt as text runs, to be put in the page with `textContent` and `<mark>` elements
 * rather than as HTML. Pagefind escapes only the page's own `<` and `>` and then wraps matching
 * words in `<mark>`; so the only tags in an excerpt are its highlights, and unescaping `&lt;` and
 * `&gt;` (nothing else: Pagefind does not escape `&`) gives back the page's text.
 */
export function excerptSegments(excerpt: string): ExcerptSegment[] {
	const segments: ExcerptSegment[] = [];
	const push = (text: string, marked: boolean) => {
		if (text) segments.push({ text, marked });
	};
	let last = 0;
	for (const match of excerpt.matchAll(HIGHLIGHT)) {
		push(unescapeBrackets(excerpt.slice(last, match.index)), false);
		// Pagefind marks a whole space-separated token, "(panoptic)." included; the highlight
		// reads better on the word alone, its punctuation left plain.
		const token = unescapeBrackets(match[1] ?? "");
		if (WORD_CHARACTER.test(token)) {
			const before = LEADING_PUNCTUATION.exec(token)?.[0] ?? "";
			const after = TRAILING_PUNCTUATION.exec(token)?.[0] ?? "";
			push(before, false);
			push(token.slice(before.length, token.length - after.length), true);
			push(after, false);
		} else {
			push(token, true);
		}
		last = match.index + match[0].length;
	}
	push(unescapeBrackets(excerpt.slice(last)), false);
	return segments;
}
