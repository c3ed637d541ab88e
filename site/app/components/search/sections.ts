/** A part of a page that matched, under one of its headings (Pagefind's "sub result"). */
export interface PageSection {
	title: string;
	url: string;
	excerpt: string;
	locations: number[];
}

/**
 * The sections worth a link of their own under a page's result: those under a heading of the page
 * (their address has a fragment) other than its title, the ones with the most matches first, at
 * most `max`. On a long page (a task, the inference guide) they take the reader to the right place.
 */
export function bestSections(
	pageTitle: string,
	sections: readonly PageSection[],
	max: number,
): PageSection[] {
	return sections
		.filter((section) => section.url.includes("#") && section.title.trim() !== pageTitle.trim())
		.map((section, order) => ({ section, order }))
		.sort((a, b) => b.section.locations.length - a.section.locations.length || a.order - b.order)
		.slice(0, max)
		.map(({ section }) => section);
}
