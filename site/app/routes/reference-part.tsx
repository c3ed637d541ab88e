import { data } from "react-router";
import { Heading } from "../components/heading/Heading.js";
import { Breadcrumb } from "../components/navigation/Breadcrumb.js";
import { ApiEntry } from "../components/reference/ApiEntry.js";
import { EntryIndex } from "../components/reference/ApiGroup.js";
import type { PartKind } from "../lib/api-reference/page-types.js";
import { apiSubgroupView, isApiEntry } from "../lib/api-reference/reference-views.server.js";
import { pageMeta } from "../lib/seo.js";
import type { Route } from "./+types/reference-part";

export async function loader({ params }: Route.LoaderArgs) {
	// The entry is the package's main one, or its subpath when the address names one (`inference/internal`).
	const name = "entry" in params && params.entry ? `${params.package}/${params.entry}` : params.package;
	const view = isApiEntry(name) ? await apiSubgroupView(name, params.group, params.part) : undefined;
	if (!view) throw data(null, { status: 404 });
	return view;
}

/** What each kind of part's page says of its entries, after naming them. */
const ABOUT: Record<PartKind, string> = {
	family: "each with its signature, options, errors and an example.",
	specification:
		"every property with its type, default and description, generated from the package's own types.",
	module: "each with its declaration, description and, where it has them, options, errors and an example.",
};

/** A part's heading: a family's and a specification's name the group ("Audio task functions"). */
const heading = (kind: PartKind, part: string, group: string) =>
	kind === "module" ? part : `${part} ${group.toLowerCase()}`;

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
	pageMeta({
		title: `${loaderData?.subgroup.title ?? "Types"}: ${loaderData?.group.title ?? ""} · ${loaderData?.packageName ?? "API"} reference · Hubkit`,
		description: loaderData
			? `The ${heading(loaderData.subgroup.kind, loaderData.subgroup.title, loaderData.group.title)} of ${loaderData.packageName}: ${ABOUT[loaderData.subgroup.kind]}`
			: "A part of the API reference.",
		path: location.pathname,
	});

export default function ReferencePartPage({ loaderData }: Route.ComponentProps) {
	const { name, packageName, group, subgroup, entries, siblings } = loaderData;
	const index = siblings.findIndex((sibling) => sibling.id === subgroup.id);
	const previous = siblings[index - 1];
	const next = siblings[index + 1];
	return (
		<div className="page reference-page">
			<Breadcrumb
				trail={[
					{ label: "API reference", href: "/reference" },
					{ label: packageName, href: `/reference/${name}` },
					{ label: group.title, href: `/reference/${name}#${group.id}` },
					{ label: subgroup.title, current: true },
				]}
			/>
			<Heading level={1}>{heading(subgroup.kind, subgroup.title, group.title)}</Heading>
			{subgroup.kind === "family" && (
				<p className="lead">
					The {subgroup.counted} of <code>{packageName}</code> for {subgroup.title.toLowerCase()} tasks,{" "}
					{ABOUT.family}
				</p>
			)}
			{subgroup.kind === "specification" && (
				<p className="lead">
					The {subgroup.counted} of <code>{packageName}</code> generated from the{" "}
					<code>{subgroup.title}</code> specification.
				</p>
			)}
			{subgroup.kind === "module" && (
				<p className="lead">
					The {subgroup.counted} of <code>{packageName}</code> under {group.title.toLowerCase()},{" "}
					{ABOUT.module}
				</p>
			)}
			<EntryIndex entries={entries} />
			{entries.map((entry) => (
				<ApiEntry key={entry.id} entry={entry} level={2} />
			))}
			<nav aria-label="Previous and next" className="api-pager">
				{previous && (
					<a href={previous.path} rel="prev">
						Previous: {previous.title}
					</a>
				)}
				{next && (
					<a href={next.path} rel="next">
						Next: {next.title}
					</a>
				)}
			</nav>
		</div>
	);
}
