import { slugify } from "../slugify.js";
import { commentBlocks, examples, tagBlocks } from "./comments.server.js";
import { DeclarationPrinter } from "./declaration-printer.server.js";
import { guideSections } from "./guide-sections.server.js";
import { API_REFERENCE_ENTRIES, type ApiEntryName, packageOf } from "./packages.js";
import type { ApiEntry, ApiGroup, ApiKind, ApiPage } from "./page-types.js";
import { placeEntry } from "./placement.server.js";
import { GROUPS, type GroupRule } from "./section-rules.js";
import { KINDS, sourceOf } from "./typedoc-json.server.js";

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
	const printer = new DeclarationPrinter([...placed, ...siblings.flatMap((sibling) => sibling.placed)]);

	for (const { exportName, declarations, reflection, constructs, kind, typeOnly, index, part } of placed) {
		const rule = rules[index] as GroupRule;
		const group = groups[index] as ApiGroup;
		const comments = declarations.flatMap((d) => [d.comment, ...(d.signatures ?? []).map((s) => s.comment)]);
		const comment = comments.find((c) => c?.summary.length);
		const deprecated = comment?.blockTags?.some((tag) => tag.tag === "@deprecated")
			? tagBlocks(comment, "@deprecated", printer.links).flat()
			: false;
		const signatures =
			kind === "function"
				? (reflection.signatures ?? []).map((s) => printer.signature(`function ${exportName}`, s, true))
				: constructs.map((s) => printer.signature(`new ${exportName}`, s, false));
		const unique = [...new Set(comments)];
		const entry: ApiEntry = {
			id: exportName,
			name: exportName,
			kind,
			declaration: declarations.map((d) => printer.declaration(d, KINDS[d.kind] as ApiKind)).join("\n"),
			group: rule.title,
			summary: commentBlocks(comment?.summary, printer.links),
			deprecated,
			signatures,
			members: declarations.flatMap((d) => printer.members(d)),
			throws: unique.flatMap((c) => tagBlocks(c, "@throws", printer.links)),
			examples: unique.flatMap((c) => examples(c, printer.links)),
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
				kind: rule.partKind ?? "module",
				entries: [],
			};
			group.subgroups.push(subgroup);
		}
		subgroup.entries.push(entry);
	}
	return {
		name,
		packageName: json.package,
		summary: commentBlocks(json.module.comment?.summary, printer.links),
		groups: groups.filter((group) => group.entries.length || group.subgroups.length),
	};
}
