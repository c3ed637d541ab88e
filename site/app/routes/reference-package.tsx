import { data } from "react-router";
import { Heading } from "../components/heading/Heading.js";
import { Breadcrumb } from "../components/navigation/Breadcrumb.js";
import { DocLayout } from "../components/navigation/DocLayout.js";
import { ApiGroup } from "../components/reference/ApiGroup.js";
import { apiReferenceView, isApiPackage } from "../lib/api-reference.server.js";
import { pageMeta } from "../lib/seo.js";
import type { Route } from "./+types/reference-package";

export async function loader({ params }: Route.LoaderArgs) {
	if (!isApiPackage(params.package)) throw data(null, { status: 404 });
	return apiReferenceView(params.package);
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
		(sum, group) => sum + group.entries.length + group.subgroups.reduce((n, sub) => n + sub.count, 0),
		0,
	);
	const sections = page.groups.map((group) => ({ id: group.id, text: group.title, level: 2 as const }));
	return (
		<DocLayout items={sections}>
			<div className="page reference-page">
				<Breadcrumb
					trail={[
						{ label: "API reference", href: "/reference" },
						{ label: page.packageName, current: true },
					]}
				/>
				<Heading level={1}>{page.packageName}</Heading>
				<p className="lead">
					{page.description}. {count} exports of the package's main entry, generated from its types and doc
					comments.
				</p>
				{page.groups.map((group) => (
					<ApiGroup key={group.id} group={group} />
				))}
			</div>
		</DocLayout>
	);
}
