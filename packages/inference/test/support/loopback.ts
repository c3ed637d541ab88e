import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface SeenRequest {
	method: string;
	/** The request target as it arrived on the wire (path and query). */
	url: string;
	headers: IncomingMessage["headers"];
	body: string;
}

export interface Loopback {
	url: string;
	requests: SeenRequest[];
	close(): Promise<void>;
}

export type Handler = (request: SeenRequest, response: ServerResponse) => void;

/** A hostile or recording HTTP server on 127.0.0.1 that logs every request it receives. */
export async function startLoopback(handler: Handler): Promise<Loopback> {
	const requests: SeenRequest[] = [];
	const server = createServer((incoming, response) => {
		const chunks: Buffer[] = [];
		incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
		incoming.on("end", () => {
			const seen: SeenRequest = {
				method: incoming.method ?? "",
				url: incoming.url ?? "",
				headers: incoming.headers,
				body: Buffer.concat(chunks).toString("utf8"),
			};
			requests.push(seen);
			handler(seen, response);
		});
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		requests,
		close: () =>
			new Promise<void>((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}

export function json(response: ServerResponse, status: number, value: unknown, headers = {}): void {
	response.writeHead(status, { "content-type": "application/json", ...headers });
	response.end(JSON.stringify(value));
}

/** The error a call ends in; fails the test if it succeeds. */
export async function failure(call: Promise<unknown> | (() => unknown)): Promise<Error> {
	try {
		await (typeof call === "function" ? call() : call);
	} catch (error) {
		return error as Error;
	}
	throw new Error("the call succeeded");
}
