export function elementToMarkdown(element: Element, options?: { origin?: string }): string;
export function escapeText(text: string): string;
export const MARKDOWN_SKIPPED_SELECTORS: readonly string[];
