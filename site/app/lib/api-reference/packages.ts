import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * The packages with a reference page, by the last part of their name (`@hubkit/<name>`). The build
 * step `scripts/api-json.mjs` reads the same three; a name missing there fails the page's loader.
 */
export const API_REFERENCE_PACKAGES = ["inference", "snippets", "tasks"] as const;
export type ApiPackage = (typeof API_REFERENCE_PACKAGES)[number];

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
