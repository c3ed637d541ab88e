import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join, normalize } from "node:path";

/**
 * A loopback hub that serves repos' files the way the hub's download route does,
 * `GET /{repo}/resolve/{revision}/{path}` (the path transformers.js builds from `env.remoteHost`
 * and `env.remotePathTemplate`, `{model}/resolve/{revision}/`: src/env.js of 4.3.1), from a folder
 * per repo. A path outside a repo's folder, or a file it lacks, is a 404 as on the hub.
 */
export interface FileHub {
	/** "http://127.0.0.1:PORT", without a trailing slash. */
	url: string;
	/** Every path asked for, in order, with its status. */
	requests: Array<{ method: string; path: string; status: number }>;
	close(): Promise<void>;
}

export async function startFileHub(repos: Record<string, string>): Promise<FileHub> {
	const requests: FileHub["requests"] = [];
	const server = createServer((req, res) => {
		const path = decodeURIComponent(new URL(req.url ?? "/", "http://hub.invalid").pathname);
		const match = /^\/(.+?)\/resolve\/(main|HEAD)\/(.+)$/.exec(path);
		const folder = match?.[1] !== undefined && Object.hasOwn(repos, match[1]) ? repos[match[1]] : undefined;
		const file = folder !== undefined && match?.[3] !== undefined ? normalize(join(folder, match[3])) : "";
		const found =
			folder !== undefined && file.startsWith(`${folder}/`) && existsSync(file) && statSync(file).isFile();
		requests.push({ method: req.method ?? "GET", path, status: found ? 200 : 404 });
		if (!found) {
			res.writeHead(404, { "content-type": "application/json", "x-error-code": "EntryNotFound" });
			res.end(JSON.stringify({ error: "Entry not found" }));
			return;
		}
		const body = readFileSync(file);
		res.writeHead(200, { "content-type": "application/octet-stream", "content-length": String(body.length) });
		res.end(req.method === "HEAD" ? undefined : body);
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		requests,
		close: () =>
			new Promise((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}
