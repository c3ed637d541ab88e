import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback hub that serves repos' files the way the hub's download route does,
 * `GET /{repo}/resolve/{revision}/{path}` (the path transformers.js builds from `env.remoteHost`
 * and `env.remotePathTemplate`, `{model}/resolve/{revision}/`: src/env.js of 4.3.1), from files
 * held in memory (a repo is its files by path). A file a repo lacks is a 404, as on the hub.
 */
export interface FileHub {
	/** "http://127.0.0.1:PORT", without a trailing slash. */
	url: string;
	/** Every path asked for, in order, with its status. */
	requests: Array<{ method: string; path: string; status: number }>;
	close(): Promise<void>;
}

/** The request's path as the client meant it; one with a malformed escape names no file. */
function decodedPath(url: string): string {
	const raw = new URL(url, "http://hub.invalid").pathname;
	try {
		return decodeURIComponent(raw);
	} catch {
		return raw;
	}
}

export type RepoFiles = Record<string, Uint8Array | string>;

export async function startFileHub(repos: Record<string, RepoFiles>): Promise<FileHub> {
	const requests: FileHub["requests"] = [];
	const server = createServer((req, res) => {
		const path = decodedPath(req.url ?? "/");
		const match = /^\/(.+?)\/resolve\/(main|HEAD)\/(.+)$/.exec(path);
		const files = match?.[1] !== undefined && Object.hasOwn(repos, match[1]) ? repos[match[1]] : undefined;
		const file =
			match?.[3] !== undefined && files !== undefined && Object.hasOwn(files, match[3])
				? files[match[3]]
				: undefined;
		requests.push({ method: req.method ?? "GET", path, status: file === undefined ? 404 : 200 });
		if (file === undefined) {
			res.writeHead(404, { "content-type": "application/json", "x-error-code": "EntryNotFound" });
			res.end(JSON.stringify({ error: "Entry not found" }));
			return;
		}
		const body = Buffer.from(file);
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
