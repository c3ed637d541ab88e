import { readdirSync } from "node:fs";

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
	new URL("../../../../packages/inference/src/types/generated/", import.meta.url),
)
	.filter((file) => file.endsWith(".ts") && file !== "index.ts")
	.map((file) => `/reference/inference/types/${file.slice(0, -3)}`)
	.sort();
