import { createServer, type Server } from "node:http";

/** A path's body and media type. */
export type StaticFiles = Record<string, { type: string; body: string | Uint8Array }>;

export interface StaticServer {
	port: number;
	close(): Promise<void>;
}

/** Serves a fixed set of files on 127.0.0.1, 404 for anything else; the web app's own origin. */
export async function serveStatic(files: StaticFiles): Promise<StaticServer> {
	const server: Server = createServer((req, res) => {
		const file = files[new URL(req.url ?? "/", "http://app.invalid").pathname];
		if (!file) {
			res.writeHead(404, { "content-type": "text/plain" }).end("not found");
			return;
		}
		res.writeHead(200, { "content-type": file.type, "cache-control": "no-store" }).end(file.body);
	});
	await new Promise<void>((resolve, reject) => {
		server.once("error", reject);
		server.listen(0, "127.0.0.1", () => resolve());
	});
	const address = server.address();
	if (typeof address !== "object" || !address) throw new Error("the app server has no port");
	return {
		port: address.port,
		close: () =>
			new Promise<void>((resolve) => {
				server.close(() => resolve());
				server.closeAllConnections();
			}),
	};
}
