import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterEach } from "vitest";

export interface Hostile {
	url: string;
	/** Requests the server received. */
	readonly hits: number;
	close(): Promise<void>;
}

type Handler = (request: IncomingMessage, response: ServerResponse, hit: number) => void | Promise<void>;

const open: Hostile[] = [];

/** Closes every server a test started, whatever state its connections are in. */
export function closeHostileServersAfterEach(): void {
	afterEach(async () => {
		await Promise.all(open.splice(0).map((server) => server.close()));
	});
}

/** A loopback HTTP server that answers every request with `handler`, however badly it chooses to. */
export async function hostileServer(handler: Handler): Promise<Hostile> {
	const sockets = new Set<Socket>();
	let hits = 0;
	const server = createServer((request, response) => {
		hits++;
		Promise.resolve(handler(request, response, hits)).catch(() => response.destroy());
	});
	server.on("connection", (socket) => {
		sockets.add(socket);
		socket.on("close", () => sockets.delete(socket));
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const { port } = server.address() as AddressInfo;
	const hostile: Hostile = {
		url: `http://127.0.0.1:${port}`,
		get hits() {
			return hits;
		},
		close: () =>
			new Promise<void>((resolve) => {
				for (const socket of sockets) socket.destroy();
				server.close(() => resolve());
			}),
	};
	open.push(hostile);
	return hostile;
}

export interface Flood {
	/** Bytes handed to the socket before the client hung up (or the flood ended). */
	written: number;
	/** True when the client closed the connection before the flood was over. */
	cutShort: boolean;
	/** Settles when the connection is gone. */
	closed: Promise<void>;
}

/**
 * Writes `head`, then `fill` repeatedly up to `total` bytes, respecting back-pressure, and records
 * how much went out before the client hung up: a client that reads only up to its cap hangs up
 * after about the cap plus the sockets' buffers.
 */
export function flood(response: ServerResponse, head: string, fill: string, total: number): Flood {
	const chunk = Buffer.from(fill.repeat(Math.ceil(65_536 / fill.length)));
	const state: Flood = { written: 0, cutShort: false, closed: Promise.resolve() };
	let finished = false;
	state.closed = new Promise((resolve) => {
		response.on("close", () => {
			state.cutShort = !finished;
			resolve();
		});
	});
	const pump = () => {
		while (state.written < total && !response.destroyed) {
			state.written += chunk.length;
			if (!response.write(chunk)) {
				response.once("drain", pump);
				return;
			}
		}
		if (!response.destroyed) {
			finished = true;
			response.end();
		}
	};
	response.write(head);
	state.written += Buffer.byteLength(head);
	pump();
	return state;
}

/** The runtime's own timers, kept before any test fakes them: the guard below measures real time. */
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;

/** Settles as `pending` does, or fails the test when it has not settled after `ms` of real time: no call may hang. */
export async function settles<T>(pending: Promise<T>, ms = 10_000): Promise<T> {
	let timer: ReturnType<typeof setTimeout> | undefined;
	const guard = new Promise<never>((_, reject) => {
		timer = realSetTimeout(() => reject(new Error(`the call had not settled after ${ms} ms`)), ms);
	});
	try {
		return await Promise.race([pending, guard]);
	} finally {
		realClearTimeout(timer);
	}
}

/** The error a call ends in, within the guard's bound; fails the test if it succeeds. */
export async function failureOf(pending: Promise<unknown>, ms?: number): Promise<Error> {
	try {
		await settles(pending, ms);
	} catch (error) {
		if (error instanceof Error && error.message.startsWith("the call had not settled")) throw error;
		return error as Error;
	}
	throw new Error("the call succeeded");
}

/** A model the hostile servers pretend to serve; its mapping is passed in, so the hub is never asked. */
export const HOSTILE_MODEL = "hostile/model";

export const CHAT_MAPPING = {
	provider: "hf-inference",
	hfModelId: HOSTILE_MODEL,
	providerId: HOSTILE_MODEL,
	status: "live",
	task: "conversational",
} as const;

export const IMAGE_MAPPING = {
	provider: "fal-ai",
	hfModelId: HOSTILE_MODEL,
	providerId: "fal-ai/hostile",
	status: "live",
	task: "text-to-image",
} as const;

/** One server-sent chat chunk, with its blank line. */
export function chatChunk(content: string, finishReason: string | null = null): string {
	const body = {
		id: "c",
		object: "chat.completion.chunk",
		choices: [{ index: 0, delta: { content }, finish_reason: finishReason }],
	};
	return `data: ${JSON.stringify(body)}\n\n`;
}
