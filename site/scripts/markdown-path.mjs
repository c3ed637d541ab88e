/**
 * Where a page's Markdown is served: its path plus `.md`, the home page at `/index.md`. The one
 * rule for the build step that writes the files (llms.mjs) and the pages that link them (root.tsx).
 */
export const markdownPath = (pagePath) =>
	pagePath === "/" ? "/index.md" : `${pagePath.replace(/\/$/, "")}.md`;
