import { isInferenceProvider } from "@hubkit/inference";
import { CHAT_PAGES, PIPELINE_DATA, type PipelineType } from "@hubkit/tasks";
import { data } from "react-router";
import { CodeBlock } from "../components/code-block/CodeBlock.js";
import { Heading } from "../components/heading/Heading.js";
import { Breadcrumb } from "../components/navigation/Breadcrumb.js";
import { DocLayout } from "../components/navigation/DocLayout.js";
import { providerPage } from "../lib/providers-data.server.js";
import { noIndexMeta, pageMeta } from "../lib/seo.js";
import { hubUrl } from "../site-config.js";
import type { Route } from "./+types/provider";
import { NOT_FOUND_DESCRIPTION } from "./not-found.js";

export async function loader({ params }: Route.LoaderArgs) {
	if (!isInferenceProvider(params.id)) throw data(null, { status: 404 });
	return {
		...(await providerPage(params.id)),
		// Every chat page names the providers that serve chat, so chat links back to each of them.
		chatPages: [...CHAT_PAGES].map((id) => ({ id, name: PIPELINE_DATA[id as PipelineType].name })),
	};
}

export const meta = ({ data, location }: Route.MetaArgs) =>
	data
		? pageMeta({
				title: `${data.provider} · Providers · Hubkit`,
				description: `${data.tasks.length === 1 ? "The task" : `The ${data.tasks.length} tasks`} ${data.provider} serves through @hubkit/inference, how its calls are routed and billed, the environment variable of its key, and code for each task.`,
				path: location.pathname,
			})
		: noIndexMeta("Provider not found · Hubkit", NOT_FOUND_DESCRIPTION);

export default function ProviderPage({ loaderData: page }: Route.ComponentProps) {
	const { provider } = page;
	const hosted = page.hubHosted;
	return (
		<DocLayout>
			<article className="page provider-page">
				<Breadcrumb trail={[{ label: "Providers", href: "/providers" }]} />
				<Heading level={1}>{provider}</Heading>
				<p className="lead">
					{hosted
						? `${page.label}: the hub's own hosted pipelines, reached through the router.`
						: `${page.label}, a provider the client calls as provider: "${provider}".`}{" "}
					It serves {page.tasks.length} {page.tasks.length === 1 ? "task" : "tasks"}.
				</p>

				<Heading level={2}>Tasks</Heading>
				<ul className="provider-tasks">
					{page.tasks.map(({ task, page: taskPage, snippetsHref }) => (
						<li key={task}>
							{task === "conversational" ? (
								<>
									{task} (chat:{" "}
									{page.chatPages.map(({ id, name }, index) => (
										<span key={id}>
											{index > 0 && ", "}
											<a href={`/tasks/${id}`}>{name}</a>
										</span>
									))}
									)
								</>
							) : taskPage ? (
								<a href={`/tasks/${taskPage}`}>{task}</a>
							) : (
								task
							)}{" "}
							· <a href={snippetsHref}>snippets</a>
						</li>
					))}
				</ul>

				{page.servedModels.length > 0 && (
					<>
						<Heading level={2}>Models</Heading>
						<p>
							The hub models {provider} serves for each task, most used first: models served as of{" "}
							{page.modelsAsOf}. Its code on this site and on the task pages calls one of them.
						</p>
						<div className="provider-models">
							<table>
								<caption>
									Models {provider} serves, by task, as of {page.modelsAsOf}
								</caption>
								<thead>
									<tr>
										<th scope="col">Task</th>
										<th scope="col">Models</th>
									</tr>
								</thead>
								<tbody>
									{page.servedModels.map(({ task, models }) => (
										<tr key={task}>
											<th scope="row">{task}</th>
											<td>
												<ul>
													{models.map((model) => (
														<li key={model}>
															<a href={hubUrl("model", model)}>{model}</a>
														</li>
													))}
												</ul>
											</td>
										</tr>
									))}
								</tbody>
							</table>
						</div>
					</>
				)}

				<Heading level={2}>Routing</Heading>
				<ul>
					{page.routed ? (
						<li>
							With a hub token (<code>hf_…</code>), calls go through the router at{" "}
							<code>{page.routerBase}/…</code>.
						</li>
					) : (
						<li>The router does not take hub tokens for {provider}: calls need its own key.</li>
					)}
					{page.hosts.length > 0 ? (
						<li>
							With {provider}'s own key, calls go straight to{" "}
							{page.hosts.map((host, index) => (
								<span key={host}>
									{index > 0 && " and "}
									<code>{host}</code>
								</span>
							))}
							.
						</li>
					) : (
						<li>It has no host of its own: every call goes through the router.</li>
					)}
				</ul>

				<Heading level={2}>Key</Heading>
				<p>
					{hosted ? (
						<>
							A hub token, read from <code>{page.envVar}</code> in the snippets.
						</>
					) : page.routed ? (
						<>
							The snippets read a hub token from <code>HF_TOKEN</code>, or, for direct calls, {provider}'s own
							key from <code>{page.envVar}</code>.
						</>
					) : (
						<>
							{provider}'s own key, read from <code>{page.envVar}</code> in the snippets.
						</>
					)}
				</p>

				<Heading level={2}>Billing</Heading>
				<p>
					{page.routed && (
						<>
							Calls with a hub token are billed to your hub account, or to the organisation named by{" "}
							<code>billTo</code> (sent as the <code>X-HF-Bill-To</code> header).{" "}
						</>
					)}
					{page.hosts.length > 0 && (
						<>
							Calls with {provider}'s own key are billed by {provider}.
						</>
					)}
				</p>

				{page.snippets.length > 0 && (
					<>
						<Heading level={2}>Code</Heading>
						{page.snippets.map(({ page: taskPage, label, modelId, tab }) => (
							<section key={taskPage}>
								<Heading level={3} id={`code-${taskPage}`}>
									{label}
								</Heading>
								<p>
									<code>{modelId}</code> on {provider} ({tab.label}); more languages on the{" "}
									<a href={`/tasks/${taskPage}`}>{label} page</a>.
								</p>
								<CodeBlock code={tab.code} html={tab.html} lang={tab.id.split("-")[0] ?? "text"} />
							</section>
						))}
					</>
				)}
			</article>
		</DocLayout>
	);
}
