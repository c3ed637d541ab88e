import { Heading } from "../components/heading/Heading.js";
import { Island } from "../islands/Island.js";
import { pageMeta } from "../lib/seo.js";
import type { Route } from "./+types/snippets";

export const meta = ({ location }: Route.MetaArgs) =>
	pageMeta({
		title: "Snippet generator · Hubkit",
		description: "Code to call any model on the hub, in Python, JavaScript or shell, for any provider.",
		path: location.pathname,
		type: "website",
	});

export default function SnippetsPage() {
	return (
		<div className="page">
			<Heading level={1}>Snippet generator</Heading>
			<p className="lead">
				Code to call a model from Python, JavaScript or the shell. Pick a model, a task and a provider; every
				choice is kept in the address, so a link brings back the same view.
			</p>
			<Island name="snippet-generator" props={{}} />
		</div>
	);
}
