import { Heading } from "../components/heading/Heading.js";
import { ProviderMatrix } from "../components/providers/ProviderMatrix.js";
import { providerMatrix } from "../lib/providers-data.server.js";
import { pageMeta } from "../lib/seo.js";
import type { Route } from "./+types/providers";

export function loader() {
	return providerMatrix();
}

export const meta = ({ location }: Route.MetaArgs) =>
	pageMeta({
		title: "Providers · Hubkit",
		description:
			"Every inference provider the hub routes to, and the tasks each one serves: pick a pair for ready-to-copy code, or a provider for how its calls are routed and billed.",
		path: location.pathname,
		type: "website",
	});

export default function ProvidersPage({ loaderData }: Route.ComponentProps) {
	const { tasks, rows, hubHosted, modelsAsOf } = loaderData;
	return (
		<div className="page providers-page">
			<Heading level={1}>Providers</Heading>
			<p className="lead">
				The hub runs models itself (<code>{hubHosted}</code>) and routes calls to {rows.length - 1} other
				providers. Each dot below opens the snippet generator set to that provider and task; each name opens
				the provider's page: how its calls are routed, which key it takes, who bills them and the models it
				serves. The generator opens with a model the provider serves for the task: models served as of{" "}
				{modelsAsOf}.
			</p>
			<ProviderMatrix tasks={tasks} rows={rows} />
		</div>
	);
}
