import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What the server answers a call with: it may write for as long as it likes. */
export type Answer = (request: IncomingMessage, response: ServerResponse) => void;

export interface HostileServer {
	url: string;
	/** Calls answered so far, and how many of them the browser closed before the answer ended. */
	calls: number;
	closedEarly: number;
	answerWith(answer: Answer): void;
	close(): Promise<void>;
}

/**
 * A loopback server playing a provider that answers however a test likes: with the CORS headers a
 * page needs, and counting the calls the browser abandoned (Stop closes the connection).
 */
export async function startHostileServer(): Promise<HostileServer> {
	let answer: Answer = (_request, response) => response.end();
	const server = createServer((request, response) => {
		response.setHeader("access-control-allow-origin", "*");
		if (request.method === "OPTIONS") {
			response.writeHead(204, {
				"access-control-allow-methods": "POST, GET",
				"access-control-allow-headers": request.headers["access-control-request-headers"] ?? "",
			});
			response.end();
			return;
		}
		state.calls++;
		response.on("close", () => {
			if (!response.writableFinished) state.closedEarly++;
		});
		request.resume();
		request.on("end", () => answer(request, response));
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const { port } = server.address() as AddressInfo;
	const state: HostileServer = {
		url: `http://127.0.0.1:${port}`,
		calls: 0,
		closedEarly: 0,
		answerWith(next) {
			answer = next;
		},
		close: () =>
			new Promise<void>((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
	return state;
}

/** One chat completion chunk as a server-sent event. */
export const chatEvent = (content: string) =>
	`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;

/**
 * A chat stream that sends `burst` characters at once, then a few characters every `everyMs`
 * until the browser goes away: a stream that never ends.
 */
export function endlessChat(burst: number, everyMs: number): Answer {
	return (_request, response) => {
		response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-store" });
		const piece = "All work and no play makes a long answer. ".repeat(25);
		for (let sent = 0; sent < burst; sent += piece.length) response.write(chatEvent(piece));
		const timer = setInterval(() => response.write(chatEvent("more ")), everyMs);
		response.on("close", () => clearInterval(timer));
	};
}

/** A JSON answer. */
export const jsonAnswer =
	(value: unknown): Answer =>
	(_request, response) => {
		response.writeHead(200, { "content-type": "application/json" });
		response.end(JSON.stringify(value));
	};
