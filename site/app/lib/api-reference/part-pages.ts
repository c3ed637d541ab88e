import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { slugify } from "../slugify.js";
import { API_REFERENCE_ENTRIES } from "./packages.js";
import { GROUPS } from "./section-rules.js";

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
