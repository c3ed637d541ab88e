import type { ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import {
	type ChatCompletionStreamOutput,
	type ClientOptions,
	InferenceClient,
	InferenceClientAbortError,
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
	settles,
} from "./support/hostile-server.js";

closeHostileServersAfterEach();

const messages = [{ role: "user" as const, content: "Hello" }];

function sse(response: ServerResponse): void {
	response.writeHead(200, { "content-type": "text/event-stream" });
}

function client(url: string, options: ClientOptions = {}): InferenceClient {
	return new InferenceClient(HUB_TOKEN, { routerUrl: url, hubUrl: url, ...options });
}

/** The text of every chunk, in order, until the stream ends. */
async function readChat(stream: AsyncIterable<ChatCompletionStreamOutput>) {
	const texts: string[] = [];
	for await (const chunk of stream) texts.push(chunk.choices[0]?.delta.content ?? "");
	return texts;
}

function chatStream(url: string, options?: ClientOptions) {
	return client(url, options).chatCompletionStream({
		model: HOSTILE_MODEL,
		providerMapping: CHAT_MAPPING,
		messages,
	});
}

describe("how a stream may end", () => {
	it("accept a clean end after a chunk with a finish_reason, without [DONE] (some providers send none)", async () => {
		const server = await hostileServer((_, response) => {
			sse(response);
			response.end(chatChunk("Hel") + chatChunk("lo", "stop"));
		});
		expect(await settles(readChat(chatStream(server.url)))).toEqual(["Hel", "lo"]);
	});

	it("accept text-generation-inference's final token (generated_text) without [DONE]", async () => {
		const server = await hostileServer((_, response) => {
			sse(response);
			const token = (text: string, last: boolean) =>
				`data: ${JSON.stringify({
					index: 0,
					token: { id: 1, text, logprob: 0, special: false },
					generated_text: last ? "Hello" : null,
					details: null,
				})}\n\n`;
			response.end(token("Hel", false) + token("lo", true));
		});
		const texts: string[] = [];
		const stream = client(server.url).textGenerationStream({
			model: HOSTILE_MODEL,
			providerMapping: { ...CHAT_MAPPING, task: "text-generation" },
			inputs: "Hi",
		});
		for await (const chunk of stream) texts.push(chunk.token?.text ?? "");
		expect(texts).toEqual(["Hel", "lo"]);
	});

	it("refuse a stream that ends before [DONE] and before any finish_reason, after the chunks that came", async () => {
		const server = await hostileServer((_, response) => {
			sse(response);
			response.end(chatChunk("Hel") + chatChunk("lo"));
		});
		const texts: string[] = [];
		const error = await failureOf(
			(async () => {
				for await (const chunk of chatStream(server.url)) texts.push(chunk.choices[0]?.delta.content ?? "");
			})(),
		);
		expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
		expect(error.message).toBe(
			"Received an incomplete stream from hf-inference conversational API: it ended before [DONE] and before any finish_reason.",
		);
		expect(texts).toEqual(["Hel", "lo"]);
	});

	it("refuse an empty event stream", async () => {
		const server = await hostileServer((_, response) => {
			sse(response);
			response.end();
		});
		const error = await failureOf(readChat(chatStream(server.url)));
		expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
		expect(error.message).toMatch(/ended before \[DONE\]/);
	});
});

describe("a stream's limits", () => {
	it("end a line that never ends at the default limit (4 Mi characters), saying so, and hang up", async () => {
		let sent: ReturnType<typeof flood> | undefined;
		const server = await hostileServer((_, response) => {
			sse(response);
			sent = flood(response, "data: ", "x", 256 * 1024 * 1024);
		});
		const error = await failureOf(readChat(chatStream(server.url)));
		expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
		expect(error.message).toBe(
			"Received a server-sent event line or event longer than 4194304 characters (maxStreamEventLength); the stream was stopped.",
		);
		await sent?.closed;
		expect(sent?.cutShort).toBe(true);
		// The limit, plus what the two sockets' buffers held when the client hung up.
		expect(sent?.written).toBeLessThan(4 * 1024 * 1024 + 16 * 1024 * 1024);
	});

	it("count every data line of one event against the limit", async () => {
		let sent: ReturnType<typeof flood> | undefined;
		const server = await hostileServer((_, response) => {
			sse(response);
			sent = flood(response, "", `data: ${"y".repeat(1000)}\n`, 256 * 1024 * 1024);
		});
		const error = await failureOf(readChat(chatStream(server.url, { maxStreamEventLength: 65_536 })));
		expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
		expect(error.message).toMatch(/longer than 65536 characters/);
		await sent?.closed;
		expect(sent?.written).toBeLessThan(16 * 1024 * 1024);
	});

	it("keep a stream that sends only keep-alive comments for longer than the idle limit", async () => {
		const server = await hostileServer((_, response) => {
			sse(response);
			response.write(chatChunk("Hel"));
			let beats = 0;
			const beat = setInterval(() => {
				response.write(": keep-alive\n\n");
				if (++beats === 12) {
					clearInterval(beat);
					response.end(`${chatChunk("lo", "stop")}data: [DONE]\n\n`);
				}
			}, 50);
			response.on("close", () => clearInterval(beat));
		});
		// 600 ms of comments against a 200 ms idle limit: only a silence counts.
		expect(await settles(readChat(chatStream(server.url, { idleTimeoutMs: 200 })))).toEqual(["Hel", "lo"]);
	});

	it("end a silent stream with the idle limit's own message", async () => {
		const server = await hostileServer((_, response) => {
			sse(response);
			response.write(chatChunk("Hel"));
		});
		const error = await failureOf(readChat(chatStream(server.url, { idleTimeoutMs: 200 })));
		expect(error).toBeInstanceOf(InferenceClientTimeoutError);
		expect(error.message).toBe("The stream sent nothing for 200 ms (idleTimeoutMs); it was closed.");
	});

	it("bound the wait for the stream to open by timeoutMs", async () => {
		const server = await hostileServer(() => {});
		const error = await failureOf(readChat(chatStream(server.url, { timeoutMs: 200 })));
		expect(error).toBeInstanceOf(InferenceClientTimeoutError);
		expect(error.message).toBe("The request timed out after 200 ms.");
	});

	it("let a stream run longer than timeoutMs once it has opened", async () => {
		const server = await hostileServer((_, response) => {
			sse(response);
			response.write(chatChunk("Hel"));
			setTimeout(() => response.end(`${chatChunk("lo", "stop")}data: [DONE]\n\n`), 400);
		});
		expect(await settles(readChat(chatStream(server.url, { timeoutMs: 200 })))).toEqual(["Hel", "lo"]);
	});
});

describe("aborting a stream", () => {
	it("mid-stream: an AbortError carrying the caller's reason, and the connection closed", async () => {
		let closed: Promise<void> | undefined;
		const server = await hostileServer((_, response) => {
			sse(response);
			response.write(chatChunk("Hel"));
			closed = new Promise((resolve) => response.on("close", resolve));
		});
		const controller = new AbortController();
		const reason = new Error("stopped by the test");
		const texts: string[] = [];
		const error = await failureOf(
			(async () => {
				for await (const chunk of chatStream(server.url, { signal: controller.signal })) {
					texts.push(chunk.choices[0]?.delta.content ?? "");
					controller.abort(reason);
				}
			})(),
		);
		expect(error).toBeInstanceOf(InferenceClientAbortError);
		expect(error.name).toBe("AbortError");
		expect(error.cause).toBe(reason);
		expect(texts).toEqual(["Hel"]);
		await settles(closed as Promise<void>);
	});

	it("before it starts: an AbortError, and nothing sent", async () => {
		const server = await hostileServer((_, response) => {
			sse(response);
			response.end("data: [DONE]\n\n");
		});
		const controller = new AbortController();
		controller.abort();
		const error = await failureOf(readChat(chatStream(server.url, { signal: controller.signal })));
		expect(error).toBeInstanceOf(InferenceClientAbortError);
		expect(error.name).toBe("AbortError");
		expect(server.hits).toBe(0);
	});
});
