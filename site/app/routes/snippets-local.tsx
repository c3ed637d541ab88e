import { Link } from "react-router";
import { Island } from "../islands/Island.js";
import { localGeneratorProps } from "../lib/local-generator-data.server.js";
import type { Route } from "./+types/snippets-local";
import { GeneratorPage, generatorPageMeta } from "./snippets-shell.js";

export const loader = async () => ({
	local: await localGeneratorProps(),
});

export const meta = generatorPageMeta(
	"Run locally · Snippet generator · Hubkit",
	"Code to run any model on the hub on your own machine, with its library or a local app.",
);

export default function SnippetsLocalPage({ loaderData }: Route.ComponentProps) {
	return (
		<GeneratorPage
			heading="Run locally"
			lead={
				<>
					Code that runs a model on your own machine: with the library it is built for (or another you pick),
					or with a local app that serves it. Give a model's id and the page asks the hub what the model is
					(its library, task and files) and writes the code from that. To call it through the router instead,
					use the <Link to="/snippets">snippet generator</Link>.
				</>
			}
		>
			<Island name="local-generator" props={loaderData.local} />
		</GeneratorPage>
	);
}
