import type { MarkdownPage } from "./read-page.mjs";

export { readPage } from "./read-page.mjs";
export function markdownPath(pagePath: string): string;
export function agentPointer(path: string, origin: string): string;
export function llmsIndex(pages: MarkdownPage[], origin: string): string;
export function llmsFull(pages: MarkdownPage[], origin: string): string;
export function writeMarkdown(root: string, origin: string): Promise<MarkdownPage[]>;
