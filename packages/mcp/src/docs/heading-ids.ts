/** A heading of a page's HTML that carries an id: its text and the id a link's `#` names. */
export interface HeadingId {
	text: string;
	id: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
	return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
		if (name.startsWith("#x") || name.startsWith("#X"))
			return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
		if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
		return Object.hasOwn(ENTITIES, name) ? (ENTITIES[name] as string) : whole;
	});
}

/**
 * The headings with an id in a prerendered page's `<main>`, in document order. The site sets ids
 * its own way (a slug of the text, or one a component chooses: `variant-sentiment-analysis`,
 * `getInferenceSnippets`), so the anchors are read from the page rather than guessed. The markup
 * is the site's own prerender: a heading's id is on the heading element, its text inside it.
 */
export function headingIds(html: string): HeadingId[] {
	const start = html.search(/<main[\s>]/);
	const end = html.lastIndexOf("</main>");
	const main = start === -1 ? "" : html.slice(start, end === -1 ? undefined : end);
	return Array.from(main.matchAll(/<h([1-6])\b[^>]*?\sid="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g), (match) => ({
		id: decodeEntities(match[2] as string),
		text: decodeEntities((match[3] as string).replace(/<[^>]*>/g, "")).trim(),
	}));
}

/** Heading text reduced to what both the HTML and the Markdown keep: letters and digits, lower case. */
export const headingKey = (text: string) =>
	text
		.normalize("NFKC")
		.toLowerCase()
		.replace(/[^\p{L}\p{N}]+/gu, "");
