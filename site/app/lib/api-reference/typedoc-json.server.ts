import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { JSONOutput } from "typedoc";
import type { ApiEntryName } from "./packages.js";
import type { ApiKind } from "./page-types.js";
import { CONSTRUCT_SIGNATURE } from "./type-printer.server.js";

/** What `scripts/api-json.mjs` writes for an entry: TypeDoc's module, with what TypeDoc does not say. */
export interface PackageJson {
	package: string;
	description?: string;
	runtimeExports: string[];
	module: JSONOutput.DeclarationReflection;
}

/**
 * Where `scripts/api-json.mjs` writes, found through the site's package so the path holds both from
 * this source file and from the build's server bundle, which sit at different depths under site/.
 */
const API_DIR = join(
	dirname(createRequire(import.meta.url).resolve("@hubkit/site/package.json")),
	".generated/api",
);

/** A kind from TypeDoc's `ReflectionKind` numbers (stable across 0.x). */
export const KIND = {
	Variable: 32,
	Function: 64,
	Class: 128,
	Interface: 256,
	Constructor: 512,
	Property: 1024,
	Method: 2048,
	Accessor: 262144,
	TypeAlias: 2097152,
} as const;

export const KINDS: Record<number, ApiKind> = {
	[KIND.Variable]: "constant",
	[KIND.Function]: "function",
	[KIND.Class]: "class",
	[KIND.Interface]: "interface",
	[KIND.TypeAlias]: "type",
};

export async function readPackage(name: ApiEntryName): Promise<PackageJson> {
	try {
		return JSON.parse(await readFile(join(API_DIR, `${name}.json`), "utf8"));
	} catch (error) {
		throw new Error(`No API JSON for @hubkit/${name}: run \`node scripts/api-json.mjs\` in site/ first`, {
			cause: error,
		});
	}
}

export function sourceOf(reflection: JSONOutput.DeclarationReflection): string {
	const source = reflection.sources?.[0];
	return source ? `${source.fileName}#L${source.line}` : "";
}

/** The file an export is declared in, relative to its package's `src/`. */
export function sourceFile(reflection: JSONOutput.DeclarationReflection): string {
	const file = reflection.sources?.[0]?.fileName ?? "";
	return file.replace(/^packages\/[^/]+\/(?:src|dist)\//, "");
}

/** A class's constructors, or those of a constant typed `{ new (…): T }` (a class behind a cast). */
export function constructSignatures(
	reflection: JSONOutput.DeclarationReflection,
): JSONOutput.SignatureReflection[] {
	const declared = (reflection.children ?? []).find((child) => child.kind === KIND.Constructor);
	if (declared?.signatures) return declared.signatures;
	const type = reflection.kind === KIND.Variable ? reflection.type : undefined;
	if (type?.type !== "reflection") return [];
	const { signatures = [], children = [] } = type.declaration;
	return !children.length && signatures.length && signatures.every((s) => s.kind === CONSTRUCT_SIGNATURE)
		? signatures
		: [];
}
