/** A part of a page under one heading: the heading, its anchor on the page, and its text. */
export interface Section {
	heading: string;
	level: number;
	/** The heading's id on the HTML page, by the rule the site's headings follow (`site/app/lib/slugify.ts`). */
	anchor: string;
	text: string;
}

/** The site's anchor rule: letters, marks and digits of any script kept, every other run one hyphen. */
export function anchorOf(heading: string): string {
	return heading
		.normalize("NFC")
		.toLowerCase()
		.replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
		.replace(/^-+|-+$/g, "");
}

/** A heading's text without the Markdown around it: links' text kept, emphasis and code marks dropped. */
function plainHeading(text: string): string {
	return text
		.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
		.replace(/[*_`]/g, "")
		.replace(/\\(.)/g, "$1")
		.trim();
}

/**
 * A page's Markdown cut at its ATX headings (`#` to `######`), fenced code kept inside the section it
 * belongs to: a `#` comment in a shell snippet is no heading. Text before the first heading goes to
 * a section named after the page.
 */
export function sectionsOf(markdown: string, title: string): Section[] {
	const sections: Section[] = [];
	let current: Section = { heading: title, level: 1, anchor: "", text: "" };
	let fence: string | undefined;
	const lines: string[] = [];
	const close = () => {
		current.text = lines.join("\n").trim();
		lines.length = 0;
		if (current.text || current.level > 1 || sections.length === 0) sections.push(current);
	};
	for (const line of markdown.split("\n")) {
		const fenceMark = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
		if (fenceMark) {
			if (fence === undefined) fence = fenceMark;
			else if (fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = undefined;
		}
		const heading = fence === undefined ? /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line) : null;
		if (heading) {
			close();
			const text = plainHeading(heading[2] as string);
			const level = (heading[1] as string).length;
			current = { heading: text, level, anchor: level === 1 ? "" : anchorOf(text), text: "" };
		} else lines.push(line);
	}
	close();
	return sections;
}
