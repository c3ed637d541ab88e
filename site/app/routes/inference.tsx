import { INFERENCE_PROVIDERS } from "@hubkit/inference";
import { CodeBlock } from "../components/code-block/CodeBlock.js";
import { Heading } from "../components/heading/Heading.js";
import { DocLayout } from "../components/navigation/DocLayout.js";
import { InferenceTokenNote } from "../components/token-link/InferenceTokenNote.js";
import { GUIDE_EXAMPLES, INSTALL } from "../content/inference/guide-examples.js";
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
					Pass <code>provider</code> to pick who runs the model; <code>"auto"</code> takes the first provider
					the hub lists for it. With a hub token, every call goes through the router at{" "}
					<code>router.huggingface.co</code> and is billed to your hub account.
				</p>
				<p>
					The <a href="/providers">providers page</a> shows which provider serves which task, and each
					provider's page how its calls are routed, which key it takes and who bills them.
				</p>
				<p>With a provider's own key instead of a hub token, calls go straight to that provider:</p>
				{block("PROVIDER_KEY")}

				<Heading level={2}>Billing an organisation</Heading>
				<p>
					<code>billTo</code> sends the <code>X-HF-Bill-To</code> header, so an organisation you belong to
					pays for the calls.
				</p>
				{block("BILL_TO")}

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
