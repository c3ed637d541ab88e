import { spawn } from "node:child_process";
import type { IncomingMessage, ServerResponse } from "node:http";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
	type ClientOptions,
	InferenceClient,
	InferenceClientProviderApiError,
	InferenceClientProviderOutputError,
	InferenceClientTimeoutError,
} from "../src/index.js";
import { HUB_TOKEN } from "./support/emulator.js";
import {
	CHAT_MAPPING,
	chatChunk,
	closeHostileServersAfterEach,
	type Flood,
	failureOf,
	flood,
	HOSTILE_MODEL,
	hostileServer,
	IMAGE_MAPPING,
	settles,
} from "./support/hostile-server.js";

closeHostileServersAfterEach();

const messages = [{ role: "user" as const, content: "Hello" }];
/** What the two sockets' buffers may hold on loopback when the client hangs up, besides what it read. */
const SOCKET_SLACK = 16 * 1024 * 1024;

function client(url: string, options: ClientOptions = {}): InferenceClient {
	return new InferenceClient(HUB_TOKEN, { routerUrl: url, hubUrl: url, ...options });
}

function chat(url: string, options?: ClientOptions) {
	return client(url, options).chatCompletion({
		model: HOSTILE_MODEL,
		providerMapping: CHAT_MAPPING,
		messages,
	});
}

function json(response: ServerResponse, status: number, body: unknown): void {
	response.writeHead(status, { "content-type": "application/json" });
	response.end(JSON.stringify(body));
}

describe("error bodies", () => {
	it("read at most 64 KiB of an error body and hang up on the rest", async () => {
		let sent: Flood | undefined;
		const server = await hostileServer((_, response) => {
			response.writeHead(500, { "content-type": "text/plain" });
			sent = flood(response, "the model crashed: ", "overflow ", 256 * 1024 * 1024);
		});
		const error = (await failureOf(chat(server.url))) as InferenceClientProviderApiError;
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		expect(error.status).toBe(500);
		expect(error.message).toMatch(/^Failed to perform inference: the model crashed: overflow overflow/);
		await settles((sent as Flood).closed);
		expect(sent?.cutShort).toBe(true);
		expect(sent?.written).toBeLessThan(64 * 1024 + SOCKET_SLACK);
	});

	it.each([
		["a string error", { error: "e".repeat(5_000_000) }],
		["an OpenAI-style error object", { error: { message: "m".repeat(5_000_000) } }],
		["a detail string", { detail: "d".repeat(5_000_000) }],
		[
			"FastAPI validation errors",
			{ detail: Array.from({ length: 100_000 }, () => ({ loc: ["body"], msg: "bad" })) },
		],
		["a message", { message: "s".repeat(5_000_000) }],
	])("keep at most 1,000 characters of the server's message from %s", async (_, body) => {
		const server = await hostileServer((__, response) => json(response, 400, body));
		const error = await failureOf(chat(server.url));
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		expect(error.message.length).toBeLessThanOrEqual("Failed to perform inference: ".length + 1_001);
		expect(error.message.endsWith("…")).toBe(true);
	});

	it("keep at most 1,000 characters of an error sent mid-stream", async () => {
		const server = await hostileServer((__, response) => {
			response.writeHead(200, { "content-type": "text/event-stream" });
			response.end(
				`${chatChunk("Hel")}data: ${JSON.stringify({ error: { code: "x".repeat(100_000) } })}\n\n`,
			);
		});
		const error = await failureOf(
			(async () => {
				const stream = client(server.url).chatCompletionStream({
					model: HOSTILE_MODEL,
					providerMapping: CHAT_MAPPING,
					messages,
				});
				for await (const _ of stream) {
					// Read until the error event.
				}
			})(),
		);
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		expect(error.message.length).toBeLessThan(1_200);
	});
});

describe("JSON answers", () => {
	it("refuse, unread, an answer whose length is over maxJsonResponseBytes", async () => {
		let sent: Flood | undefined;
		const server = await hostileServer((_, response) => {
			response.writeHead(200, {
				"content-type": "application/json",
				"content-length": String(64 * 1024 * 1024),
			});
			sent = flood(response, '{"choices": "', "x", 64 * 1024 * 1024 - 13);
		});
		const error = await failureOf(chat(server.url, { maxJsonResponseBytes: 1_000_000 }));
		expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
		expect(error.message).toBe(
			"Received a response from hf-inference conversational API larger than 1000000 bytes (maxJsonResponseBytes); it was not read.",
		);
		await settles((sent as Flood).closed);
		expect(sent?.cutShort).toBe(true);
	});

	it("stop reading an answer without a length once it passes maxJsonResponseBytes", async () => {
		let sent: Flood | undefined;
		const server = await hostileServer((_, response) => {
			response.writeHead(200, { "content-type": "application/json" });
			sent = flood(response, '{"choices": "', "x", 256 * 1024 * 1024);
		});
		const error = await failureOf(chat(server.url, { maxJsonResponseBytes: 100_000 }));
		expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
		expect(error.message).toMatch(/larger than 100000 bytes/);
		await settles((sent as Flood).closed);
		expect(sent?.cutShort).toBe(true);
		expect(sent?.written).toBeLessThan(100_000 + SOCKET_SLACK);
	});

	it("still read an answer just under the limit", async () => {
		const completion = {
			id: "c",
			object: "chat.completion",
			created: 1,
			model: HOSTILE_MODEL,
			choices: [
				{ index: 0, message: { role: "assistant", content: "z".repeat(50_000) }, finish_reason: "stop" },
			],
			usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
		};
		const server = await hostileServer((_, response) => json(response, 200, completion));
		const reply = await settles(chat(server.url, { maxJsonResponseBytes: 60_000 }));
		expect(reply.choices[0]?.message.content).toHaveLength(50_000);
	});
});

describe("a queued job's deadline (polling.maxDurationMs)", () => {
	/** fal's queue: the submission names the job; `status` and `result` decide how the rest goes. */
	function falQueue(
		status: (request: IncomingMessage, response: ServerResponse) => void,
		result: (request: IncomingMessage, response: ServerResponse) => void,
	) {
		return hostileServer((request, response) => {
			const path = new URL(request.url ?? "/", "http://x").pathname;
			if (request.method === "POST") {
				json(response, 200, {
					request_id: "r1",
					response_url: "https://queue.fal.run/fal-ai/hostile/requests/r1",
				});
			} else if (path.endsWith("/status")) status(request, response);
			else result(request, response);
		});
	}

	const image = (url: string) =>
		client(url, { polling: { intervalMs: 20, maxDurationMs: 300 } }).textToImage({
			model: HOSTILE_MODEL,
			provider: "fal-ai",
			providerMapping: IMAGE_MAPPING,
			inputs: "a lighthouse",
		});

	it("ends a status check that never answers", async () => {
		const server = await falQueue(
			() => {},
			() => {},
		);
		const error = (await failureOf(image(server.url))) as InferenceClientTimeoutError;
		expect(error).toBeInstanceOf(InferenceClientTimeoutError);
		expect(error.timeoutMs).toBe(300);
		expect(error.message).toBe(
			"The fal-ai text-to-image job did not finish within 300 ms (polling.maxDurationMs); it was abandoned.",
		);
	});

	it("ends a result fetch that never answers, after the job said it was done", async () => {
		const server = await falQueue(
			(_, response) => json(response, 200, { status: "COMPLETED" }),
			() => {},
		);
		const error = await failureOf(image(server.url));
		expect(error).toBeInstanceOf(InferenceClientTimeoutError);
		expect(error.message).toMatch(/did not finish within 300 ms/);
	});
});

describe("the default limits", () => {
	afterEach(() => {
		vi.useRealTimers();
	});

	it("end a call whose server never answers after 10 minutes", async () => {
		const server = await hostileServer(() => {});
		vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
		const pending = failureOf(chat(server.url), 60_000);
		await vi.advanceTimersByTimeAsync(10 * 60_000 + 2_000);
		const error = (await pending) as InferenceClientTimeoutError;
		expect(error).toBeInstanceOf(InferenceClientTimeoutError);
		expect(error.timeoutMs).toBe(600_000);
	});

	it("end a stream silent for 60 s", async () => {
		const server = await hostileServer((_, response) => {
			response.writeHead(200, { "content-type": "text/event-stream" });
			response.write(chatChunk("Hel"));
		});
		vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
		const stream = client(server.url).chatCompletionStream({
			model: HOSTILE_MODEL,
			providerMapping: CHAT_MAPPING,
			messages,
		});
		expect((await settles(stream.next())).done).toBe(false);
		const pending = failureOf(stream.next(), 60_000);
		await vi.advanceTimersByTimeAsync(60_000 + 16_000);
		const error = (await pending) as InferenceClientTimeoutError;
		expect(error).toBeInstanceOf(InferenceClientTimeoutError);
		expect(error.timeoutMs).toBe(60_000);
	});
});

describe("timers", () => {
	it("never keep a Node process alive once its calls have settled", async () => {
		const dist = new URL("../dist/index.js", import.meta.url).href;
		const script = `
			import { createServer } from "node:http";
			const { InferenceClient } = await import(${JSON.stringify(dist)});
			const mapping = ${JSON.stringify(CHAT_MAPPING)};
			const completion = { id: "c", object: "chat.completion", created: 1, model: "m",
				choices: [{ index: 0, message: { role: "assistant", content: "Hi" }, finish_reason: "stop" }],
				usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } };
			const server = createServer((request, response) => {
				let body = "";
				request.on("data", (chunk) => (body += chunk));
				request.on("end", () => {
					if (JSON.parse(body).stream) {
						response.writeHead(200, { "content-type": "text/event-stream" });
						response.end('data: {"choices":[{"index":0,"delta":{"content":"Hi"},"finish_reason":"stop"}]}\\n\\ndata: [DONE]\\n\\n');
					} else {
						response.writeHead(200, { "content-type": "application/json" });
						response.end(JSON.stringify(completion));
					}
				});
			});
			await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
			const url = "http://127.0.0.1:" + server.address().port;
			const client = new InferenceClient("hf_child", { routerUrl: url, hubUrl: url });
			const args = { model: ${JSON.stringify(HOSTILE_MODEL)}, providerMapping: mapping, messages: [{ role: "user", content: "Hi" }] };
			await client.chatCompletion(args);
			for await (const _ of client.chatCompletionStream(args)) {}
			// A stream left unfinished: its idle watchdog must not hold the process either.
			const open = client.chatCompletionStream(args);
			await open.next();
			server.close();
			server.closeAllConnections();
			console.log("settled");
		`;
		const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
			cwd: fileURLToPath(new URL("..", import.meta.url)),
			stdio: ["ignore", "pipe", "inherit"],
		});
		let output = "";
		child.stdout.on("data", (chunk) => {
			output += chunk;
		});
		const code = await settles(new Promise((resolve) => child.on("exit", resolve)), 20_000).finally(() =>
			child.kill(),
		);
		expect(output.trim()).toBe("settled");
		expect(code).toBe(0);
	}, 30_000);
});
