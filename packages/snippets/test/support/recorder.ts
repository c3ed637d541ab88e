import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One request as it reached the server: its header lines exactly as sent (names lower-cased). */
export interface Received {
	method: string;
	url: string;
	headers: Array<[name: string, value: string]>;
	body: string;
}

/** A loopback router that keeps every request's raw header lines and answers like a text classifier. */
export interface Recorder {
	url: string;
	received: Received[];
	close(): Promise<void>;
}

export async function startRecorder(): Promise<Recorder> {
	const received: Received[] = [];
	const server: Server = createServer((request: IncomingMessage, response) => {
		const chunks: Buffer[] = [];
		request.on("data", (chunk: Buffer) => chunks.push(chunk));
		request.on("end", () => {
			const headers: Array<[string, string]> = [];
			for (let index = 0; index < request.rawHeaders.length; index += 2)
				headers.push([
					(request.rawHeaders[index] as string).toLowerCase(),
					request.rawHeaders[index + 1] as string,
				]);
			received.push({
				method: request.method ?? "",
				url: request.url ?? "",
				headers,
				body: Buffer.concat(chunks).toString("latin1"),
			});
			response
				.writeHead(200, { "content-type": "application/json" })
				.end('[{"label":"POSITIVE","score":0.99}]');
		});
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	return {
		url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
		received,
		close: () => new Promise((resolve) => server.close(() => resolve())),
	};
}

/** Headers every HTTP client adds its own way (transport, content negotiation, its own name). */
const CLIENT_OWN = new Set([
	"host",
	"user-agent",
	"accept",
	"accept-encoding",
	"accept-language",
	"connection",
	"content-length",
	"sec-fetch-mode",
]);

/**
 * The headers a request carries for the call itself, sorted; and each header a client adds of its
 * own must come once at most, so an injected copy of one of those shows too.
 */
export function callHeaders(request: Received): Array<[string, string]> {
	const seen = new Map<string, number>();
	const own: Array<[string, string]> = [];
	for (const [name, value] of request.headers) {
		seen.set(name, (seen.get(name) ?? 0) + 1);
		if (!CLIENT_OWN.has(name)) own.push([name, value]);
	}
	for (const name of CLIENT_OWN)
		if ((seen.get(name) ?? 0) > 1) own.push([`${name} (repeated)`, String(seen.get(name))]);
	return own.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
