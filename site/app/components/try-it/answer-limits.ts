/**
 * How much of an answer the panel lays out and keeps. Laying out all of a long answer freezes the
 * page (2 MB of text, 200,000 labels); past these the reader gets the whole answer as a download.
 */

/** Characters of an answer's text shown on the page. */
export const SHOWN_CHARS = 64 * 1024;
/** Scored labels drawn as bars. */
export const SHOWN_LABELS = 200;
/** Spans marked in the token view. */
export const SHOWN_SPANS = 1000;
/**
 * Characters of a streamed answer kept for the download. A stream that goes past this is stopped:
 * nothing more could be shown or kept, and a provider bills every token it sends.
 */
export const KEPT_CHARS = 4 * 1024 * 1024;

/** A count as the panel writes it, with thousands separated: 65,536. */
export const countText = (count: number) => count.toLocaleString("en-US");

/** The first `length` characters of `text`, one fewer rather than half of a surrogate pair. */
export function textStart(text: string, length: number): string {
	if (text.length <= length) return text;
	const code = text.charCodeAt(length - 1);
	return text.slice(0, code >= 0xd800 && code <= 0xdbff ? length - 1 : length);
}
