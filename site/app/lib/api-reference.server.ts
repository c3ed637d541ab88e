import { readFile } from "node:fs/promises";
import type { JSONOutput } from "typedoc";
import {
	type Block,
	type CodeExample,
	type CommentLinks,
	commentBlocks,
	defaultTag,
	examples,
	tagBlocks,
} from "./api-reference/comments.server.js";
import { guideSections } from "./api-reference/guide-sections.server.js";
import { API_REFERENCE_ENTRIES, type ApiEntryName, packageOf } from "./api-reference/packages.js";
import {
	CONSTRUCT_SIGNATURE,
	partsText,
	type TypePart,
	TypePrinter,
} from "./api-reference/type-printer.server.js";
import { highlight } from "./highlight.server.js";
import { slugify } from "./slugify.js";

export type { Block, CodeExample, Inline } from "./api-reference/comments.server.js";
export { API_REFERENCE_ENTRIES, type ApiEntryName } from "./api-reference/packages.js";
export type { TypePart } from "./api-reference/type-printer.server.js";

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
}

export interface ApiGroup extends ApiGroupBase {
	/**
	 * Long groups split further: the inference client's generated types, one page per task, and its
	 * task functions, one page per family.
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

interface PackageJson {
	package: string;
	description?: string;
	runtimeExports: string[];
	module: JSONOutput.DeclarationReflection;
}

const API_DIR = new URL("../../.generated/api/", import.meta.url);

/** A kind from TypeDoc's `ReflectionKind` numbers (stable across 0.x). */
const KIND = {
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

const KINDS: Record<number, ApiKind> = {
	[KIND.Variable]: "constant",
	[KIND.Function]: "function",
	[KIND.Class]: "class",
	[KIND.Interface]: "interface",
	[KIND.TypeAlias]: "type",
};

/** What the shaping knows of an export when it picks its group. */
interface GroupInput {
	kind: ApiKind;
	/** Its source file under the package's `src/` (`task-functions/chat.ts`). */
	file: string;
	typeOnly: boolean;
}

interface GroupRule {
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
const GROUPS: Record<ApiEntryName, GroupRule[]> = {
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

/** Past this many characters a signature puts each parameter on its own line. */
const LINE = 100;

async function readPackage(name: ApiEntryName): Promise<PackageJson> {
	try {
		return JSON.parse(await readFile(new URL(`${name}.json`, API_DIR), "utf8"));
	} catch (error) {
		throw new Error(`No API JSON for @hubkit/${name}: run \`node scripts/api-json.mjs\` in site/ first`, {
			cause: error,
		});
	}
}

function sourceOf(reflection: JSONOutput.DeclarationReflection): string {
	const source = reflection.sources?.[0];
	return source ? `${source.fileName}#L${source.line}` : "";
}

/** The file an export is declared in, relative to its package's `src/`. */
function sourceFile(reflection: JSONOutput.DeclarationReflection): string {
	const file = reflection.sources?.[0]?.fileName ?? "";
	return file.replace(/^packages\/[^/]+\/(?:src|dist)\//, "");
}

class PageBuilder {
	private readonly anchors = new Map<number, string>();
	readonly printer: TypePrinter;
	readonly links: CommentLinks;

	/** `placed`: where each export's entry is (its page and anchor), on this page and its siblings'. */
	constructor(placed: readonly Placement[]) {
		const hrefs = new Map<string, string>();
		for (const { exportName, declarations, href } of placed) {
			if (!hrefs.has(exportName)) hrefs.set(exportName, href);
			for (const declaration of declarations) this.anchors.set(declaration.id, href);
		}
		this.printer = new TypePrinter((id) => this.anchors.get(id));
		this.links = { byId: (id) => this.anchors.get(id), byName: (name) => hrefs.get(name) };
	}

	parameters(signature: JSONOutput.SignatureReflection): ApiParameter[] {
		return (signature.parameters ?? []).map((param) => ({
			name: param.flags.isRest ? `...${param.name}` : param.name,
			type: this.printer.print(param.type),
			optional: Boolean(param.flags.isOptional || param.defaultValue !== undefined),
			...(param.defaultValue !== undefined && param.defaultValue !== "..."
				? { defaultValue: param.defaultValue }
				: {}),
			description: commentBlocks(param.comment?.summary, this.links),
		}));
	}

	/** `prefix(params): Return`, on one line when it fits. */
	signatureCode(prefix: string, signature: JSONOutput.SignatureReflection, withReturn: boolean): string {
		const typeParams = partsText(this.printer.typeParameters(signature.typeParameters));
		const params = (signature.parameters ?? []).map((param) => partsText(this.printer.parameter(param)));
		const returns = withReturn ? `: ${this.printer.text(signature.type)}` : "";
		const oneLine = `${prefix}${typeParams}(${params.join(", ")})${returns}`;
		if (oneLine.length <= LINE || params.length === 0) return oneLine;
		return `${prefix}${typeParams}(\n${params.map((param) => `    ${param},\n`).join("")})${returns}`;
	}

	signature(prefix: string, signature: JSONOutput.SignatureReflection, withReturn: boolean): ApiSignature {
		const returnsText = tagBlocks(signature.comment, "@returns", this.links).flat();
		return {
			code: this.signatureCode(prefix, signature, withReturn),
			parameters: this.parameters(signature),
			...(withReturn
				? { returns: { type: this.printer.print(signature.type), description: returnsText } }
				: {}),
		};
	}

	members(owner: JSONOutput.DeclarationReflection): ApiMember[] {
		return (owner.children ?? [])
			.filter((child) => !child.inheritedFrom && child.kind !== KIND.Constructor)
			.filter((child) => [KIND.Property, KIND.Method, KIND.Accessor].includes(child.kind as never))
			.map((child) => {
				const comment = child.comment ?? child.signatures?.[0]?.comment ?? child.getSignature?.comment;
				const type = child.signatures?.length
					? this.printer.signature(child.signatures[0] as JSONOutput.SignatureReflection)
					: child.getSignature
						? this.printer.print(child.getSignature.type)
						: this.printer.print(child.type);
				const defaultValue = defaultTag(comment);
				const modifiers = [child.flags.isStatic && "static", child.flags.isReadonly && "readonly"].filter(
					Boolean,
				);
				return {
					id: `${owner.name}.${child.name}`,
					name: child.name,
					modifiers: modifiers.join(" "),
					type,
					optional: Boolean(child.flags.isOptional),
					...(defaultValue ? { defaultValue } : {}),
					description: commentBlocks(comment?.summary, this.links),
					deprecated: Boolean(comment?.blockTags?.some((tag) => tag.tag === "@deprecated")),
				};
			});
	}

	/** `abstract class A<T> extends B implements C`, `interface I extends J`, `type T = …`, `const X: T`. */
	declaration(reflection: JSONOutput.DeclarationReflection, kind: ApiKind): string {
		const typeParams = partsText(this.printer.typeParameters(reflection.typeParameters));
		const heritage = (word: string, types: readonly JSONOutput.SomeType[] | undefined) =>
			types?.length ? ` ${word} ${types.map((type) => this.printer.text(type)).join(", ")}` : "";
		switch (kind) {
			case "class":
				return `${reflection.flags.isAbstract ? "abstract " : ""}class ${reflection.name}${typeParams}${heritage("extends", reflection.extendedTypes)}${heritage("implements", reflection.implementedTypes)}`;
			case "interface":
				return `interface ${reflection.name}${typeParams}${heritage("extends", reflection.extendedTypes)}`;
			case "type":
				return `type ${reflection.name}${typeParams} = ${this.aliasedType(reflection.type)}`;
			case "constant":
				return `const ${reflection.name}: ${this.listType(reflection.type)}`;
			case "function":
				return (reflection.signatures ?? [])
					.map((signature) => this.signatureCode(`function ${reflection.name}`, signature, true))
					.join("\n");
		}
	}

	/** A long tuple (a list of names `as const`) wraps to lines of at most `LINE` characters. */
	private listType(type: JSONOutput.SomeType | undefined): string {
		const oneLine = this.printer.text(type);
		const readonly = type?.type === "typeOperator" && type.operator === "readonly";
		const tuple = readonly ? type.target : type;
		if (oneLine.length <= LINE || tuple?.type !== "tuple") return oneLine;
		const lines: string[] = [];
		for (const element of (tuple.elements ?? []).map((e) => `${this.printer.text(e)},`)) {
			const last = lines.at(-1);
			if (last !== undefined && last.length + element.length + 1 <= LINE)
				lines[lines.length - 1] = `${last} ${element}`;
			else lines.push(`    ${element}`);
		}
		return `${readonly ? "readonly " : ""}[\n${lines.join("\n")}\n]`;
	}

	/** A long union of three or more members reads best one member a line. */
	private aliasedType(type: JSONOutput.SomeType | undefined): string {
		const oneLine = this.printer.text(type);
		if (type?.type !== "union" || type.types.length < 3 || oneLine.length <= LINE) return oneLine;
		return type.types.map((member) => `\n    | ${this.printer.text(member)}`).join("");
	}
}

const VALUE_KINDS = new Set<ApiKind>(["function", "class", "constant"]);

/** Exports by name, in source order; a name can be both a value and a type. */
function byName(exports: readonly JSONOutput.DeclarationReflection[]) {
	const names = new Map<string, JSONOutput.DeclarationReflection[]>();
	for (const reflection of exports)
		names.set(reflection.name, [...(names.get(reflection.name) ?? []), reflection]);
	return names;
}

/** A class's constructors, or those of a constant typed `{ new (…): T }` (a class behind a cast). */
function constructSignatures(reflection: JSONOutput.DeclarationReflection): JSONOutput.SignatureReflection[] {
	const declared = (reflection.children ?? []).find((child) => child.kind === KIND.Constructor);
	if (declared?.signatures) return declared.signatures;
	const type = reflection.kind === KIND.Variable ? reflection.type : undefined;
	if (type?.type !== "reflection") return [];
	const { signatures = [], children = [] } = type.declaration;
	return !children.length && signatures.length && signatures.every((s) => s.kind === CONSTRUCT_SIGNATURE)
		? signatures
		: [];
}

/** An export, and where its entry goes: its group, the part of a long group, its page and anchor. */
interface Placement {
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

interface PlacedEntry {
	json: PackageJson;
	placed: Placement[];
}

const placements = new Map<ApiEntryName, Promise<PlacedEntry>>();

/** Where every export of an entry goes, so that links between entries can point to the right page. */
function placeEntry(name: ApiEntryName): Promise<PlacedEntry> {
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

const built = new Map<ApiEntryName, Promise<ApiPage>>();

/** One entry's reference page: every export of it, grouped, with links between them. */
export function apiReferencePage(name: ApiEntryName): Promise<ApiPage> {
	let page = built.get(name);
	if (!page) {
		page = buildPage(name);
		built.set(name, page);
	}
	return page;
}

async function buildPage(name: ApiEntryName): Promise<ApiPage> {
	const { json, placed } = await placeEntry(name);
	// The other entries of the same package: a type or a comment here may name one of their exports.
	const siblings = await Promise.all(
		API_REFERENCE_ENTRIES.filter((other) => other !== name && packageOf(other) === packageOf(name)).map(
			placeEntry,
		),
	);
	const sections = await guideSections();
	const rules = GROUPS[name];
	const groups: ApiGroup[] = rules.map((rule) => ({
		id: slugify(rule.title),
		title: rule.title,
		entries: [],
		subgroups: [],
	}));
	const builder = new PageBuilder([...placed, ...siblings.flatMap((sibling) => sibling.placed)]);

	for (const { exportName, declarations, reflection, constructs, kind, typeOnly, index, part } of placed) {
		const rule = rules[index] as GroupRule;
		const group = groups[index] as ApiGroup;
		const comments = declarations.flatMap((d) => [d.comment, ...(d.signatures ?? []).map((s) => s.comment)]);
		const comment = comments.find((c) => c?.summary.length);
		const deprecated = comment?.blockTags?.some((tag) => tag.tag === "@deprecated")
			? tagBlocks(comment, "@deprecated", builder.links).flat()
			: false;
		const signatures =
			kind === "function"
				? (reflection.signatures ?? []).map((s) => builder.signature(`function ${exportName}`, s, true))
				: constructs.map((s) => builder.signature(`new ${exportName}`, s, false));
		const unique = [...new Set(comments)];
		const entry: ApiEntry = {
			id: exportName,
			name: exportName,
			kind,
			declaration: declarations.map((d) => builder.declaration(d, KINDS[d.kind] as ApiKind)).join("\n"),
			group: rule.title,
			summary: commentBlocks(comment?.summary, builder.links),
			deprecated,
			signatures,
			members: declarations.flatMap((d) => builder.members(d)),
			throws: unique.flatMap((c) => tagBlocks(c, "@throws", builder.links)),
			examples: unique.flatMap((c) => examples(c, builder.links)),
			usedIn: sections
				.filter((section) => section.identifiers.has(exportName))
				.map(({ href, title }) => ({ href, title })),
			typeOnly,
			source: sourceOf(reflection),
		};
		if (!part) {
			group.entries.push(entry);
			continue;
		}
		let subgroup = group.subgroups.find((sub) => sub.path.endsWith(`/${part}`));
		if (!subgroup) {
			subgroup = {
				id: `${group.id}-${part}`,
				title: rule.partTitles?.[part] ?? part,
				path: `/reference/${name}/${group.id}/${part}`,
				entries: [],
			};
			group.subgroups.push(subgroup);
		}
		subgroup.entries.push(entry);
	}
	return {
		name,
		packageName: json.package,
		summary: commentBlocks(json.module.comment?.summary, builder.links),
		groups: groups.filter((group) => group.entries.length || group.subgroups.length),
	};
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
	/** How many of its entries are functions: a part of functions lists their names where it is linked. */
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

export const isApiEntry = (name: string | undefined): name is ApiEntryName =>
	(API_REFERENCE_ENTRIES as readonly string[]).includes(name ?? "");

/**
 * An entry's one-line description (kept in the generated JSON): a package's from its package.json,
 * a subpath's from the first paragraph of its doc comment.
 */
export async function apiPackageDescription(name: ApiEntryName): Promise<string> {
	return (await readPackage(name)).description ?? "";
}

async function entryLink(name: ApiEntryName): Promise<ApiEntryLink> {
	const json = await readPackage(name);
	return { name, packageName: json.package, description: json.description ?? "", path: `/reference/${name}` };
}

/** Links into the page at `path` become bare anchors, so following them never leaves the page. */
function relativeTo<T>(value: T, path: string): T {
	const prefix = `${path}#`;
	return JSON.parse(JSON.stringify(value), (key, inner) =>
		key === "href" && typeof inner === "string" && inner.startsWith(prefix)
			? inner.slice(path.length)
			: inner,
	);
}

const highlighted = async (entry: ApiEntry): Promise<ApiEntryView> => ({
	...entry,
	declarationHtml: await highlight(entry.declaration, "ts"),
	examples: await Promise.all(
		entry.examples.map(async (example) => ({
			...example,
			html: await highlight(example.code, example.lang),
		})),
	),
});

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

const subgroupLink = ({ id, title, path, entries }: ApiSubgroup): ApiSubgroupLink => {
	const functions = entries.filter((entry) => entry.kind === "function").length;
	return {
		id,
		title,
		path,
		functions,
		counted: [
			functions && plural(functions, "function"),
			entries.length - functions && plural(entries.length - functions, "type"),
		]
			.filter(Boolean)
			.join(" and "),
		names: entries.map((entry) => entry.name),
	};
};

/** The page data of an entry's reference, ready to render; long groups' parts only as links. */
export async function apiReferenceView(name: ApiEntryName): Promise<ApiPageView> {
	const page = relativeTo(await apiReferencePage(name), `/reference/${name}`);
	const groups = await Promise.all(
		page.groups.map(async (group) => ({
			id: group.id,
			title: group.title,
			entries: await Promise.all(group.entries.map(highlighted)),
			subgroups: group.subgroups.map(subgroupLink),
		})),
	);
	const pkg = packageOf(name);
	const isMain = name === pkg;
	return {
		name,
		packageName: page.packageName,
		description: await apiPackageDescription(name),
		summary: page.summary,
		...(isMain ? {} : { main: await entryLink(pkg) }),
		subpaths: isMain
			? await Promise.all(
					API_REFERENCE_ENTRIES.filter((other) => other !== name && packageOf(other) === pkg).map(entryLink),
				)
			: [],
		groups,
	};
}

/** Every page a long group's parts get, as `{ package, group, part }` path parameters. */
export async function apiSubgroupPaths(): Promise<string[]> {
	const pages = await Promise.all(API_REFERENCE_ENTRIES.map(apiReferencePage));
	return pages.flatMap((page) => page.groups.flatMap((group) => group.subgroups.map((sub) => sub.path)));
}

/** The page of one part of a long group (a task's types), or undefined when there is none. */
export async function apiSubgroupView(
	name: ApiEntryName,
	groupId: string,
	part: string,
): Promise<ApiSubgroupView | undefined> {
	const page = await apiReferencePage(name);
	const group = page.groups.find((candidate) => candidate.id === groupId);
	const subgroup = group?.subgroups.find((candidate) => candidate.path.endsWith(`/${groupId}/${part}`));
	if (!group || !subgroup) return undefined;
	const local = relativeTo(subgroup, subgroup.path);
	return {
		name,
		packageName: page.packageName,
		group: { id: group.id, title: group.title },
		subgroup: subgroupLink(subgroup),
		entries: await Promise.all(local.entries.map(highlighted)),
		siblings: group.subgroups.map(subgroupLink),
	};
}
