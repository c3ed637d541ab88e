import type { ApiEntryName } from "./packages.js";
import type { ApiKind } from "./page-types.js";

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
	 * the pages' paths), for groups too long to read as one page.
	 */
	split?: (entry: GroupInput) => string | undefined;
	/** The parts' titles by name, where the name alone would read poorly. */
	partTitles?: Record<string, string>;
}

const isType = (entry: GroupInput) => entry.kind === "interface" || entry.kind === "type" || entry.typeOnly;
const inDir =
	(...dirs: string[]) =>
	(entry: GroupInput) =>
		dirs.some((dir) => entry.file === dir || entry.file.startsWith(`${dir}/`));
const always = () => true;

/** Each page's sections, in order; an export goes to the first that matches. */
export const GROUPS: Record<ApiEntryName, GroupRule[]> = {
	inference: [
		{ title: "Client", match: (e) => !e.typeOnly && inDir("client", "utils", "types/options.ts")(e) },
		{
			title: "Task functions",
			match: inDir("task-functions"),
			// One page per family: the 34 functions' signatures, options and examples made the package's
			// page half a megabyte, slow to open on a phone.
			split: (e) => /^task-functions\/(.+)\.ts$/.exec(e.file)?.[1],
			partTitles: {
				audio: "Audio",
				chat: "Chat and text generation",
				custom: "Custom request",
				multimodal: "Multimodal",
				nlp: "Text",
				vision: "Vision",
			},
		},
		{ title: "Errors", match: inDir("errors") },
		{
			title: "Providers and routing",
			match: inDir("providers", "request", "mapping", "validation", "call"),
		},
		{ title: "Streaming", match: inDir("streaming") },
		{ title: "Constants", match: (e) => !isType(e) },
		{
			title: "Types",
			match: always,
			split: (e) => /^types\/generated\/(.+)\.ts$/.exec(e.file)?.[1],
		},
	],
	"inference/internal": [
		{ title: "Request parts", match: inDir("request") },
		{ title: "Task tables and routing", match: inDir("providers", "mapping") },
		{ title: "Checks", match: inDir("validation") },
		{ title: "Streaming", match: inDir("streaming") },
		{ title: "Types", match: always },
	],
	snippets: [
		{ title: "Generator", match: (e) => inDir("generator")(e) || !e.file.includes("/") },
		{ title: "Formatting inputs", match: inDir("format") },
		{ title: "Literals", match: inDir("literals") },
		{ title: "Templates", match: inDir("templates") },
		{ title: "Types", match: always },
	],
	tasks: [
		{ title: "Catalogue", match: inDir("catalogue") },
		{ title: "Task records", match: inDir("records") },
		{ title: "Specifications", match: inDir("specs") },
		{ title: "Example inputs", match: inDir("examples") },
		{ title: "Libraries", match: inDir("libraries") },
		{ title: "Demo media", match: always },
	],
};
