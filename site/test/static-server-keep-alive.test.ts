// @vitest-environment node
import type { Server } from "node:http";
import { connect, type Socket } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { IDLE_CONNECTIONS_LIMIT } from "../scripts/idle-connections.mjs";
import { createStaticServer } from "../scripts/static-server.mjs";
import { createStaticSite, FIXTURE_FILES, type StaticSite } from "./static-site-fixture.js";

let site: StaticSite;
beforeAll(async () => {
	site = await createStaticSite();
});
afterAll(() => site.remove());

let running: Server | undefined;
afterEach(async () => {
	const server = running;
	running = undefined;
	await new Promise<void>((done) => {
		server?.close(() => done());
		server?.closeAllConnections();
	});
});

/**
 * The server on a free port, with its end of each connection in the order accepted, and `answered(n)`,
 * which resolves once its answer to the n-th request (from 1) is over: the response's close comes
 * after Node has settled what the connection does next (wait, close, send the next pipelined answer).
 */
async function listen() {
	const server = createStaticServer(site.root);
	running = server;
	const accepted: Socket[] = [];
	const over: { promise: Promise<void>; resolve: () => void }[] = [];
	const answer = (n: number) => {
		while (over.length < n) {
			let resolve = () => {};
			const promise = new Promise<void>((done) => {
				resolve = done;
			});
			over.push({ promise, resolve });
		}
		return over[n - 1] as { promise: Promise<void>; resolve: () => void };
	};
	let requests = 0;
	server.on("connection", (socket) => accepted.push(socket));
	server.on("request", (_request, response) => {
		const { resolve } = answer(++requests);
		response.once("close", resolve);
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const address = server.address();
	const port = typeof address === "object" && address ? address.port : 0;
	return { port, accepted, answered: (n: number) => answer(n).promise };
}

interface Answer {
	status: number;
	head: string;
	body: string;
}

/** A client connection kept alive, written raw; answers are read one at a time by their Content-Length. */
function keptAlive(port: number) {
	const socket = connect(port, "127.0.0.1");
	let buffer = Buffer.alloc(0);
	let reader: { resolve: (answer: Answer) => void; reject: (error: Error) => void } | undefined;
	const take = () => {
		const end = buffer.indexOf("\r\n\r\n");
		if (!reader || end === -1) return;
		const head = buffer.subarray(0, end).toString("latin1");
		const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? 0);
		if (buffer.length < end + 4 + length) return;
		const body = buffer.subarray(end + 4, end + 4 + length).toString("utf8");
		buffer = buffer.subarray(end + 4 + length);
		const { resolve } = reader;
		reader = undefined;
		resolve({ status: Number(head.slice(9, 12)), head, body });
	};
	socket.on("data", (chunk) => {
		buffer = Buffer.concat([buffer, chunk]);
		take();
	});
	const closed = new Promise<void>((resolve) => {
		socket.once("close", () => {
			reader?.reject(new Error("the server closed the connection before answering"));
			resolve();
		});
	});
	socket.on("error", () => {});
	const read = () =>
		new Promise<Answer>((resolve, reject) => {
			reader = { resolve, reject };
			take();
		});
	return {
		closed,
		/** The next answer on the connection. */
		read,
		/** Writes `bytes` as they are and reads the next answer. */
		send(bytes: string) {
			socket.write(bytes);
			return read();
		},
		destroy: () => socket.destroy(),
	};
}

const GET_TINY = "GET /tiny.txt HTTP/1.1\r\nHost: x\r\n\r\n";
const TINY = FIXTURE_FILES["tiny.txt"];

describe("a kept-alive connection between requests", () => {
	it("has no timer on the server that could close it under a client that reuses it late", async () => {
		const { port, accepted, answered } = await listen();
		const client = keptAlive(port);
		const first = await client.send(GET_TINY);
		expect(first.status).toBe(200);
		expect(first.head).toMatch(/\r\nConnection: keep-alive(\r\n|$)/i);
		expect(first.head).not.toMatch(/\r\nKeep-Alive:/i);
		await answered(1);
		// An idle timer on the server is its socket's timeout (socket.timeout, what setTimeout set).
		// However long it is, a client whose thread is busy for longer still has the connection in
		// its pool, unaware the server closed it, and its next request fails.
		expect(accepted).toHaveLength(1);
		expect(accepted[0]?.timeout ?? 0).toBe(0);
		expect(await client.send(GET_TINY)).toMatchObject({ status: 200, body: TINY });
		client.destroy();
	});

	it("answers pipelined requests in order, then waits for the next with no timer either", async () => {
		const { port, accepted, answered } = await listen();
		const client = keptAlive(port);
		expect((await client.send(`${GET_TINY}GET /no-such-page HTTP/1.1\r\nHost: x\r\n\r\n`)).status).toBe(200);
		expect((await client.read()).status).toBe(404);
		await answered(2);
		expect(accepted).toHaveLength(1);
		expect(accepted[0]?.timeout ?? 0).toBe(0);
		expect(await client.send(GET_TINY)).toMatchObject({ status: 200, body: TINY });
		client.destroy();
	});

	it(`stays open until more than ${IDLE_CONNECTIONS_LIMIT} wait, when the one idle longest is closed`, async () => {
		const { port } = await listen();
		const oldest = keptAlive(port);
		expect((await oldest.send(GET_TINY)).status).toBe(200);
		const others = Array.from({ length: IDLE_CONNECTIONS_LIMIT }, () => keptAlive(port));
		const first = await Promise.all(others.map((client) => client.send(GET_TINY)));
		expect(first.map(({ status }) => status)).toEqual(others.map(() => 200));
		await oldest.closed;
		// Every other one is open still, and answers again.
		const again = await Promise.all(others.map((client) => client.send(GET_TINY)));
		expect(again.map(({ body }) => body)).toEqual(others.map(() => TINY));
		for (const client of others) client.destroy();
	});

	it("is closed by the server after an answer when the client asked for that", async () => {
		const { port } = await listen();
		const client = keptAlive(port);
		const answer = await client.send("GET /tiny.txt HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
		expect(answer.head).toMatch(/\r\nConnection: close(\r\n|$)/i);
		await client.closed;
	});
});
