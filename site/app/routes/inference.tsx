import { Heading } from "../components/heading/Heading.js";

export const meta = () => [{ title: "Inference · Hubkit" }];

export default function InferencePage() {
	return (
		<div className="page">
			<Heading level={1}>Inference</Heading>
			<p className="lead">
				<code>@hubkit/inference</code> is a typed client for the hub's inference router and the 19 providers
				behind it: one function per task, streaming for chat and text generation.
			</p>
			<Heading level={2}>Install and call</Heading>
			<p>
				Install it with <code>npm install @hubkit/inference</code>, create a client with your hub token (
				<code>new InferenceClient(process.env.HF_TOKEN)</code>) and call the task's method, for example{" "}
				<code>client.chatCompletion(&#123; model, messages &#125;)</code> or{" "}
				<code>client.textToImage(&#123; model, provider: "fal-ai", inputs &#125;)</code>.
			</p>
			<Heading level={2}>Where calls go</Heading>
			<p>
				A hub token sends every call through the hub's router, which bills your account; a provider's own key
				sends it straight to that provider. Without a <code>provider</code>, calls go to the hub's hosted
				pipelines; with <code>provider: "auto"</code>, to the first provider the hub lists for the model.
			</p>
			<p>
				Code for a model in JavaScript, Python and shell arrives on the <a href="/tasks">task pages</a> with
				the snippet generator; until then, each task page lists the models to start with.
			</p>
		</div>
	);
}
