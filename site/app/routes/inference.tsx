import { Heading } from "../components/heading/Heading.js";

export const meta = () => [{ title: "Inference · Hubkit" }];

export default function InferencePage() {
	return (
		<div className="page">
			<Heading level={1}>Inference</Heading>
			<p className="lead">
				<code>@hubkit/inference</code> will be a typed client for the hub's inference router and the providers
				behind it, with one function per task and streaming for chat and text generation.
			</p>
			<p>
				The client is being built now; this guide (install, first call, streaming, providers, errors) arrives
				with it. Until then, every <a href="/tasks">task page</a> lists the models to start with.
			</p>
		</div>
	);
}
