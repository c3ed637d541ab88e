// How each agent takes the Hubkit MCP server, in the form its own documentation gives:
//   Claude Code  https://code.claude.com/docs/en/mcp-quickstart and https://code.claude.com/docs/en/mcp
//                (`claude mcp add <name> -- <command> [args...]`, `claude mcp add --transport http <name> <url>`), read 2026-11-28
//   Cursor       https://cursor.com/docs/mcp.md (`mcpServers` in .cursor/mcp.json or ~/.cursor/mcp.json:
//                `command` and `args` for a local server, `url` for a remote one), read 2026-11-28
//   VS Code      https://code.visualstudio.com/docs/copilot/reference/mcp-configuration (`servers` in
//                .vscode/mcp.json: `type` "stdio" with `command` and `args`, `type` "http" with `url`), read 2026-11-28
//   Codex        https://developers.openai.com/codex/mcp (`[mcp_servers.<name>]` in ~/.codex/config.toml:
//                `command` and `args`, or `url` for Streamable HTTP; `codex mcp add <name> -- <command>`), read 2026-11-28

/** The package an agent starts over stdio, and the address `npm start` serves the HTTP transport at. */
export const NPX_PACKAGE = "@hubkit/mcp";
export const LOCAL_MCP_URL = "http://localhost:3000/mcp";

/** One way to add the server: where it goes, and the text to run or paste there. */
export interface AgentConfig {
	/** Where the text goes: a command line, or a file. */
	where: string;
	lang: "sh" | "json" | "toml";
	code: string;
}

/** An agent, its documentation page, and its configuration over stdio and over HTTP. */
export interface Agent {
	id: string;
	name: string;
	docsUrl: string;
	stdio: AgentConfig;
	http: AgentConfig;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

export const AGENTS: readonly Agent[] = [
	{
		id: "claude-code",
		name: "Claude Code",
		docsUrl: "https://code.claude.com/docs/en/mcp",
		stdio: {
			where: "a terminal, in your project",
			lang: "sh",
			code: `claude mcp add hubkit -- npx -y ${NPX_PACKAGE}`,
		},
		http: {
			where: "a terminal, in your project",
			lang: "sh",
			code: `claude mcp add --transport http hubkit ${LOCAL_MCP_URL}`,
		},
	},
	{
		id: "cursor",
		name: "Cursor",
		docsUrl: "https://cursor.com/docs/mcp",
		stdio: {
			where: ".cursor/mcp.json in your project, or ~/.cursor/mcp.json for every project",
			lang: "json",
			code: json({ mcpServers: { hubkit: { command: "npx", args: ["-y", NPX_PACKAGE] } } }),
		},
		http: {
			where: ".cursor/mcp.json in your project, or ~/.cursor/mcp.json for every project",
			lang: "json",
			code: json({ mcpServers: { hubkit: { url: LOCAL_MCP_URL } } }),
		},
	},
	{
		id: "vs-code",
		name: "VS Code",
		docsUrl: "https://code.visualstudio.com/docs/copilot/reference/mcp-configuration",
		stdio: {
			where: ".vscode/mcp.json in your workspace",
			lang: "json",
			code: json({ servers: { hubkit: { type: "stdio", command: "npx", args: ["-y", NPX_PACKAGE] } } }),
		},
		http: {
			where: ".vscode/mcp.json in your workspace",
			lang: "json",
			code: json({ servers: { hubkit: { type: "http", url: LOCAL_MCP_URL } } }),
		},
	},
	{
		id: "codex",
		name: "Codex",
		docsUrl: "https://developers.openai.com/codex/mcp",
		stdio: {
			where: "~/.codex/config.toml (or run codex mcp add hubkit -- npx -y @hubkit/mcp)",
			lang: "toml",
			code: `[mcp_servers.hubkit]\ncommand = "npx"\nargs = ["-y", "${NPX_PACKAGE}"]`,
		},
		http: {
			where: "~/.codex/config.toml",
			lang: "toml",
			code: `[mcp_servers.hubkit]\nurl = "${LOCAL_MCP_URL}"`,
		},
	},
];

/** The server's tools: what each takes and what it answers (packages/mcp/src/server.ts registers them). */
export const MCP_TOOLS: readonly { name: string; input: string; answer: string }[] = [
	{
		name: "search_docs",
		input: "query, and limit (1 to 10, default 5)",
		answer:
			"The pages that best answer a question, ranked, each with its full address, its best sections linked by anchor and the line that matched.",
	},
	{
		name: "read_page",
		input: "path: /tasks/text-classification, its .md address, its full address or its hubkit:// address",
		answer: "The page's Markdown, the same text as its .md copy. Only pages of the site are served.",
	},
	{
		name: "inference_snippets",
		input: "model, and optionally task, provider, language (python, js, sh) and client",
		answer:
			"Code that calls the model through the inference router, one snippet per client (curl, requests, huggingface_hub, openai, fetch, @hubkit/inference…), each making the request the client makes, with its install command. Router suffixes such as :cheapest are kept.",
	},
	{
		name: "local_snippets",
		input: "model: a hub id, or the model as the hub's /api/models/{id} describes it",
		answer:
			"Code that runs the model on your own machine: each library it is built for, then the local apps that run it.",
	},
	{
		name: "task_spec",
		input: "task, such as summarization",
		answer:
			"The task's request and response: every field and parameter with its type, whether it is required, its default, allowed values and description, and an example request.",
	},
	{
		name: "served_models",
		input: "optionally task and provider",
		answer: "Which providers serve which models for each task, from the dated table the site is built with.",
	},
];
