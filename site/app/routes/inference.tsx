import { DEFAULT_PROVIDER, INFERENCE_PROVIDERS } from "@hubkit/inference";
import { CodeBlock } from "../components/code-block/CodeBlock.js";
import { Heading } from "../components/heading/Heading.js";
import { DocLayout } from "../components/navigation/DocLayout.js";
import { InferenceTokenNote } from "../components/token-link/InferenceTokenNote.js";
import { GUIDE_EXAMPLES, INSTALL } from "../content/inference/guide-examples.js";
import { ROUTER_POLICIES } from "../inference/router-policies.js";
import { highlight } from "../lib/highlight.server.js";
import { pageMeta } from "../lib/seo.js";
import type { Route } from "./+types/inference";

export async function loader() {
	const examples = Object.fromEntries(
		await Promise.all(
			Object.entries(GUIDE_EXAMPLES).map(async ([name, code]) => [
				name,
				{ code, html: await highlight(code, "js") },
			]),
		),
	) as Record<keyof typeof GUIDE_EXAMPLES, { code: string; html: string }>;
	return { examples, install: { code: INSTALL, html: await highlight(INSTALL, "sh") } };
}

export const meta = ({ location }: Route.MetaArgs) =>
	pageMeta({
		title: "Inference · Hubkit",
		description:
			"Call any model on the hub from JavaScript with @hubkit/inference: first call, streaming, providers, errors.",
		path: location.pathname,
	});

export default function InferencePage({ loaderData }: Route.ComponentProps) {
	const { examples, install } = loaderData;
	const block = (name: keyof typeof examples) => (
		<CodeBlock code={examples[name].code} html={examples[name].html} lang="js" />
	);
	return (
		<DocLayout>
			<div className="page guide">
				<Heading level={1}>Inference</Heading>
				<p className="lead">
					<code>@hubkit/inference</code> is a typed client for the hub's inference router and the{" "}
					{INFERENCE_PROVIDERS.length} providers behind it: one function per task, streaming for chat and text
					generation, errors that say what went wrong and never show your token. Every export, with its
					signature, is in the <a href="/reference/inference">API reference</a>.
				</p>

				<Heading level={2}>Install</Heading>
				<p>Node 20 or newer, or any modern browser or edge runtime.</p>
				<CodeBlock code={install.code} html={install.html} lang="sh" />

				<Heading level={2}>First call</Heading>
				<p>
					Create a client with your hub token (from your account settings; here in <code>HF_TOKEN</code>) and
					call the task's method. Without a <code>provider</code>, calls go to the hub's own hosted pipelines.{" "}
					<InferenceTokenNote />
				</p>
				{block("FIRST_CALL")}

				<Heading level={2}>Streaming</Heading>
				<p>
					<code>chatCompletionStream</code> and <code>textGenerationStream</code> give the answer as it is
					written, chunk by chunk. Leaving the loop early closes the connection.
				</p>
				{block("STREAMING")}

				<Heading level={2}>Other tasks</Heading>
				<p>
					Every task has its method, named after the task. Audio, images and video go in as a{" "}
					<code>Blob</code>, an <code>ArrayBuffer</code> or a <code>Uint8Array</code>; generated media comes
					back as a <code>Blob</code>. The <a href="/tasks">task pages</a> have code for each.
				</p>
				{block("OTHER_TASKS")}

				<Heading level={2}>Choosing a provider</Heading>
				<p>
					Pass <code>provider</code> to pick who runs the model; without it, calls go to the hub's own hosted
					pipelines (<code>{DEFAULT_PROVIDER}</code>). With a hub token, every call goes through the router at{" "}
					<code>router.huggingface.co</code>. Providers serve different models: the{" "}
					<a href="/providers">providers page</a> shows which provider serves which task, and each provider's
					page the models it serves, how its calls are routed and which key it takes.
				</p>

				<Heading level={3}>Policies</Heading>
				<p>
					On chat, <code>provider: "auto"</code> lets the router choose the provider, by the policy at the end
					of the model id:
				</p>
				<ul>
					{ROUTER_POLICIES.map(({ name, suffix, description }) => (
						<li key={name}>
							<code>{suffix}</code>: {description}
						</li>
					))}
					<li>
						<code>{":<provider>"}</code>: that provider, as in{" "}
						<code>meta-llama/Llama-3.1-8B-Instruct:together</code>.
					</li>
				</ul>
				<p>
					An id without a suffix gets <code>:fastest</code>. Try it on the{" "}
					<a href="/tasks/text-generation">chat page</a> offers the policies.
				</p>
				{block("POLICY")}

				<Heading level={3}>What "auto" does</Heading>
				<p>
					With <code>provider: "auto"</code>, this client does one of two things:
				</p>
				<ul>
					<li>
						Chat (<code>chatCompletion</code>, <code>chatCompletionStream</code>): it sends the model id as
						you wrote it, suffix included, to the router's own <code>/v1/chat/completions</code> and looks
						nothing up. The router picks the provider.
					</li>
					<li>
						Every other task: it asks the hub which providers serve the model (its provider mapping) and calls
						the first one in the hub's list that serves the task and that the client knows. The hub orders
						that list by the providers you enabled and ordered in your Inference Providers settings (the call
						carries your hub token), so your settings decide. When none fits, the call fails with an{" "}
						<code>InferenceClientRoutingError</code>.
					</li>
				</ul>

				<Heading level={3}>A provider's own key</Heading>
				<p>With a provider's own key instead of a hub token, calls go straight to that provider:</p>
				{block("PROVIDER_KEY")}

				<Heading level={3}>Billing an organisation</Heading>
				<p>
					Calls with a hub token are billed to your hub account. <code>billTo</code> names an organisation you
					belong to that pays instead: the client sends it as the <code>X-HF-Bill-To</code> header. Calls with
					a provider's own key are billed by that provider.
				</p>
				{block("BILL_TO")}

				<Heading level={3}>Comparing providers</Heading>
				<p>
					The router lists every chat model it serves at <code>/v1/models</code>, each with its providers:
					status, context length, prices in US dollars per million tokens, tool and structured-output support,
					first-token latency and throughput. <code>listModels()</code> reads the list and{" "}
					<code>getModel(id)</code> one model; the <code>:fastest</code> and <code>:cheapest</code> policies
					choose by these figures. The chat pages' Compare providers table reads them from your browser, and
					this site's provider pages list the models each provider serves, as of the date they give. On the
					hub, each model's page has an Inference Providers widget listing the providers that serve it, and{" "}
					<a href="https://huggingface.co/inference/models">huggingface.co/inference/models</a> lists the
					models the providers serve side by side.
				</p>
				{block("LIST_MODELS")}

				<Heading level={2}>Responses API</Heading>
				<p>
					The router also serves OpenAI's Responses API at <code>/v1/responses</code> (in beta there), the API
					agents are built on: text or input items, <code>instructions</code>, function tools, structured
					output with a JSON schema, reasoning effort, and streaming as typed events (
					<code>response.created</code>, <code>response.output_text.delta</code>…,{" "}
					<code>response.completed</code>). <code>responses()</code> and <code>responsesStream()</code> call
					it with the same model ids, provider suffixes and policies as chat, and a hub token: only the router
					serves it. A stream that ends before <code>response.completed</code> is an error, not a quiet end.
					The chat pages have code for it in every client that has it, and Try it there calls it.
				</p>
				{block("RESPONSES")}

				<Heading level={2}>Errors and retries</Heading>
				<p>
					Every error extends <code>InferenceClientError</code>. Errors from the hub or a provider carry the
					server's own message, the HTTP status, the request id and the request with its credentials removed.
					Rate limits (429), loading models (503) and network failures are retried with a growing, jittered
					delay that honours the server's <code>Retry-After</code>; <code>timeoutMs</code> bounds the whole
					call, and a <code>signal</code> stops it at any point, polls included.
				</p>
				{block("ERRORS")}

				<Heading level={2}>Custom endpoints</Heading>
				<p>
					<code>client.endpoint(url)</code> gives a client for a dedicated endpoint; chat URLs are completed
					with <code>/v1/chat/completions</code> as needed.
				</p>
				{block("ENDPOINT")}

				<Heading level={2}>Host overrides</Heading>
				<p>
					<code>routerUrl</code>, <code>hubUrl</code> and <code>providerBaseUrls</code> move the hosts, for a
					proxy or a test server; <code>HF_ROUTER_URL</code> and <code>HF_ENDPOINT</code> do the same from the
					environment.
				</p>
				{block("HOSTS")}
			</div>
		</DocLayout>
	);
}
