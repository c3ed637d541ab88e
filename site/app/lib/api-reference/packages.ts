/**
 * The packages with a reference page, by the last part of their name (`@hubkit/<name>`). The build
 * step `scripts/api-json.mjs` reads the same three; a name missing there fails the page's loader.
 */
export const API_REFERENCE_PACKAGES = ["inference", "snippets", "tasks"] as const;
export type ApiPackage = (typeof API_REFERENCE_PACKAGES)[number];
