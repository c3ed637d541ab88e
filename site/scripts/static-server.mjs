// The static server for the prerendered site, used by `npm start` and the end-to-end tests. It
// serves build/client with the precompressed copies the build writes (see precompress.mjs), strong
// ETags and 304s, immutable caching for hashed assets only, and security headers on every response;
// a page's Content-Security-Policy allows the inline scripts whose hashes the build wrote beside the
// served folder (inline-script-hashes.mjs), and the server does not start without that list.
// A page's address answers with its Markdown copy instead when the request's Accept prefers it, and
// every answer of a page names both and /llms.txt in a Link header (page-alternates.mjs).
// Unknown paths get the prerendered 404 page with status 404. No request can stop it: a malformed
// request line gets 400, a failing file or a client that leaves mid-response ends that response only.
// The docs' MCP server answers at /mcp (@hubkit/mcp, over Streamable HTTP) from the served folder's
// own Markdown; a browser's GET of /mcp gets the page about it.
import { open } from "node:fs/promises";
import { createServer } from "node:http";
import { basename, extname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { createMcpHttpHandler, isMcpRequest, LOOPBACK_HOSTS } from "@hubkit/mcp";
import { cacheControl, REVALIDATE } from "./cache-policy.mjs";
import { byteRange, isNotModified } from "./conditional-request.mjs";
import { contentType, ENCODED_SUFFIX } from "./content-types.mjs";
import { chooseEncoding } from "./encoding-negotiation.mjs";
import { limitIdleConnections } from "./idle-connections.mjs";
import { manifestFor, readInlineScriptHashes } from "./inline-script-hashes.mjs";
import { pageRepresentation } from "./page-alternates.mjs";
import { representationsOf } from "./representations.mjs";
import { parseRequestTarget } from "./request-target.mjs";
import { securityHeaders } from "./security-headers.mjs";

export const BUILD_DIR = fileURLToPath(new URL("../build/client/", import.meta.url));

const ALLOW = "GET, HEAD";
const CODINGS = Object.keys(ENCODED_SUFFIX);
// React Router's prerendered client-side shell: a build artefact, never a page of the site.
const NOT_SERVED = new Set(["__spa-fallback.html"]);
// The prerendered not-found page lives at /404/ like any page, but its address names no page either:
// served there with 200, a crawler or a link checker would take it for one (a soft 404).
const NOT_FOUND_PAGE = "404";
// Copies written by the build are reached through content negotiation, never by their own name.
const isEncodedCopy = (name) => Object.values(ENCODED_SUFFIX).some((suffix) => name.endsWith(suffix));

const STATUS_TEXT = {
	400: "Bad Request",
	408: "Request Timeout",
	414: "URI Too Long",
	431: "Request Header Fields Too Large",
};

/** Candidate files for a URL path, in order: the file itself, then the page it names. */
function candidates(root, { segments, directory }) {
	const base = join(root, ...segments);
	const paths =
		directory || segments.length === 0
			? [join(base, "index.html")]
			: [base, join(base, "index.html"), `${base}.html`];
	return paths.filter((path) => !NOT_SERVED.has(basename(path)) && !isEncodedCopy(path));
}

async function findFile(root, target) {
	for (const path of candidates(root, target)) {
		const found = await representationsOf(path);
		if (found) return { path, found };
	}
	return undefined;
}

function plain(response, status, body, headers = {}) {
	response.writeHead(status, {
		...securityHeaders(),
		"Content-Type": "text/plain; charset=utf-8",
		"Content-Length": Buffer.byteLength(body),
		"Cache-Control": "no-store",
		...headers,
	});
	response.end(body);
}

async function sendBody(response, file, range, size) {
	try {
		// Never more than the Content-Length sent: a file that grew since it was measured would
		// otherwise spill into the next response on a kept-alive connection.
		await pipeline(file.createReadStream(range ?? { start: 0, end: size - 1 }), response);
	} catch {
		// The client left or the file failed mid-body: nothing more can be said on this response.
		response.destroy();
	}
}

async function serve(request, response, { path, found }, { status, cache, manifest, extra }) {
	const available = CODINGS.filter((coding) => found.encoded[coding]);
	const coding = chooseEncoding(request.headers["accept-encoding"], available);
	const scriptHashes = extname(path) === ".html" ? Object.values(await readInlineScriptHashes(manifest)) : [];
	const vary = [...(extra?.vary ?? []), ...(available.length > 0 ? ["Accept-Encoding"] : [])];
	const headers = {
		...securityHeaders(scriptHashes),
		"Cache-Control": cache,
		...(vary.length > 0 ? { Vary: vary.join(", ") } : {}),
		...extra?.headers,
	};
	if (coding === undefined) {
		plain(response, 406, "None of the accepted content codings is available.\n", headers);
		return;
	}
	const representation = coding === "identity" ? found.identity : found.encoded[coding];
	if (coding !== "identity") headers["Content-Encoding"] = coding;
	if (status === 200) {
		headers.ETag = representation.etag;
		headers["Last-Modified"] = representation.mtime.toUTCString();
		headers["Accept-Ranges"] = "bytes";
		if (isNotModified(request.headers, representation)) {
			response.writeHead(304, headers).end();
			return;
		}
	}
	headers["Content-Type"] = contentType(extname(path));
	const range = status === 200 ? byteRange(request.headers, representation) : undefined;
	if (range?.unsatisfiable) {
		plain(response, 416, "Range Not Satisfiable\n", {
			...headers,
			"Content-Type": "text/plain; charset=utf-8",
			"Content-Range": `bytes */${representation.size}`,
		});
		return;
	}
	if (range) headers["Content-Range"] = `bytes ${range.start}-${range.end}/${representation.size}`;
	headers["Content-Length"] = range ? range.end - range.start + 1 : representation.size;
	if (request.method === "HEAD" || representation.size === 0) {
		response.writeHead(range ? 206 : status, headers).end();
		return;
	}
	// Opened before the status line goes out, so a file that vanished still gets a proper answer.
	const file = await open(representation.path);
	response.writeHead(range ? 206 : status, headers);
	await sendBody(response, file, range, representation.size);
}

async function handle({ root, manifest }, request, response) {
	if (request.method !== "GET" && request.method !== "HEAD") {
		plain(response, 405, "Method Not Allowed\n", { Allow: ALLOW });
		return;
	}
	const target = parseRequestTarget(request.url);
	if (target.status) {
		plain(response, target.status, `${STATUS_TEXT[target.status]}\n`);
		return;
	}
	const file =
		target.notFound || target.segments[0] === NOT_FOUND_PAGE ? undefined : await findFile(root, target);
	if (file) {
		// A page is sent as HTML or as its Markdown copy, as the request's Accept asks.
		const chosen = await pageRepresentation(root, file, request.headers.accept);
		const cache = cacheControl(target.segments);
		await serve(request, response, chosen.file, { status: 200, cache, manifest, extra: chosen });
		return;
	}
	const notFound = await findFile(root, { segments: [NOT_FOUND_PAGE], directory: true });
	if (notFound) await serve(request, response, notFound, { status: 404, cache: REVALIDATE, manifest });
	else plain(response, 404, "Not Found\n");
}

/** Answers a request the HTTP parser refused (bad request line, oversized headers) and hangs up. */
function refuseClient(error, socket) {
	if (error.code === "ECONNRESET" || !socket.writable || socket.bytesWritten > 0) {
		socket.destroy();
		return;
	}
	const status =
		error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
	const body = `${STATUS_TEXT[status]}\n`;
	const headers = Object.entries({
		...securityHeaders(),
		"Content-Type": "text/plain; charset=utf-8",
		"Content-Length": Buffer.byteLength(body),
		"Cache-Control": "no-store",
		Connection: "close",
	});
	socket.end(
		`HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join("")}\r\n${body}`,
	);
}

/** Addresses that listen on every interface: no Host header names them, so none is added to the allowed ones. */
const WILDCARD_HOSTS = new Set(["0.0.0.0", "::", "[::]"]);

/**
 * The Host names the MCP server answers to: loopback's, and the one the site listens on. A page on
 * another site that rebinds its own name to this machine still sends that name, and is refused.
 */
function mcpHosts(host) {
	const name = host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
	return WILDCARD_HOSTS.has(name) || LOOPBACK_HOSTS.includes(name.toLowerCase())
		? LOOPBACK_HOSTS
		: [...LOOPBACK_HOSTS, name];
}

/**
 * A server for the site at `root` (default: the build), not yet listening; `manifest` is the build's
 * list of inline-script hashes (default: beside `root`), `host` the address it will listen on. The
 * MCP server at /mcp reads only the Markdown under `root`, is set to no emulator (its snippets call
 * the public router; a model is looked up on the hub HF_ENDPOINT names, else the public one) and
 * holds no token.
 */
export function createStaticServer(
	root = BUILD_DIR,
	{ manifest = manifestFor(root), host = "127.0.0.1" } = {},
) {
	const mcp = createMcpHttpHandler({ docsDir: root, allowedHosts: mcpHosts(host) });
	const server = createServer((request, response) => {
		if (isMcpRequest(request)) {
			// The handler answers every request itself, a refusal included, and never throws; its
			// answers carry the security headers every answer of this server does.
			for (const [name, value] of Object.entries(securityHeaders())) response.setHeader(name, value);
			void mcp(request, response);
			return;
		}
		handle({ root, manifest }, request, response).catch(() => {
			if (response.headersSent) response.destroy();
			else plain(response, 500, "Internal Server Error\n");
		});
	});
	server.on("clientError", refuseClient);
	// No idle timeout: a kept-alive connection stays open until its client closes it. Whatever the
	// limit, a client whose thread is busy for longer (an agent converting pages synchronously, for
	// over a minute on a loaded machine) has not yet run its own idle timer nor read the server's
	// FIN when it takes the connection from its pool again, and its next request fails with "other
	// side closed" (undici) or EPIPE; HTTP/1.1 gives the server no way to warn it. With 0, Node
	// arms no timer after an answer (resOnFinish, nodejs/node v20.20.2 lib/_http_server.js: the
	// socket's timeout is set only `if (server.keepAliveTimeout)`, to it plus 1 s) and sends no
	// `Keep-Alive: timeout` hint either (_storeHeader, lib/_http_outgoing.js): only the client
	// closes an idle connection, on its own clock, so it never reuses one that is closed. How many
	// may wait is bounded instead (idle-connections.mjs).
	server.keepAliveTimeout = 0;
	limitIdleConnections(server);
	// A client may send its request and shut its side of the connection (`nc -N`, HTTP/1.0 tools);
	// by default Node then drops the answer of a handler that has not finished yet.
	server.httpAllowHalfOpen = true;
	return server;
}

/**
 * Serves `root` on `host:port` (port 0: any free one); resolves once it listens, and rejects, naming
 * the file, when the build's list of inline-script hashes beside `root` is missing or malformed.
 */
export async function startStaticServer({ root = BUILD_DIR, port = 0, host = "127.0.0.1" } = {}) {
	const manifest = manifestFor(root);
	await readInlineScriptHashes(manifest);
	const server = createStaticServer(root, { manifest, host });
	return new Promise((resolve, reject) => {
		server.once("error", reject);
		server.listen(port, host, () => {
			server.off("error", reject);
			// Once listening, a failure to accept one connection (too many open files) is reported, not fatal.
			server.on("error", (error) => console.error(`Static server: ${error.message}`));
			const address = server.address();
			const shown = host.includes(":") ? `[${host}]` : host;
			const url = `http://${shown}:${typeof address === "object" && address ? address.port : port}`;
			resolve({
				url,
				close: () =>
					new Promise((done) => {
						server.close(() => done());
						server.closeAllConnections();
					}),
			});
		});
	});
}
