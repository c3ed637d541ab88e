import { Link, type MetaDescriptor } from "react-router";
import { Heading } from "../components/heading/Heading.js";
import { Island } from "../islands/Island.js";
import { islandPreloads } from "../lib/islands-script.server.js";
import { pageMeta } from "../lib/seo.js";
import { snippetGeneratorProps } from "../lib/snippet-generator-data.server.js";
import type { Route } from "./+types/snippets";

export const loader = async () => ({
	generator: await snippetGeneratorProps(),
	preload: islandPreloads("app/components/snippets/SnippetGenerator.tsx"),
});

export const meta = ({ data, location }: Route.MetaArgs): MetaDescriptor[] => [
	...pageMeta({
		title: "Snippet generator · Hubkit",
		description: "Code to call any model on the hub, in Python, JavaScript or shell, for any provider.",
		path: location.pathname,
		type: "website",
	}),
	...(data?.preload ?? []).map((href) => ({ tagName: "link", rel: "modulepreload", href })),
];

export default function SnippetsPage({ loaderData }: Route.ComponentProps) {
	return (
		<div className="page">
			<Heading level={1}>Snippet generator</Heading>
			<p className="lead">
				Code to call a model from Python, JavaScript or the shell. Pick a model, a task and a provider; every
				choice but the token is kept in the address, so a link brings back the same view.
			</p>
			<Island name="snippet-generator" props={loaderData.generator} />
			<p>
				To run a model on your own machine instead, with a library or a local app, use the{" "}
				<Link to="/snippets/local">Run locally generator</Link>.
			</p>
		</div>
	);
}
