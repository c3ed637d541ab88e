import { Link } from "react-router";
import { Island } from "../islands/Island.js";
import { snippetGeneratorProps } from "../lib/snippet-generator-data.server.js";
import type { Route } from "./+types/snippets";
import { GeneratorPage, generatorPageMeta } from "./snippets-shell.js";

export const loader = async () => ({
	generator: await snippetGeneratorProps(),
});

export const meta = generatorPageMeta(
	"Snippet generator · Hubkit",
	"Code to call any model on the hub, in Python, JavaScript or shell, for any provider.",
);

export default function SnippetsPage({ loaderData }: Route.ComponentProps) {
	return (
		<GeneratorPage
			heading="Snippet generator"
			lead="Code to call a model from Python, JavaScript or the shell. Pick a model, a task and a provider; every choice but the token is kept in the address, so a link brings back the same view."
		>
			<Island name="snippet-generator" props={loaderData.generator} />
			<p>
				To run a model on your own machine instead, with a library or a local app, use the{" "}
				<Link to="/snippets/local">Run locally generator</Link>.
			</p>
		</GeneratorPage>
	);
}
