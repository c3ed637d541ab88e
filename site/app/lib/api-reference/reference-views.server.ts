import { highlight } from "../highlight.server.js";
import { API_REFERENCE_ENTRIES, type ApiEntryName, packageOf } from "./packages.js";
import type {
	ApiEntry,
	ApiEntryLink,
	ApiEntryView,
	ApiPageView,
	ApiSubgroup,
	ApiSubgroupLink,
	ApiSubgroupView,
} from "./page-types.js";
import { apiReferencePage } from "./reference-page.server.js";
import { readPackage } from "./typedoc-json.server.js";

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

const subgroupLink = ({ id, title, path, kind, entries }: ApiSubgroup): ApiSubgroupLink => {
	const functions = entries.filter((entry) => entry.kind === "function").length;
	return {
		id,
		title,
		path,
		kind,
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
