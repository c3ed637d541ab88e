import { type HeadingId, headingKey } from "./heading-ids.js";

/** A part of a page under one heading: the heading, where a link to it points, and its text. */
export interface Section {
	heading: string;
	level: number;
	/**
	 * The id a link to the section names (`#…`): the heading's own id on the HTML page, else its
	 * nearest enclosing section's; empty when the page has none to give (then link the page).
	 */
	anchor: string;
	text: string;
}

/** A heading's text without the Markdown around it: links' text kept, emphasis and code marks dropped. */
function plainHeading(text: string): string {
	return text
		.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
		.replace(/[*`]/g, "")
		.replace(/\\(.)/g, "$1")
		.trim();
}

/**
 * A page's Markdown cut at its ATX headings (`#` to `######`), fenced code kept inside the section it
 * belongs to: a `#` comment in a shell snippet is no heading. Text before the first heading is a
 * section of level 0 without a heading, less the quoted note the build puts atop every page (a
 * pointer for agents to llms.txt, the same on every page, so nothing a search should find).
 */
export function sectionsOf(markdown: string): Section[] {
	const sections: Section[] = [];
	let current: Section = { heading: "", level: 0, anchor: "", text: "" };
	let fence: string | undefined;
	const lines: string[] = [];
	const close = () => {
		current.text = lines.join("\n").trim();
		lines.length = 0;
		if (current.text || current.level > 0) sections.push(current);
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
			current = {
				heading: plainHeading(heading[2] as string),
				level: (heading[1] as string).length,
				anchor: "",
				text: "",
			};
		} else if (!(current.level === 0 && line.startsWith(">"))) lines.push(line);
	}
	close();
	return sections;
}

/**
 * Gives each section the id its heading has on the HTML page: the page's headings are walked in
 * order beside the Markdown's, matched by their text. A section whose heading has no id (a
 * "Throws" under a function) takes its enclosing section's, so a link still lands near it.
 */
export function withAnchors(sections: readonly Section[], ids: readonly HeadingId[]): Section[] {
	let next = 0;
	const enclosing: Section[] = [];
	return sections.map((section) => {
		const key = headingKey(section.heading);
		const found =
			section.level > 1 ? ids.findIndex((id, index) => index >= next && headingKey(id.text) === key) : -1;
		while (enclosing.length > 0 && (enclosing.at(-1) as Section).level >= section.level) enclosing.pop();
		let anchor = enclosing.at(-1)?.anchor ?? "";
		if (found !== -1) {
			anchor = (ids[found] as HeadingId).id;
			next = found + 1;
		}
		const anchored = { ...section, anchor };
		enclosing.push(anchored);
		return anchored;
	});
}
