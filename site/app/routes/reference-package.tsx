import { data } from "react-router";
import { Heading } from "../components/heading/Heading.js";
import { Breadcrumb } from "../components/navigation/Breadcrumb.js";
import { DocLayout } from "../components/navigation/DocLayout.js";
import { ApiGroup } from "../components/reference/ApiGroup.js";
import { RichText } from "../components/reference/RichText.js";
import { apiReferenceView, isApiEntry } from "../lib/api-reference/reference-views.server.js";
import { pageMeta } from "../lib/seo.js";
import type { Route } from "./+types/reference-package";

export async function loader({ params }: Route.LoaderArgs) {
	const name = params.entry === undefined ? params.package : `${params.package}/${params.entry}`;
	if (!isApiEntry(name)) throw data(null, { status: 404 });
	return apiReferenceView(name);
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
	pageMeta({
		title: `${loaderData?.packageName ?? "API"} reference · Hubkit`,
		description: `Every export of ${loaderData?.packageName ?? "the package"}: signatures, parameters, return types, errors and examples, generated from the package's own types and doc comments.`,
		path: location.pathname,
	});

export default function ReferencePackagePage({ loaderData }: Route.ComponentProps) {
	const page = loaderData;
	const count = page.groups.reduce(
		(sum, group) => sum + group.entries.length + group.subgroups.reduce((n, sub) => n + sub.names.length, 0),
		0,
	);
	const sections = page.groups.map((group) => ({ id: group.id, text: group.title, level: 2 as const }));
	return (
		<DocLayout items={sections}>
			<div className="page reference-page">
				<Breadcrumb
					trail={[
						{ label: "API reference", href: "/reference" },
						...(page.main ? [{ label: page.main.packageName, href: page.main.path }] : []),
						{ label: page.packageName, current: true },
					]}
				/>
				<Heading level={1}>{page.packageName}</Heading>
				{page.main ? (
					<div className="reference-intro">
						<RichText blocks={page.summary.slice(0, 1)} className="lead" />
						<RichText blocks={page.summary.slice(1)} />
						<p>{count} exports of this entry, generated from its types and doc comments.</p>
					</div>
				) : (
					<p className="lead">
						{page.description}. {count} exports of the package's main entry, generated from its types and doc
						comments.
					</p>
				)}
				{page.subpaths.length > 0 && (
					<>
						<p>Also in the package, on pages of their own:</p>
						<ul>
							{page.subpaths.map((subpath) => (
								<li key={subpath.name}>
									<a href={subpath.path}>
										<code>{subpath.packageName}</code>
									</a>
									: {subpath.description}.
								</li>
							))}
						</ul>
					</>
				)}
				{page.groups.map((group) => (
					<ApiGroup key={group.id} group={group} />
				))}
			</div>
		</DocLayout>
	);
}
