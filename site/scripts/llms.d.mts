export interface MarkdownPage {
	path: string;
	title: string;
	description: string;
	lang: string;
	markdown: string;
}
export function markdownPath(pagePath: string): string;
export function readPage(
	html: string,
	path: string,
	origin: string,
	readJson?: (sitePath: string) => unknown,
): MarkdownPage | undefined;
export function agentPointer(path: string, origin: string): string;
export function llmsIndex(pages: MarkdownPage[], origin: string): string;
export function llmsFull(pages: MarkdownPage[], origin: string): string;
export function writeMarkdown(root: string, origin: string): Promise<MarkdownPage[]>;
