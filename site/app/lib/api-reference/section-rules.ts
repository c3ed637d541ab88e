import type { ApiEntryName } from "./packages.js";
import type { ApiKind, PartKind } from "./page-types.js";

/** What the shaping knows of an export when it picks its group. */
export interface GroupInput {
	kind: ApiKind;
	/** Its source file under the package's `src/` (`task-functions/chat.ts`). */
	file: string;
	typeOnly: boolean;
}

export interface GroupRule {
	title: string;
	match: (entry: GroupInput) => boolean;
	/**
	 * Splits the group into pages of their own, by a name taken from the entry (the last segment of
	 * the pages' paths), for groups too long to read as one page; an entry given no name stays on
	 * the package's page.
	 */
	split?: (entry: GroupInput) => string | undefined;
	/**
	 * The parts' titles by name. Where given, they are the group's parts: the prerender lists a page
	 * for each (see `API_PART_PAGES`), and an entry of another name stays on the package's page.
	 */
	partTitles?: Record<string, string>;
	/** What the parts' pages hold (default: a module). */
	partKind?: PartKind;
}

/** A part per file that `titles` names (`records/task-data.ts` -> `task-data`). */
const fileParts = (titles: Record<string, string>): Pick<GroupRule, "split" | "partTitles"> => ({
	split: (entry) => {
		const name = /([\w-]+)\.ts$/.exec(entry.file)?.[1];
		return name !== undefined && Object.hasOwn(titles, name) ? name : undefined;
	},
	partTitles: titles,
});

/** A part per folder, named through `folders` (`call/build-request.ts` -> `requests`). */
const folderParts = (
	folders: Record<string, string>,
	titles: Record<string, string>,
): Pick<GroupRule, "split" | "partTitles"> => ({
	split: (entry) => {
		const folder = entry.file.split("/")[0] ?? "";
		return Object.hasOwn(folders, folder) ? folders[folder] : undefined;
	},
	partTitles: titles,
});

const isType = (entry: GroupInput) => entry.kind === "interface" || entry.kind === "type" || entry.typeOnly;
const inDir =
	(...dirs: string[]) =>
	(entry: GroupInput) =>
		dirs.some((dir) => entry.file === dir || entry.file.startsWith(`${dir}/`));
const always = () => true;

/** Each page's sections, in order; an export goes to the first that matches. */
export const GROUPS: Record<ApiEntryName, GroupRule[]> = {
	// Most of the client's groups have pages of their own: on one page, its exports converted to 113 K
	// characters of text, more than an agent reading the docs takes in one page (50 K).
	inference: [
		{
			title: "Client",
			match: (e) => !e.typeOnly && inDir("client", "utils", "types/options.ts")(e),
			// The client class stays on the package's page; its options and its logging have their own.
			...fileParts({ options: "Client options", logger: "Logging" }),
		},
		{
			title: "Task functions",
			match: inDir("task-functions"),
			// One page per family: the 34 functions' signatures, options and examples made the package's
			// page half a megabyte, slow to open on a phone.
			...fileParts({
				audio: "Audio",
				chat: "Chat and text generation",
				custom: "Custom request",
				multimodal: "Multimodal",
				nlp: "Text",
				vision: "Vision",
			}),
			partKind: "family",
		},
		{
			title: "Router endpoints",
			match: inDir("responses", "router-models"),
			...folderParts(
				{ responses: "responses", "router-models": "models" },
				{ responses: "Responses API", models: "Router models" },
			),
		},
		{
			title: "Errors",
			match: inDir("errors"),
			// The error classes; the task-call type and the token address stay on the package's page.
			split: (e) => (e.kind === "class" || e.file === "errors/errors.ts" ? "classes" : undefined),
			partTitles: { classes: "Error classes" },
		},
		{
			title: "Providers and routing",
			match: inDir("providers", "router-policies", "request", "mapping", "validation", "call"),
			...folderParts(
				{
					providers: "providers",
					"router-policies": "providers",
					mapping: "mapping",
					call: "requests",
					request: "requests",
				},
				{ providers: "Providers", mapping: "Model mapping", requests: "Requests" },
			),
		},
		{ title: "Streaming", match: inDir("streaming") },
		{ title: "Constants", match: (e) => !isType(e) },
		{
			title: "Types",
			match: always,
			split: (e) => /^types\/generated\/(.+)\.ts$/.exec(e.file)?.[1],
			partKind: "specification",
		},
	],
	"inference/internal": [
		{ title: "Request parts", match: inDir("request") },
		{ title: "Task tables and routing", match: inDir("providers", "router-policies", "mapping") },
		{
			title: "Checks",
			match: inDir("validation", "errors"),
			// The checks and the hub-id patterns on a page of their own: with them, the entry's page
			// converted to 52 K characters, over the 50 K an agent reads of one page.
			split: () => "validation",
			partTitles: { validation: "Validation" },
		},
		{ title: "Streaming", match: inDir("streaming") },
		{ title: "Types", match: always },
	],
	snippets: [
		// The generator's types and the quoting literals on pages of their own: with them, the package's
		// page was 2,500 elements, most of them their declarations, and the longest of the site's axe scans.
		{
			title: "Generator",
			match: (e) => inDir("generator")(e) || !e.file.includes("/"),
			split: (e) => (isType(e) ? "types" : undefined),
			partTitles: { types: "Generator types" },
		},
		{ title: "Formatting inputs", match: inDir("format") },
		{
			title: "Literals",
			match: inDir("literals"),
			split: () => "quoting",
			partTitles: { quoting: "Quoting values in code" },
		},
		{ title: "Templates", match: inDir("templates") },
		{
			title: "Run locally",
			match: inDir("local"),
			split: (e) => (e.file.startsWith("local/hub-model/") ? "hub-model" : "snippets"),
			partTitles: { snippets: "Local snippets", "hub-model": "Hub model facts" },
		},
		{ title: "Types", match: always },
	],
	tasks: [
		{
			title: "Catalogue",
			match: inDir("catalogue"),
			...fileParts({ "pipeline-data": "Pipeline data" }),
		},
		{
			title: "Task records",
			match: inDir("records"),
			...fileParts({ "task-data": "Task data" }),
		},
		{
			title: "Provider models",
			match: inDir("provider-models"),
			// Which model a page shows for a provider, with the dated table it reads, on a page of its own.
			split: () => "models",
			partTitles: { models: "Provider models" },
		},
		{ title: "Specifications", match: inDir("specs") },
		{ title: "Example inputs", match: inDir("examples") },
		{
			title: "Libraries",
			match: inDir("libraries"),
			...fileParts({ "model-libraries": "Model libraries" }),
		},
		{ title: "Demo media", match: always },
	],
};
