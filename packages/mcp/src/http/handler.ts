import type { IncomingMessage, ServerResponse } from "node:http";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { DEFAULT_DOCS_DIR } from "../docs/default-docs-dir.js";
import { type Docs, loadDocs } from "../docs/load-docs.js";
import { createHubkitServer } from "../server.js";
import type { HostOptions } from "../tools/inference-snippets.js";
import { BodyTooLargeError, readBody } from "./read-body.js";
import { type RequestGuardOptions, refusalOf } from "./request-guard.js";

/** How the HTTP handler is set up: where the pages are, who may call, how large a body may be. */
export interface McpHttpHandlerOptions extends RequestGuardOptions, HostOptions {
	/** The folder of the built site's Markdown (`site/build/client`); default the copy this package ships. */
	docsDir?: string | undefined;
	/** Pages already read, instead of `docsDir`. */
	docs?: Docs | undefined;
	/** The largest request body read, in bytes; default 1 MiB. MCP requests are a few kilobytes. */
	maxBodyBytes?: number | undefined;
}

/** A Node `http` request listener. */
export type McpHttpHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/** JSON-RPC's code for text that is not JSON. */
const PARSE_ERROR = -32700;
/** JSON-RPC's code for a message that is not a valid request. */
const INVALID_REQUEST = -32600;
/**
 * The most messages one body may batch. Protocol versions before 2025-06-18 allow batches (the SDK
 * takes up to 100); each answer can be a whole page, so a batch of reads is bounded here.
 */
const MAX_BATCH = 16;
/** The code the SDK's transport uses for a request refused at the HTTP level. */
const TRANSPORT_ERROR = -32000;
const INTERNAL_ERROR = -32603;

/** A JSON-RPC error object as the whole answer, for what is refused before any message is read. */
function sendError(
	res: ServerResponse,
	status: number,
	code: number,
	message: string,
	headers: Record<string, string> = {},
): void {
	if (res.headersSent) {
		res.end();
		return;
	}
	res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers });
	res.end(JSON.stringify({ jsonrpc: "2.0", error: { code, message }, id: null }));
}

/**
 * The MCP server over Streamable HTTP, as a `(req, res)` listener to mount on a `node:http` server.
 * Stateless: each POST gets a server of its own and a JSON answer, so there is no session to hold
 * or expire. Before the MCP server sees a request, it checks the Host and Origin (DNS rebinding and
 * cross-site calls), the path, the method, the media type, the body's size and a batch's length, and parses the JSON;
 * each refusal is a JSON-RPC error whose message says what was wrong. The handler never throws.
 */
export function createMcpHttpHandler(options: McpHttpHandlerOptions = {}): McpHttpHandler {
	const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
	const hosts: HostOptions = { routerUrl: options.routerUrl, hubUrl: options.hubUrl };
	let docs: Promise<Docs> | undefined = options.docs ? Promise.resolve(options.docs) : undefined;
	const loaded = () => {
		docs ??= loadDocs(options.docsDir ?? DEFAULT_DOCS_DIR).catch((error: unknown) => {
			// Not kept: the next request tries again (the site may have been built since).
			docs = undefined;
			throw error;
		});
		return docs;
	};

	return async (req, res) => {
		const refused = refusalOf(req, options);
		if (refused) {
			// The body is not read: the connection is closed after the answer rather than drained.
			sendError(res, refused.status, TRANSPORT_ERROR, refused.message, {
				Connection: "close",
				...refused.headers,
			});
			return;
		}
		let body: unknown;
		try {
			const text = await readBody(req, maxBodyBytes);
			try {
				body = JSON.parse(text);
			} catch (error) {
				sendError(res, 400, PARSE_ERROR, `Parse error: the body is not JSON (${(error as Error).message})`);
				return;
			}
		} catch (error) {
			if (error instanceof BodyTooLargeError)
				sendError(res, 413, TRANSPORT_ERROR, error.message, { Connection: "close" });
			else sendError(res, 400, TRANSPORT_ERROR, "The request body could not be read");
			return;
		}
		if (Array.isArray(body) && body.length > MAX_BATCH) {
			sendError(
				res,
				400,
				INVALID_REQUEST,
				`Invalid Request: a batch may hold at most ${MAX_BATCH} messages, not ${body.length}`,
			);
			return;
		}
		let pages: Docs;
		try {
			pages = await loaded();
		} catch {
			sendError(res, 503, INTERNAL_ERROR, "The docs' pages could not be read on this server");
			return;
		}
		const server = createHubkitServer(pages, hosts);
		const transport = new StreamableHTTPServerTransport({
			sessionIdGenerator: undefined,
			enableJsonResponse: true,
		});
		res.on("close", () => {
			void transport.close();
			void server.close();
		});
		try {
			await server.connect(transport);
			await transport.handleRequest(req, res, body);
		} catch {
			sendError(res, 500, INTERNAL_ERROR, "Internal error while answering the request");
		}
	};
}
