import { Heading } from "../components/heading/Heading.js";
import { API_REFERENCE_ENTRIES } from "../lib/api-reference/packages.js";
import { apiReferencePage } from "../lib/api-reference/reference-page.server.js";
import { apiPackageDescription } from "../lib/api-reference/reference-views.server.js";
import { pageMeta } from "../lib/seo.js";
import type { Route } from "./+types/reference";

export async function loader() {
	return Promise.all(
		API_REFERENCE_ENTRIES.map(async (name) => {
			const page = await apiReferencePage(name);
			return {
				name,
				// `inference/internal` -> `inference-internal`: an anchor without a slash.
				anchor: name.replace("/", "-"),
				packageName: page.packageName,
				description: await apiPackageDescription(name),
				groups: page.groups.map((group) => ({ id: group.id, title: group.title })),
			};
		}),
	);
}

export const meta = ({ location }: Route.MetaArgs) =>
	pageMeta({
		title: "API reference · Hubkit",
		description:
			"Reference for Hubkit's three packages, @hubkit/inference, @hubkit/snippets and @hubkit/tasks: every export with its signature, parameters, errors and examples.",
		path: location.pathname,
		type: "website",
	});

export default function ReferenceIndex({ loaderData }: Route.ComponentProps) {
	return (
		<div className="page reference-index">
			<Heading level={1}>API reference</Heading>
			<p className="lead">
				Every export of the three packages, and of the inference client's entry for the snippet generator,
				generated at build time from their types and doc comments. For a walk-through, start with the{" "}
				<a href="/inference">inference guide</a>.
			</p>
			<p>
				The router's task routes are also described as an <a href="/openapi.json">OpenAPI 3.1 document</a>,
				generated from the task specifications: load it into an HTTP tool, or generate a client in any
				language.
			</p>
			<ul className="reference-packages">
				{loaderData.map((pkg) => (
					<li key={pkg.name}>
						<Heading level={2} id={pkg.anchor}>
							<a href={`/reference/${pkg.name}`}>
								<code>{pkg.packageName}</code>
							</a>
						</Heading>
						<p>{pkg.description}.</p>
						<p className="reference-sections">
							{pkg.groups.map((group, index) => (
								<span key={group.id}>
									{index > 0 && " · "}
									<a href={`/reference/${pkg.name}#${group.id}`}>{group.title}</a>
								</span>
							))}
						</p>
					</li>
				))}
			</ul>
		</div>
	);
}
