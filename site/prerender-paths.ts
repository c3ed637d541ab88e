import { INFERENCE_PROVIDERS } from "@hubkit/inference";
import { PIPELINE_TYPES } from "@hubkit/tasks";
import { API_REFERENCE_ENTRIES } from "./app/lib/api-reference/packages.js";
import { API_PART_PAGES } from "./app/lib/api-reference/part-pages.js";

/** Every page the build prerenders; `/404` is the page served for unknown addresses. */
export const PRERENDER_PATHS: string[] = [
	"/",
	"/tasks",
	...PIPELINE_TYPES.map((id) => `/tasks/${id}`),
	"/inference",
	"/snippets",
	"/snippets/local",
	"/mcp",
	"/providers",
	...INFERENCE_PROVIDERS.map((id) => `/providers/${id}`),
	"/course/he/chapter0/1",
	"/reference",
	...API_REFERENCE_ENTRIES.map((name) => `/reference/${name}`),
	...API_PART_PAGES,
	"/404",
];
