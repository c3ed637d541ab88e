export function markdownPath(pagePath: string): string;
