import type { JSONOutput } from "typedoc";
import { slugify } from "../slugify.js";
import type { ApiEntryName } from "./packages.js";
import type { ApiKind } from "./page-types.js";
import { GROUPS, type GroupInput } from "./section-rules.js";
import {
	constructSignatures,
	KINDS,
	type PackageJson,
	readPackage,
	sourceFile,
} from "./typedoc-json.server.js";

const VALUE_KINDS = new Set<ApiKind>(["function", "class", "constant"]);

/** Exports by name, in source order; a name can be both a value and a type. */
function byName(exports: readonly JSONOutput.DeclarationReflection[]) {
	const names = new Map<string, JSONOutput.DeclarationReflection[]>();
	for (const reflection of exports)
		names.set(reflection.name, [...(names.get(reflection.name) ?? []), reflection]);
	return names;
}

/** An export, and where its entry goes: its group, the part of a long group, its page and anchor. */
export interface Placement {
	exportName: string;
	declarations: JSONOutput.DeclarationReflection[];
	reflection: JSONOutput.DeclarationReflection;
	constructs: JSONOutput.SignatureReflection[];
	kind: ApiKind;
	typeOnly: boolean;
	/** The index of its group among the entry's rules. */
	index: number;
	part: string | undefined;
	href: string;
}

export interface PlacedEntry {
	json: PackageJson;
	placed: Placement[];
}

const placements = new Map<ApiEntryName, Promise<PlacedEntry>>();

/** Where every export of an entry goes, so that links between entries can point to the right page. */
export function placeEntry(name: ApiEntryName): Promise<PlacedEntry> {
	let placing = placements.get(name);
	if (!placing) {
		placing = readPackage(name).then((json) => ({ json, placed: place(name, json) }));
		placements.set(name, placing);
	}
	return placing;
}

function place(name: ApiEntryName, json: PackageJson): Placement[] {
	const exports = (json.module.children ?? []).filter((child) => KINDS[child.kind]);
	const runtime = new Set(json.runtimeExports);
	const rules = GROUPS[name];
	const pagePath = `/reference/${name}`;
	return [...byName(exports)].map(([exportName, declarations]) => {
		// A value and a type may share a name (a class-like constant and its instance type): one entry.
		const value = declarations.find((d) => VALUE_KINDS.has(KINDS[d.kind] as ApiKind));
		const reflection = value ?? (declarations[0] as JSONOutput.DeclarationReflection);
		const constructs = constructSignatures(reflection);
		const kind: ApiKind = constructs.length ? "class" : (KINDS[reflection.kind] as ApiKind);
		const typeOnly = VALUE_KINDS.has(kind) && !runtime.has(exportName);
		const input: GroupInput = { kind, file: sourceFile(reflection), typeOnly };
		const index = rules.findIndex((rule) => rule.match(input));
		const part = rules[index]?.split?.(input);
		const path = part ? `${pagePath}/${slugify(rules[index]?.title ?? "")}/${part}` : pagePath;
		return {
			exportName,
			declarations,
			reflection,
			constructs,
			kind,
			typeOnly,
			index,
			part,
			href: `${path}#${exportName}`,
		};
	});
}
