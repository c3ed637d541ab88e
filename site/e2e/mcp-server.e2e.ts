import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { BUILD_DIR, createStaticServer } from "../scripts/static-server.mjs";

// The docs' MCP server as `npm start` serves it: the global setup starts site/scripts/static-server.mjs
// on the built site, which mounts @hubkit/mcp at /mcp beside the page of that name.
const site = inject("siteUrl");
const sitePort = Number(new URL(site).port);

const TOOLS = [
	"inference_snippets",
	"local_snippets",
	"read_page",
	"search_docs",
	"served_models",
	"task_spec",
];

let client: Client;

beforeAll(async () => {
	client = new Client({ name: "hubkit-site-e2e", version: "0.0.0" });
	await client.connect(new StreamableHTTPClientTransport(new URL(`${site}/mcp`)));
});

afterAll(async () => {
	await client?.close();
});

async function call(
	name: string,
	args: Record<string, unknown>,
): Promise<{ text: string; isError: boolean }> {
	const result = await client.callTool({ name, arguments: args });
	const content = result.content as Array<{ type: string; text?: string }>;
	return { text: content.map((part) => part.text ?? "").join("\n"), isError: result.isError === true };
}

interface Answer {
	status: number;
	headers: Record<string, string | string[] | undefined>;
	body: string;
}

/** A raw request to the site's server (or another on `to`), headers exactly as given (fetch sets Host itself). */
function send(
	options: {
		method?: string;
		path?: string;
		headers?: Record<string, string>;
		body?: string;
		to?: number;
	} = {},
): Promise<Answer> {
	const port = options.to ?? sitePort;
	const { method = "POST", path = "/mcp" } = options;
	const body =
		method === "GET"
			? undefined
			: (options.body ?? JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }));
	const headers = {
		Host: `127.0.0.1:${port}`,
		"Content-Type": "application/json",
		Accept: "application/json, text/event-stream",
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
		// The server refuses an oversized body before reading it and closes the socket: the answer still counts.
		req.on("error", (error: NodeJS.ErrnoException) => {
			if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
		});
		req.end(body);
	});
}

/** The JSON-RPC error message of a refusal. */
const refusalOf = (answer: Answer) =>
	(JSON.parse(answer.body) as { error: { message: string } }).error.message;

describe("the MCP server at /mcp on the site's server", () => {
	it("lists its six tools to the SDK's client", async () => {
		const { tools } = await client.listTools();
		expect(tools.map((tool) => tool.name).sort()).toEqual(TOOLS);
	});

	it("finds text classification for a sentiment question, from the built site's pages", async () => {
		const { text, isError } = await call("search_docs", { query: "classify the sentiment of reviews" });
		expect(isError).toBe(false);
		expect(text.split("\n").find((line) => line.startsWith("1. "))).toContain("/tasks/text-classification");
	});

	it("reads a page as the site's Markdown copy of it", async () => {
		const [{ text }, copy] = await Promise.all([
			call("read_page", { path: "/tasks/fill-mask" }),
			fetch(`${site}/tasks/fill-mask.md`).then((response) => response.text()),
		]);
		expect(text).toMatch(/^# Fill-Mask$/m);
		expect(text).toContain(copy.split("\n").find((line) => line.startsWith("# ")) as string);
	});

	it("attaches a page as a hubkit:// resource", async () => {
		const { contents } = await client.readResource({ uri: "hubkit://tasks/text-classification" });
		expect(contents[0]?.mimeType).toBe("text/markdown");
		expect((contents[0] as { text: string }).text).toMatch(/^# Text Classification$/m);
	});

	it("writes a snippet that names the model and the public router, with no token in it", async () => {
		const { text, isError } = await call("inference_snippets", {
			model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
			task: "text-classification",
			language: "python",
		});
		expect(isError).toBe(false);
		expect(text).toContain("distilbert/distilbert-base-uncased-finetuned-sst-2-english");
		expect(text).toContain("https://router.huggingface.co");
		expect(text).not.toMatch(/hf_[A-Za-z0-9]{8,}/);
	});

	it.each([
		"../../package.json",
		"/../../../etc/passwd",
		"/tasks/%2e%2e/%2e%2e/%2e%2e/package.json",
		"/assets/../../server/index.js",
		"file:///etc/passwd",
	])("reads no file outside the site's pages for the path %j", async (path) => {
		const { text, isError } = await call("read_page", { path });
		expect(isError).toBe(true);
		expect(text).not.toContain('"name"');
		expect(text).not.toContain("root:");
	});
});

describe("what the site's /mcp refuses, with a message that says why", () => {
	it("leaves a browser's GET of /mcp to the site, and answers an MCP client's GET with 405", async () => {
		const stream = await send({ method: "GET", headers: { Accept: "text/event-stream" } });
		expect(stream.status).toBe(405);
		expect(stream.headers.allow).toBe("POST");
		expect(refusalOf(stream)).toContain("answers POST only");
		const page = await send({ method: "GET", headers: { Accept: "text/html" } });
		expect(page.status).toBe(200);
		expect(page.headers["content-type"]).toMatch(/^text\/html/);
		expect(page.body).toContain("<h1");
	});

	it("answers with the security headers of every answer of the site's server", async () => {
		for (const answer of [await send(), await send({ headers: { Origin: "https://attacker.example" } })]) {
			expect(answer.headers["x-content-type-options"]).toBe("nosniff");
			expect(answer.headers["content-security-policy"]).toContain("default-src 'self'");
		}
	});

	it("refuses a cross-site Origin (a page in a browser calling the server)", async () => {
		const answer = await send({ headers: { Origin: "https://attacker.example" } });
		expect(answer.status).toBe(403);
		expect(refusalOf(answer)).toBe('Origin "https://attacker.example" is not allowed to call this server');
	});

	it("refuses a Host that is not this machine's (a DNS rebinding)", async () => {
		const answer = await send({ headers: { Host: `rebound.attacker.example:${sitePort}` } });
		expect(answer.status).toBe(403);
		expect(refusalOf(answer)).toContain(`Host "rebound.attacker.example:${sitePort}" is not allowed`);
	});

	it("refuses a body over the limit before reading it", async () => {
		const answer = await send({ body: JSON.stringify({ pad: "x".repeat(2 * 1024 * 1024) }) });
		expect(answer.status).toBe(413);
		expect(refusalOf(answer)).toBe("Payload too large: the request body is over the limit of 1048576 bytes");
	});

	it("refuses a body that is not JSON-RPC's media type", async () => {
		const answer = await send({ headers: { "Content-Type": "text/plain" } });
		expect(answer.status).toBe(415);
		expect(refusalOf(answer)).toContain("send application/json");
	});

	it.each(["/mcp/", "/mcp/../package.json", "/MCP", "/mcp%2F..%2Fpackage.json", "/llms.txt"])(
		"answers a POST to %j as the static site does (405, GET and HEAD only), not as the MCP server",
		async (path) => {
			const answer = await send({ path });
			expect(answer.status).toBe(405);
			expect(answer.headers.allow).toBe("GET, HEAD");
			expect(answer.body).toBe("Method Not Allowed\n");
		},
	);
});

describe("a site served under a name of its own (HOST=docs.internal npm start)", () => {
	it("answers at /mcp for that name and loopback's, and still refuses any other", async () => {
		const server = createStaticServer(BUILD_DIR, { host: "docs.internal" });
		await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
		const to = (server.address() as AddressInfo).port;
		try {
			const named = await send({ to, headers: { Host: `docs.internal:${to}` } });
			expect(named.status).toBe(200);
			expect(named.body).toContain('"search_docs"');
			expect((await send({ to, headers: { Host: `localhost:${to}` } })).status).toBe(200);
			const other = await send({ to, headers: { Host: `docs.internal.attacker.example:${to}` } });
			expect(other.status).toBe(403);
			expect(refusalOf(other)).toContain(
				"this server answers only localhost, 127.0.0.1, [::1], docs.internal",
			);
		} finally {
			server.closeAllConnections();
			await new Promise((resolve) => server.close(resolve));
		}
	});
});
