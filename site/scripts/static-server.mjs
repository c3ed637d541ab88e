// A small static file server for the prerendered site: serves build/client, answers unknown paths
// with the prerendered 404 page and status 404. Used by `npm start` and by the end-to-end tests.
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";

export const BUILD_DIR = fileURLToPath(new URL("../build/client/", import.meta.url));

const TYPES = {
	".html": "text/html; charset=utf-8",
	".js": "text/javascript; charset=utf-8",
	".css": "text/css; charset=utf-8",
	".json": "application/json",
	".data": "text/x-script",
	".png": "image/png",
	".jpg": "image/jpeg",
	".svg": "image/svg+xml",
	".flac": "audio/flac",
	".ico": "image/x-icon",
	".txt": "text/plain; charset=utf-8",
};

/** The file a URL path names inside `root`, or undefined; never a path outside `root`. */
export function resolveFile(root, urlPath) {
	let path;
	try {
		path = decodeURIComponent(urlPath);
	} catch {
		return undefined;
	}
	const candidate = normalize(join(root, path));
	if (!candidate.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
	for (const file of [candidate, join(candidate, "index.html"), `${candidate}.html`]) {
		if (existsSync(file) && statSync(file).isFile()) return file;
	}
	return undefined;
}

function send(response, status, file, method) {
	const type = TYPES[extname(file)] ?? "application/octet-stream";
	const immutable = file.includes(`${sep}assets${sep}`);
	response.writeHead(status, {
		"Content-Type": type,
		"Content-Length": statSync(file).size,
		"Cache-Control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
		"X-Content-Type-Options": "nosniff",
	});
	if (method === "HEAD") response.end();
	else createReadStream(file).pipe(response);
}

export function startStaticServer({ root = BUILD_DIR, port = 0, host = "127.0.0.1" } = {}) {
	const notFound = join(root, "404", "index.html");
	const server = createServer((request, response) => {
		if (request.method !== "GET" && request.method !== "HEAD") {
			response.writeHead(405, { Allow: "GET, HEAD" }).end();
			return;
		}
		const { pathname } = new URL(request.url ?? "/", "http://localhost");
		const file = resolveFile(root, pathname);
		if (file) send(response, 200, file, request.method);
		else if (existsSync(notFound)) send(response, 404, notFound, request.method);
		else response.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
	});
	return new Promise((resolve, reject) => {
		server.once("error", reject);
		server.listen(port, host, () => {
			const address = server.address();
			const url = `http://${host}:${typeof address === "object" && address ? address.port : port}`;
			resolve({ url, close: () => new Promise((done) => server.close(() => done())) });
		});
	});
}
