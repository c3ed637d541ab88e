/** `origin` makes links absolute; `readJson` reads a JSON file of the built site by its path. */
export interface MarkdownOptions {
	origin?: string;
	readJson?: (sitePath: string) => unknown;
}
export function elementToMarkdown(element: Element, options?: MarkdownOptions): string;
export function escapeText(text: string): string;
export const MARKDOWN_SKIPPED_SELECTORS: readonly string[];
export function hastToMarkdown(tree: import("hast").Root, options?: MarkdownOptions): string;
