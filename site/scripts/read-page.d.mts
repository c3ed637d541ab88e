export interface MarkdownPage {
	path: string;
	title: string;
	description: string;
	lang: string;
	markdown: string;
}
export function readPage(
	html: string,
	path: string,
	origin: string,
	readJson?: (sitePath: string) => unknown,
): MarkdownPage | undefined;
