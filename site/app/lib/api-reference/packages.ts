import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

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

/**
 * The inference client's generated task types get a page per task, named after their source file
 * (`types/generated/chat-completion.ts` -> `/reference/inference/types/chat-completion`): listed
 * here from the files, for the prerender list, without reading the build's JSON.
 */
export const API_TYPE_PAGES: string[] = readdirSync(
	// Found through the package (which publishes its sources), so this works from any bundle.
	join(
		dirname(createRequire(import.meta.url).resolve("@hubkit/inference/package.json")),
		"src/types/generated",
	),
)
	.filter((file) => file.endsWith(".ts") && file !== "index.ts")
	.map((file) => `/reference/inference/types/${file.slice(0, -3)}`)
	.sort();
