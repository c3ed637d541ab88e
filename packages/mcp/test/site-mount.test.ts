import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMcpHttpHandler, isMcpRequest } from "../src/index.js";
import { callTool } from "./support/connect.js";

const PAGE = "<!doctype html><title>MCP</title><h1>The MCP server</h1>";

/** A site's server as `npm start` runs one: its pages for GET, among them a page at /mcp, and the handler mounted beside it. */
let site: Server;
let url: string;

beforeAll(async () => {
	const mcp = createMcpHttpHandler();
	site = createServer((req, res) => {
		if (isMcpRequest(req)) {
			void mcp(req, res);
			return;
		}
		res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
		res.end(PAGE);
	});
	await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
	url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/mcp`;
});

afterAll(async () => {
	site?.closeAllConnections();
	await new Promise((resolve) => site?.close(resolve));
});

describe("the handler mounted at /mcp beside the site's page of that name", () => {
	it("leaves a browser's GET to the page", async () => {
		const response = await fetch(url, { headers: { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" } });
		expect(response.status).toBe(200);
		expect(await response.text()).toBe(PAGE);
	});

	it("answers an MCP client's GET for an event stream with 405, as a stateless server does", async () => {
		const response = await fetch(url, { headers: { Accept: "text/event-stream" } });
		expect(response.status).toBe(405);
		expect(response.headers.get("allow")).toBe("POST");
	});

	it("serves the SDK's client, which calls a tool through it", async () => {
		const client = new Client({ name: "hubkit-mcp-tests", version: "0.0.0" });
		await client.connect(new StreamableHTTPClientTransport(new URL(url)));
		try {
			const { text } = await callTool(client, "read_page", { path: "/tasks/fill-mask" });
			expect(text).toMatch(/^# Fill-Mask$/m);
		} finally {
			await client.close();
		}
	});

	it("refuses arguments that do not fit a tool's schema with a message naming the field", async () => {
		const client = new Client({ name: "hubkit-mcp-tests", version: "0.0.0" });
		await client.connect(new StreamableHTTPClientTransport(new URL(url)));
		try {
			const { text, isError } = await callTool(client, "inference_snippets", {
				model: "x/y",
				language: "cobol",
			});
			expect(isError).toBe(true);
			expect(text).toContain("language");
			const traversal = await callTool(client, "task_spec", { task: "../../etc/passwd" });
			expect(traversal.isError).toBe(true);
			expect(traversal.text).toContain("a task id, such as text-classification");
		} finally {
			await client.close();
		}
	});
});

describe("the handler without its pages", () => {
	it("answers 503 with a JSON-RPC error, not a crash", async () => {
		const handler = createMcpHttpHandler({ docsDir: "/nonexistent/hubkit-docs" });
		const server = createServer((req, res) => void handler(req, res));
		await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
		try {
			const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`, {
				method: "POST",
				headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
				body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
			});
			expect(response.status).toBe(503);
			expect(await response.json()).toEqual({
				jsonrpc: "2.0",
				error: { code: -32603, message: "The docs' pages could not be read on this server" },
				id: null,
			});
		} finally {
			server.closeAllConnections();
			await new Promise((resolve) => server.close(resolve));
		}
	});
});
