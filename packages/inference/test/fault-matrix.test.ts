import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import {
	type ClientOptions,
	InferenceClient,
	InferenceClientAbortError,
	InferenceClientError,
	InferenceClientProviderApiError,
	InferenceClientProviderOutputError,
	InferenceClientTimeoutError,
} from "../src/index.js";
import { HUB_TOKEN } from "./support/emulator.js";
import {
	CHAT_MAPPING,
	chatChunk,
	closeHostileServersAfterEach,
	failureOf,
	flood,
	HOSTILE_MODEL,
	hostileServer,
	IMAGE_MAPPING,
} from "./support/hostile-server.js";

closeHostileServersAfterEach();

const MODEL = HOSTILE_MODEL;
const messages = [{ role: "user" as const, content: "Hello" }];

type Call = (client: InferenceClient, signal: AbortSignal) => Promise<unknown>;

const chat: Call = (client) =>
	client.chatCompletion({ model: MODEL, providerMapping: CHAT_MAPPING, messages });
const stream: Call = async (client) => {
	for await (const _ of client.chatCompletionStream({
		model: MODEL,
		providerMapping: CHAT_MAPPING,
		messages,
	})) {
		// Every chunk is read; the fault decides how it ends.
	}
};
const image: Call = (client) =>
	client.textToImage({
		model: MODEL,
		provider: "fal-ai",
		providerMapping: IMAGE_MAPPING,
		inputs: "a lighthouse",
	});

function sse(response: ServerResponse): void {
	response.writeHead(200, { "content-type": "text/event-stream" });
}

const never = () => new Promise<void>(() => {});

interface Fault {
	name: string;
	handler: (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;
	call: Call;
	options?: ClientOptions;
	/** Aborts the caller's signal this long after the call starts. */
	abortAfterMs?: number;
	expected: new (...args: never[]) => InferenceClientError;
}

const FAULTS: Fault[] = [
	{
		name: "a 500 with an endless error body",
		handler: (_, response) => {
			response.writeHead(500, { "content-type": "text/plain" });
			flood(response, "", "overflow ", 64 * 1024 * 1024);
		},
		call: chat,
		expected: InferenceClientProviderApiError,
	},
	{
		name: "a 400 whose JSON error is a 5 MB string",
		handler: (_, response) => {
			response.writeHead(400, { "content-type": "application/json" });
			response.end(JSON.stringify({ error: "x".repeat(5_000_000) }));
		},
		call: chat,
		expected: InferenceClientProviderApiError,
	},
	{
		name: "no answer at all",
		handler: never,
		call: chat,
		options: { timeoutMs: 300 },
		expected: InferenceClientTimeoutError,
	},
	{
		name: "headers, then a body that never ends",
		handler: (_, response) => {
			response.writeHead(200, { "content-type": "application/json" });
			response.write('{"choices": [');
		},
		call: chat,
		options: { timeoutMs: 300 },
		expected: InferenceClientTimeoutError,
	},
	{
		name: "a JSON answer larger than the limit, without a length",
		handler: (_, response) => {
			response.writeHead(200, { "content-type": "application/json" });
			flood(response, '{"choices": "', "x", 64 * 1024 * 1024);
		},
		call: chat,
		options: { maxJsonResponseBytes: 100_000 },
		expected: InferenceClientProviderOutputError,
	},
	{
		name: "malformed JSON",
		handler: (_, response) => {
			response.writeHead(200, { "content-type": "application/json" });
			response.end("{not json");
		},
		call: chat,
		expected: InferenceClientProviderOutputError,
	},
	{
		name: "a connection cut in the middle of the body",
		handler: (_, response) => {
			response.writeHead(200, { "content-type": "application/json", "content-length": "1000" });
			response.write('{"choices": [');
			setTimeout(() => response.socket?.destroy(), 20);
		},
		call: chat,
		expected: InferenceClientProviderOutputError,
	},
	{
		name: "a connection reset before any answer, every time",
		handler: (request) => {
			request.socket.resetAndDestroy();
		},
		call: chat,
		options: { maxRetries: 1 },
		expected: InferenceClientProviderApiError,
	},
	{
		name: "a redirect to itself, forever",
		handler: (request, response) => {
			response.writeHead(307, { location: request.url ?? "/" });
			response.end();
		},
		call: chat,
		expected: InferenceClientProviderApiError,
	},
	{
		name: "a stream line that never ends",
		handler: (_, response) => {
			sse(response);
			flood(response, "data: ", "x", 64 * 1024 * 1024);
		},
		call: stream,
		expected: InferenceClientProviderOutputError,
	},
	{
		name: "a stream that ends cleanly before [DONE] and any finish_reason",
		handler: (_, response) => {
			sse(response);
			response.end(chatChunk("Hel") + chatChunk("lo"));
		},
		call: stream,
		expected: InferenceClientProviderOutputError,
	},
	{
		name: "a stream cut off mid-event",
		handler: (_, response) => {
			sse(response);
			response.write(`${chatChunk("Hel")}data: {"choi`);
			setTimeout(() => response.socket?.destroy(), 20);
		},
		call: stream,
		expected: InferenceClientProviderOutputError,
	},
	{
		name: "a stream that falls silent",
		handler: (_, response) => {
			sse(response);
			response.write(chatChunk("Hel"));
		},
		call: stream,
		options: { idleTimeoutMs: 300 },
		expected: InferenceClientTimeoutError,
	},
	{
		name: "a stream answered with JSON",
		handler: (_, response) => {
			response.writeHead(200, { "content-type": "application/json" });
			response.end("{}");
		},
		call: stream,
		expected: InferenceClientProviderOutputError,
	},
	{
		name: "the caller's abort while the server says nothing",
		handler: never,
		call: chat,
		abortAfterMs: 100,
		expected: InferenceClientAbortError,
	},
	{
		name: "the caller's abort mid-stream",
		handler: (_, response) => {
			sse(response);
			response.write(chatChunk("Hel"));
		},
		call: stream,
		abortAfterMs: 100,
		expected: InferenceClientAbortError,
	},
	{
		name: "a queued job whose status check never answers",
		handler: (request, response) => {
			if (request.method === "POST") {
				response.writeHead(200, { "content-type": "application/json" });
				response.end(
					JSON.stringify({
						request_id: "r1",
						response_url: "https://queue.fal.run/fal-ai/hostile/requests/r1",
					}),
				);
			}
		},
		call: image,
		options: { polling: { intervalMs: 20, maxDurationMs: 300 } },
		expected: InferenceClientTimeoutError,
	},
	{
		name: "a custom fetch that ignores the signal, against a server that says nothing",
		handler: never,
		call: chat,
		options: { timeoutMs: 300, fetch: (input, init) => fetch(input, { ...init, signal: null }) },
		expected: InferenceClientTimeoutError,
	},
];

describe("every fault ends in a typed error, within the caller's bounds", () => {
	it.each(FAULTS)("$name", async (fault) => {
		const server = await hostileServer(fault.handler);
		const controller = new AbortController();
		const client = new InferenceClient(HUB_TOKEN, {
			routerUrl: server.url,
			hubUrl: server.url,
			maxRetryDelayMs: 1_000,
			signal: controller.signal,
			...fault.options,
		});
		if (fault.abortAfterMs !== undefined) {
			setTimeout(() => controller.abort(new Error("stopped by the test")), fault.abortAfterMs);
		}
		const error = await failureOf(fault.call(client, controller.signal), 4_000);
		expect(error).toBeInstanceOf(InferenceClientError);
		expect(error).toBeInstanceOf(fault.expected);
		expect(error.message.length).toBeLessThan(2_000);
	});
});
