import type { Block, CodeExample } from "./comments.server.js";
import type { ApiEntryName } from "./packages.js";
import type { TypePart } from "./type-printer.server.js";

// The comment and type pieces an entry is made of, for the components that render them.
export type { Block, CodeExample, Inline } from "./comments.server.js";
export type { TypePart } from "./type-printer.server.js";

/** What an export is, as its entry's label names it. */
/**
 * What a part's page holds, which its heading and lead say: a family of task functions, the types
 * generated from one task's specification, or a module of the package. The package's page lists
 * the names of a family's or a module's exports, each under the anchor it had there before.
 */
export type PartKind = "family" | "specification" | "module";

export type ApiKind = "function" | "class" | "constant" | "interface" | "type";

export interface ApiParameter {
	name: string;
	type: TypePart[];
	optional: boolean;
	defaultValue?: string;
	description: Block[];
}

export interface ApiSignature {
	/** The signature as TypeScript, parameters on their own lines when it is long. */
	code: string;
	parameters: ApiParameter[];
	returns?: { type: TypePart[]; description: Block[] };
}

/** A property or method of a class or interface. */
export interface ApiMember {
	id: string;
	name: string;
	/** `static`, `readonly`, both, or nothing. */
	modifiers: string;
	/** A property's type, or a method's signature. */
	type: TypePart[];
	optional: boolean;
	defaultValue?: string;
	description: Block[];
	deprecated: boolean;
}

export interface ApiEntry {
	/** The anchor: the export's own name, so `#chatCompletion` reads as what it is. */
	id: string;
	name: string;
	kind: ApiKind;
	/** The declaration as TypeScript (`abstract class A extends B`, `type T = …`, a function's overloads). */
	declaration: string;
	group: string;
	summary: Block[];
	/** False unless the export is deprecated; then what the tag says (what to use instead), maybe nothing. */
	deprecated: Block[] | false;
	/** A function's call signatures, a class's constructors. */
	signatures: ApiSignature[];
	members: ApiMember[];
	throws: Block[][];
	examples: CodeExample[];
	/** The guide sections whose code names this export. */
	usedIn: { href: string; title: string }[];
	/** A value exported with `export type`: usable in types only. */
	typeOnly: boolean;
	/** Where it is declared in the repository, with its line (`packages/x/src/y.ts#L12`). */
	source: string;
}

export interface ApiGroupBase {
	id: string;
	title: string;
	entries: ApiEntry[];
}

/** A part of a long group, on a page of its own. */
export interface ApiSubgroup extends ApiGroupBase {
	path: string;
	/** What the part holds, which its page's heading and lead say. */
	kind: PartKind;
}

export interface ApiGroup extends ApiGroupBase {
	/**
	 * Long groups split further (see `GroupRule.split`): the inference client's generated types, one
	 * page per task, its task functions, one page per family, and modules of every package.
	 */
	subgroups: ApiSubgroup[];
}

export interface ApiPage {
	name: ApiEntryName;
	/** What a reader imports: `@hubkit/inference`, `@hubkit/inference/internal`. */
	packageName: string;
	/** The entry's own doc comment (its `@module` comment), when it has one. */
	summary: Block[];
	groups: ApiGroup[];
}

/** An entry as the page shows it: its declaration and examples highlighted at build time. */
export interface ApiEntryView extends Omit<ApiEntry, "examples"> {
	declarationHtml: string;
	examples: (CodeExample & { html: string })[];
}

/** A part on a page of its own: the package's page lists it by name and size. */
export interface ApiSubgroupLink {
	id: string;
	title: string;
	path: string;
	kind: PartKind;
	/** How many of its entries are functions. */
	functions: number;
	/** The count in words: "12 types", "4 functions and 2 types". */
	counted: string;
	/** Its entries' names, in order. */
	names: string[];
}

export interface ApiGroupView extends ApiGroupBase {
	entries: ApiEntryView[];
	subgroups: ApiSubgroupLink[];
}

/** Another entry of the same package, as a page links to it. */
export interface ApiEntryLink {
	name: ApiEntryName;
	packageName: string;
	description: string;
	path: string;
}

export interface ApiPageView {
	name: ApiEntryName;
	packageName: string;
	description: string;
	/** The entry's own doc comment; empty for a package's main entry, which its description sums up. */
	summary: Block[];
	/** The package's main entry, when this is a subpath. */
	main?: ApiEntryLink;
	/** The package's subpath entries, when this is its main entry. */
	subpaths: ApiEntryLink[];
	groups: ApiGroupView[];
}

export interface ApiSubgroupView {
	name: ApiEntryName;
	packageName: string;
	group: { id: string; title: string };
	subgroup: ApiSubgroupLink;
	entries: ApiEntryView[];
	/** Every part of the same group, for moving between their pages. */
	siblings: ApiSubgroupLink[];
}
