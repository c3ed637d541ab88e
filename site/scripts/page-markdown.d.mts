export function elementToMarkdown(element: Element, options?: { origin?: string }): string;
