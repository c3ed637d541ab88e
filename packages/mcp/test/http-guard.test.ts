import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHttp } from "./support/connect.js";

/** A JSON-RPC request every MCP server answers: the list of its tools (stateless, no initialize needed). */
const LIST_TOOLS = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" });
const MCP_ACCEPT = "application/json, text/event-stream";

interface Answer {
	status: number;
	headers: Record<string, string | string[] | undefined>;
	body: string;
}

let server: { url: string; close(): Promise<void> };
let port: number;

beforeAll(async () => {
	server = await startHttp({ maxBodyBytes: 4096 });
	port = Number(new URL(server.url).port);
});

afterAll(async () => {
	await server?.close();
});

/**
 * A raw HTTP request, headers exactly as given (fetch would set Host and Origin itself). A body given
 * as chunks is sent chunked, one write each, without a Content-Length.
 */
function send(
	options: {
		method?: string;
		path?: string;
		headers?: Record<string, string>;
		body?: string | string[];
	} = {},
): Promise<Answer> {
	const { method = "POST", path = "/mcp", body = LIST_TOOLS } = options;
	const headers: Record<string, string> = {
		Host: `127.0.0.1:${port}`,
		"Content-Type": "application/json",
		Accept: MCP_ACCEPT,
		...options.headers,
	};
	return new Promise((resolve, reject) => {
		const req = request({ host: "127.0.0.1", port, method, path, headers, setHost: false }, (res) => {
			const chunks: Buffer[] = [];
			res.on("data", (chunk: Buffer) => chunks.push(chunk));
			res.on("end", () =>
				resolve({
					status: res.statusCode ?? 0,
					headers: res.headers,
					body: Buffer.concat(chunks).toString("utf8"),
				}),
			);
		});
		// A server that answers before the whole body is sent closes the socket: the answer still counts.
		req.on("error", (error: NodeJS.ErrnoException) => {
			if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
		});
		if (Array.isArray(body)) for (const chunk of body) req.write(chunk);
		else req.write(body);
		req.end();
	});
}

/** The JSON-RPC error of a refusal. */
function errorOf(answer: Answer): { code: number; message: string } {
	const parsed = JSON.parse(answer.body) as {
		jsonrpc: string;
		id: unknown;
		error: { code: number; message: string };
	};
	expect(parsed.jsonrpc).toBe("2.0");
	expect(parsed.id).toBeNull();
	return parsed.error;
}

describe("the HTTP handler", () => {
	it("answers a well-formed request from loopback with the tools", async () => {
		const answer = await send();
		expect(answer.status, answer.body).toBe(200);
		const names = (
			JSON.parse(answer.body) as { result: { tools: Array<{ name: string }> } }
		).result.tools.map((tool) => tool.name);
		expect(names).toContain("search_docs");
	});

	it("answers a browser on its own loopback origin", async () => {
		for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
			const answer = await send({ headers: { Origin: origin, Host: new URL(origin).host } });
			expect(answer.status, origin).toBe(200);
		}
	});

	it.each([
		["a rebound DNS name", `attacker.example:${port}`],
		["a name ending like loopback", `localhost.attacker.example:${port}`],
		["a public address", "203.0.113.7"],
		["a host with a path", "127.0.0.1/evil"],
		["a host with credentials", "user@127.0.0.1"],
		["an empty host", ""],
	])("refuses %s in Host with 403", async (_, host) => {
		const answer = await send({ headers: { Host: host } });
		expect(answer.status).toBe(403);
		expect(errorOf(answer).message).toMatch(
			/^Host .* is not allowed: this server answers only localhost, 127\.0\.0\.1, \[::1\]/,
		);
	});

	it.each([
		["another site", "https://attacker.example"],
		["a rebound name", `http://attacker.example:${port}`],
		["a name ending like loopback", "http://127.0.0.1.attacker.example"],
		["an opaque origin", "null"],
		["a file page", "file://"],
	])("refuses a browser's Origin from %s with 403", async (_, origin) => {
		const answer = await send({ headers: { Origin: origin } });
		expect(answer.status).toBe(403);
		expect(errorOf(answer).message).toBe(
			`Origin ${JSON.stringify(origin)} is not allowed to call this server`,
		);
	});

	it.each(["/", "/mcp/", "/mcp/../etc/passwd", "/%2e%2e/mcp", "/MCP", "/mcp%00", "/mcpx"])(
		"answers 404 on the path %s",
		async (path) => {
			const answer = await send({ path });
			expect(answer.status).toBe(404);
			expect(errorOf(answer).message).toContain("the MCP server answers POST /mcp");
		},
	);

	it("takes a query string on its path", async () => {
		expect((await send({ path: "/mcp?from=test" })).status).toBe(200);
	});

	it.each(["GET", "PUT", "DELETE"])("answers %s with 405 and Allow: POST", async (method) => {
		const answer = await send({ method, body: "" });
		expect(answer.status).toBe(405);
		expect(answer.headers.allow).toBe("POST");
	});

	it("answers another media type with 415", async () => {
		const answer = await send({ headers: { "Content-Type": "text/plain" } });
		expect(answer.status).toBe(415);
		expect(errorOf(answer).message).toContain("send application/json");
	});

	it("refuses a body over the limit with 413, by its Content-Length or as it arrives", async () => {
		const large = JSON.stringify({
			jsonrpc: "2.0",
			id: 1,
			method: "tools/list",
			params: { pad: "x".repeat(5000) },
		});
		const declared = await send({ body: large });
		expect(declared.status).toBe(413);
		expect(errorOf(declared).message).toBe(
			"Payload too large: the request body is over the limit of 4096 bytes",
		);
		const streamed = await send({ body: Array.from({ length: 8 }, () => " ".repeat(1024)) });
		expect(streamed.status).toBe(413);
		// The server is still up for the next caller.
		expect((await send()).status).toBe(200);
	});

	it("answers a body that is not JSON with a JSON-RPC parse error", async () => {
		const answer = await send({ body: '{"jsonrpc":"2.0","id":1,' });
		expect(answer.status).toBe(400);
		const error = errorOf(answer);
		expect(error.code).toBe(-32700);
		expect(error.message).toMatch(/^Parse error: the body is not JSON/);
	});

	it("answers a batch of more than 16 messages with a JSON-RPC error, and takes a smaller one", async () => {
		const batch = (length: number) =>
			JSON.stringify(Array.from({ length }, (_, id) => ({ jsonrpc: "2.0", id, method: "tools/list" })));
		const large = await send({ body: batch(17) });
		expect(large.status).toBe(400);
		expect(errorOf(large)).toEqual({
			code: -32600,
			message: "Invalid Request: a batch may hold at most 16 messages, not 17",
		});
		const small = await send({ body: batch(2) });
		expect(small.status).toBe(200);
		expect(JSON.parse(small.body)).toHaveLength(2);
	});

	it.each([
		["a JSON value that is no message", "42"],
		["a message without a method", '{"jsonrpc":"2.0","id":1}'],
		["a wrong protocol version", '{"jsonrpc":"1.0","id":1,"method":"tools/list"}'],
	])("answers %s with a JSON-RPC error", async (_, body) => {
		const answer = await send({ body });
		expect(answer.status).toBe(400);
		const parsed = JSON.parse(answer.body) as { error?: { code: number; message: string } };
		expect(parsed.error?.message).toBeTruthy();
	});

	it("holds no token: one sent with a request is in no answer", async () => {
		const token = "hf_sentWithTheRequest0123456789";
		const answer = await send({
			headers: { Authorization: `Bearer ${token}` },
			body: JSON.stringify({
				jsonrpc: "2.0",
				id: 3,
				method: "tools/call",
				params: {
					name: "inference_snippets",
					arguments: {
						model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
						task: "text-classification",
					},
				},
			}),
		});
		expect(answer.status).toBe(200);
		expect(answer.body).toContain("HF_TOKEN");
		expect(answer.body).not.toContain(token);
	});

	it("answers an unknown tool as a JSON-RPC error naming it", async () => {
		const answer = await send({
			body: JSON.stringify({
				jsonrpc: "2.0",
				id: 2,
				method: "tools/call",
				params: { name: "write_file", arguments: {} },
			}),
		});
		expect(answer.body).toContain("write_file");
	});
});

describe("the HTTP handler with a public name configured", () => {
	let named: { url: string; close(): Promise<void> };
	let namedPort: number;

	beforeAll(async () => {
		named = await startHttp({ allowedHosts: ["docs.example"], allowedOrigins: ["https://docs.example"] });
		namedPort = Number(new URL(named.url).port);
	});

	afterAll(async () => {
		await named?.close();
	});

	it("answers its own name and origin, and no longer loopback", async () => {
		const ask = (host: string, origin?: string) =>
			new Promise<number>((resolve, reject) => {
				const req = request(
					{
						host: "127.0.0.1",
						port: namedPort,
						method: "POST",
						path: "/mcp",
						setHost: false,
						headers: {
							Host: host,
							"Content-Type": "application/json",
							Accept: MCP_ACCEPT,
							...(origin ? { Origin: origin } : {}),
						},
					},
					(res) => {
						res.resume();
						resolve(res.statusCode ?? 0);
					},
				);
				req.on("error", reject);
				req.end(LIST_TOOLS);
			});
		expect(await ask("docs.example", "https://docs.example")).toBe(200);
		expect(await ask("docs.example:443")).toBe(200);
		expect(await ask(`127.0.0.1:${namedPort}`)).toBe(403);
		expect(await ask("docs.example", "http://docs.example")).toBe(403);
	});
});
