import { CodeBlock } from "../components/code-block/CodeBlock.js";
import { Heading } from "../components/heading/Heading.js";
import { DocLayout } from "../components/navigation/DocLayout.js";
import { AGENTS, LOCAL_MCP_URL, MCP_TOOLS, NPX_PACKAGE } from "../content/mcp/agent-configs.js";
import { highlight } from "../lib/highlight.server.js";
import { pageMeta } from "../lib/seo.js";
import type { Route } from "./+types/mcp";

export async function loader() {
	const withHtml = async ({ where, lang, code }: (typeof AGENTS)[number]["stdio"]) => ({
		where,
		lang,
		code,
		html: await highlight(code, lang),
	});
	return {
		agents: await Promise.all(
			AGENTS.map(async (agent) => ({
				...agent,
				stdio: await withHtml(agent.stdio),
				http: await withHtml(agent.http),
			})),
		),
	};
}

export const meta = ({ location }: Route.MetaArgs) =>
	pageMeta({
		title: "MCP server · Hubkit",
		description:
			"Give your coding agent the Hubkit docs over the Model Context Protocol: search and read the pages, get executed inference snippets, local code, task specifications and served models.",
		path: location.pathname,
	});

export default function McpPage({ loaderData }: Route.ComponentProps) {
	return (
		<DocLayout>
			<div className="page guide">
				<Heading level={1}>MCP server</Heading>
				<p className="lead">
					<code>{NPX_PACKAGE}</code> serves these docs to a coding agent over the Model Context Protocol: the
					agent can search and read every page, and ask for the code the site shows, written for the model,
					provider and client it needs. Every tool only reads, answers in Markdown, holds no token and never
					asks for one.
				</p>

				<Heading level={2}>Two ways to connect</Heading>
				<ul>
					<li>
						Over stdio: the agent starts <code>npx -y {NPX_PACKAGE}</code>, which serves the pages of the
						release it installed, offline.
					</li>
					<li>
						Over Streamable HTTP: the site's own server answers at <code>/mcp</code>. Run the site with{" "}
						<code>npm start</code> and the address is <code>{LOCAL_MCP_URL}</code>; it answers only requests
						addressed to this machine (localhost, 127.0.0.1 or [::1]), refuses other sites' pages and bodies
						over 1 MiB, and reads no file outside the built site.
					</li>
				</ul>

				<Heading level={2}>Tools</Heading>
				{MCP_TOOLS.map((tool) => (
					<section key={tool.name} aria-labelledby={`tool-${tool.name}`}>
						<Heading level={3} id={`tool-${tool.name}`}>
							<code>{tool.name}</code>
						</Heading>
						<p>Takes: {tool.input}.</p>
						<p>Answers: {tool.answer}</p>
					</section>
				))}

				<Heading level={2}>Resources</Heading>
				<p>
					Every page is also a resource of type <code>text/markdown</code> at <code>hubkit://</code> and its
					path, such as <code>hubkit://tasks/text-classification</code> (the home page is{" "}
					<code>hubkit://index</code>), so an agent can attach a page to a conversation. The server lists them
					all.
				</p>

				<Heading level={2}>Add it to your agent</Heading>
				<p>
					Each agent takes the same server in its own configuration. The stdio form needs Node 20 or newer;
					the HTTP form needs the site running with <code>npm start</code>.
				</p>
				{loaderData.agents.map((agent) => (
					<section key={agent.id} aria-labelledby={`agent-${agent.id}`}>
						<Heading level={3} id={`agent-${agent.id}`}>
							{agent.name}
						</Heading>
						<p>Over stdio, in {agent.stdio.where}:</p>
						<CodeBlock code={agent.stdio.code} html={agent.stdio.html} lang={agent.stdio.lang} />
						<p>Over HTTP, in {agent.http.where}:</p>
						<CodeBlock code={agent.http.code} html={agent.http.html} lang={agent.http.lang} />
						<p>
							More in <a href={agent.docsUrl}>{agent.name}'s documentation on MCP servers</a>.
						</p>
					</section>
				))}
			</div>
		</DocLayout>
	);
}
