import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { slugify } from "../slugify.js";
import { GROUPS } from "./section-rules.js";

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

/** The inference client's folder, found through the package (which publishes its sources), so this works from any bundle. */
const INFERENCE_DIR = dirname(createRequire(import.meta.url).resolve("@hubkit/inference/package.json"));

/**
 * A page per module that `src/<folder>/index.ts` re-exports, under `/reference/inference/<group>/`:
 * the folder's other files (the generated answer-shape table beside the generated types) are not
 * part of the package's API, so they get no page.
 */
const pagePerFile = (folder: string, group: string) =>
	[
		...readFileSync(join(INFERENCE_DIR, "src", folder, "index.ts"), "utf8").matchAll(
			/from "\.\/([\w-]+)\.js"/g,
		),
	]
		.map((match) => `/reference/inference/${group}/${match[1]}`)
		.sort();

/**
 * The pages of long groups' parts, for the prerender list, without reading the build's JSON: the
 * inference client's generated task types get a page per source file
 * (`types/generated/chat-completion.ts` -> `/reference/inference/types/chat-completion`); every other
 * split group names its parts in its rule (`/reference/inference/task-functions/audio`).
 */
export const API_PART_PAGES: string[] = [
	...API_REFERENCE_ENTRIES.flatMap((entry) =>
		GROUPS[entry].flatMap((rule) =>
			Object.keys(rule.partTitles ?? {}).map((part) => `/reference/${entry}/${slugify(rule.title)}/${part}`),
		),
	),
	...pagePerFile("types/generated", "types"),
];
