import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import {
	type ClientOptions,
	InferenceClient,
	InferenceClientError,
	InferenceClientProviderApiError,
} from "../src/index.js";
import { isTransientFailure } from "../src/request/transient-failure.js";
import { HUB_TOKEN } from "./support/emulator.js";
import {
	CHAT_MAPPING,
	closeHostileServersAfterEach,
	failureOf,
	HOSTILE_MODEL,
	hostileServer,
} from "./support/hostile-server.js";

closeHostileServersAfterEach();

const messages = [{ role: "user" as const, content: "Hello" }];

/** The runtime's own fetch, counting the requests the client starts with it (nothing is faked). */
function countingFetch() {
	const counter = {
		calls: 0,
		fetch: ((input, init) => {
			counter.calls++;
			return fetch(input, init);
		}) as typeof fetch,
	};
	return counter;
}

function chat(url: string, options: ClientOptions = {}) {
	return new InferenceClient(HUB_TOKEN, { routerUrl: url, hubUrl: url, ...options }).chatCompletion({
		model: HOSTILE_MODEL,
		providerMapping: CHAT_MAPPING,
		messages,
	});
}

/** A port nothing listens on: one the system just gave and took back. */
async function closedPort(): Promise<number> {
	const server = createServer();
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const { port } = server.address() as AddressInfo;
	await new Promise<void>((resolve) => server.close(() => resolve()));
	return port;
}

describe("permanent failures are not retried", () => {
	it("a redirect loop: one fetch's worth of requests (at most 21), then a typed error", async () => {
		const server = await hostileServer((request, response) => {
			response.writeHead(307, { location: request.url ?? "/" });
			response.end();
		});
		const error = (await failureOf(chat(server.url))) as InferenceClientProviderApiError;
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		expect(error.status).toBe(0);
		expect(error.message).toMatch(
			/^Failed to perform inference: the request to 127\.0\.0\.1:\d+ failed \(redirect count exceeded\)$/,
		);
		expect(server.hits).toBeGreaterThan(1);
		expect(server.hits).toBeLessThanOrEqual(21);
	});

	it("a port fetch refuses to use (6000, X11): one attempt, a typed error", async () => {
		const counter = countingFetch();
		const error = await failureOf(chat("http://127.0.0.1:6000", { fetch: counter.fetch }));
		expect(error).toBeInstanceOf(InferenceClientError);
		expect(error.message).toMatch(/bad port/);
		expect(counter.calls).toBe(1);
	});

	it("port 0, which undici reports as a refused connection: one attempt, a typed error", async () => {
		const counter = countingFetch();
		const error = await failureOf(chat("http://127.0.0.1:0", { fetch: counter.fetch }));
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		expect(counter.calls).toBe(1);
	});

	it("a URL that is not one (port 99999): at most one attempt, a typed error", async () => {
		const counter = countingFetch();
		const error = await failureOf(chat("http://127.0.0.1:99999", { fetch: counter.fetch }));
		expect(error).toBeInstanceOf(InferenceClientError);
		expect(counter.calls).toBeLessThanOrEqual(1);
	});
});

describe("transient failures are retried", () => {
	it("a refused connection: every attempt made, then a typed error", async () => {
		const port = await closedPort();
		const counter = countingFetch();
		const error = (await failureOf(
			chat(`http://127.0.0.1:${port}`, { fetch: counter.fetch, maxRetries: 2 }),
		)) as InferenceClientProviderApiError;
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		expect(error.status).toBe(0);
		expect(error.message).toMatch(/could not reach 127\.0\.0\.1:\d+ \(.*ECONNREFUSED/);
		expect(counter.calls).toBe(3);
	});
});

describe("isTransientFailure, on what the runtime's fetch really throws", () => {
	const failureOfFetch = (input: string, init?: RequestInit) =>
		fetch(input, init).then(
			() => {
				throw new Error("the request succeeded");
			},
			(error: unknown) => error,
		);

	it("refused and reset connections are transient", async () => {
		expect(isTransientFailure(await failureOfFetch(`http://127.0.0.1:${await closedPort()}/`))).toBe(true);
		const server = await hostileServer((request) => {
			request.socket.resetAndDestroy();
		});
		expect(isTransientFailure(await failureOfFetch(server.url))).toBe(true);
	});

	it("refusals before sending are permanent: bad port, invalid header value, invalid URL, redirect loop", async () => {
		const server = await hostileServer((request, response) => {
			response.writeHead(302, { location: request.url ?? "/" });
			response.end();
		});
		const refusals = [
			await failureOfFetch("http://127.0.0.1:6000/"),
			await failureOfFetch(server.url, { headers: { "x-value": "\u0100" } }),
			await failureOfFetch("http://127.0.0.1:99999/"),
			await failureOfFetch(server.url),
		];
		for (const error of refusals) expect(isTransientFailure(error)).toBe(false);
	});

	it("the browsers' network failures are transient, their refusals are not", () => {
		expect(isTransientFailure(new TypeError("Failed to fetch"))).toBe(true);
		expect(isTransientFailure(new TypeError("NetworkError when attempting to fetch resource."))).toBe(true);
		expect(isTransientFailure(new TypeError("Load failed"))).toBe(true);
		expect(isTransientFailure(new TypeError("Failed to execute 'fetch' on 'Window': Invalid value"))).toBe(
			false,
		);
	});
});
