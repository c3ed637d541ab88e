import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { createMcpHttpHandler, type McpHttpHandlerOptions } from "../../src/index.js";

/** A connected SDK client, and how to end it and what it talks to. */
export interface Connection {
	client: Client;
	close(): Promise<void>;
}

const CLI = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));

const newClient = () => new Client({ name: "hubkit-mcp-tests", version: "0.0.0" });

/** The built `hubkit-mcp` command, started by the SDK's stdio transport with only the given environment. */
export async function connectStdio(env: Record<string, string>, args: string[] = []): Promise<Connection> {
	const client = newClient();
	const transport = new StdioClientTransport({
		command: process.execPath,
		args: [CLI, ...args],
		env: { PATH: process.env.PATH ?? "", ...env },
		stderr: "pipe",
	});
	await client.connect(transport);
	return { client, close: () => client.close() };
}

/** A loopback `node:http` server that mounts the handler, as the site's server does. */
export async function startHttp(
	options: McpHttpHandlerOptions = {},
): Promise<{ url: string; close(): Promise<void> }> {
	const handler = createMcpHttpHandler(options);
	const server = createServer((req, res) => void handler(req, res));
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		close: () =>
			new Promise<void>((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}

/** The SDK's Streamable HTTP client against a loopback server mounting the handler at /mcp. */
export async function connectHttp(options: McpHttpHandlerOptions = {}): Promise<Connection> {
	const http = await startHttp(options);
	const client = newClient();
	await client.connect(new StreamableHTTPClientTransport(new URL(`${http.url}/mcp`)));
	return {
		client,
		close: async () => {
			await client.close();
			await http.close();
		},
	};
}

/** The text of a tool's answer, and whether it was a refusal. */
export async function callTool(
	client: Client,
	name: string,
	args: Record<string, unknown>,
): Promise<{ text: string; isError: boolean }> {
	const result = await client.callTool({ name, arguments: args });
	const content = result.content as Array<{ type: string; text?: string }>;
	return { text: content.map((part) => part.text ?? "").join("\n"), isError: result.isError === true };
}
