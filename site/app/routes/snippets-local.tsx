import { Link, type MetaDescriptor } from "react-router";
import { Heading } from "../components/heading/Heading.js";
import { Island } from "../islands/Island.js";
import { islandPreloads } from "../lib/islands-script.server.js";
import { localGeneratorProps } from "../lib/local-generator-data.server.js";
import { pageMeta } from "../lib/seo.js";
import type { Route } from "./+types/snippets-local";

export const loader = async () => ({
	local: await localGeneratorProps(),
	preload: islandPreloads("app/components/run-locally/LocalGenerator.tsx"),
});

export const meta = ({ data, location }: Route.MetaArgs): MetaDescriptor[] => [
	...pageMeta({
		title: "Run locally · Snippet generator · Hubkit",
		description: "Code to run any model on the hub on your own machine, with its library or a local app.",
		path: location.pathname,
		type: "website",
	}),
	...(data?.preload ?? []).map((href) => ({ tagName: "link", rel: "modulepreload", href })),
];

export default function SnippetsLocalPage({ loaderData }: Route.ComponentProps) {
	return (
		<div className="page">
			<Heading level={1}>Run locally</Heading>
			<p className="lead">
				Code that runs a model on your own machine: with the library it is built for (or another you pick), or
				with a local app that serves it. To call it through the router instead, use the{" "}
				<Link to="/snippets">snippet generator</Link>.
			</p>
			<Island name="local-generator" props={loaderData.local} />
		</div>
	);
}
