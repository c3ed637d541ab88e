export const PART_LIMIT: number;
export function partPath(pagePath: string, n: number): string;
export function splitMarkdown(markdown: string, limit?: number): string[];
export function partHeader(pagePath: string, n: number, count: number, origin: string): string;
