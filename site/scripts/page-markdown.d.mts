export function elementToMarkdown(element: Element, options?: { origin?: string }): string;
export function escapeText(text: string): string;
export const MARKDOWN_SKIPPED_SELECTORS: readonly string[];
export function hastToMarkdown(tree: import("hast").Root, options?: { origin?: string }): string;
