/** The packages the reference documents, by the last part of their name (`@hubkit/<name>`). */
export const API_REFERENCE_PACKAGES = ["inference", "snippets", "tasks"] as const;
export type ApiPackage = (typeof API_REFERENCE_PACKAGES)[number];

/**
 * The entries with a reference page at `/reference/<name>`, by what follows `@hubkit/` in an import:
 * each package's main entry, and the client's `internal` subpath (what only the snippet generator
 * and tools on the request builder need). The build step `scripts/api-json.mjs` reads the same
 * list; a name missing there fails the page's loader.
 */
export const API_REFERENCE_ENTRIES = ["inference", "inference/internal", "snippets", "tasks"] as const;
export type ApiEntryName = (typeof API_REFERENCE_ENTRIES)[number];

/** The package an entry belongs to: `inference/internal` -> `inference`. */
export const packageOf = (entry: ApiEntryName): ApiPackage => entry.split("/")[0] as ApiPackage;
