import { afterEach, describe, expect, it, vi } from "vitest";
import { showsSecret } from "../src/errors/secrets.js";
import {
	InferenceClientAbortError,
	InferenceClientError,
	InferenceClientInputError,
	InferenceClientProviderApiError,
	InferenceClientProviderOutputError,
	InferenceClientTimeoutError,
} from "../src/index.js";
import { DEFAULT_TIMEOUT_MS } from "../src/request/call-context.js";
import { HUB_TOKEN, inferenceRequests, routedClient, seeded, useEmulator } from "./support/emulator.js";

const emulator = useEmulator();
const messages = [{ role: "user" as const, content: "Hello" }];

/** The error a call ends in; fails the test if it succeeds. */
async function failure(call: Promise<unknown>): Promise<Error> {
	try {
		await call;
	} catch (error) {
		return error as Error;
	}
	throw new Error("the call succeeded");
}

/** No trace of the token anywhere an error exposes. */
function expectNoToken(error: unknown) {
	const seen = [
		String(error),
		(error as Error).message,
		(error as Error).stack ?? "",
		JSON.stringify(error),
		JSON.stringify((error as { httpRequest?: unknown }).httpRequest ?? null),
		JSON.stringify((error as { httpResponse?: unknown }).httpResponse ?? null),
	].join("\n");
	expect(seen).not.toContain(HUB_TOKEN);
	expect(seen).not.toContain(HUB_TOKEN.slice(3));
}

function chat(extra: Parameters<typeof routedClient>[1] = {}) {
	const { model } = seeded("hf-inference", "conversational");
	return routedClient(emulator.current.url, { maxRetryDelayMs: 5_000, ...extra }).chatCompletion({
		model,
		messages,
	});
}

const chatRequests = () => inferenceRequests(emulator.current);

interface ArmedTimer {
	ms: number;
	handle: unknown;
}

const realSetTimeout = globalThis.setTimeout;

/**
 * Records the timers the client arms from here on: its call's time limit and its waits, all set in
 * request/call-context.ts (the runtime's and the emulator's own timers are left out). What a wait
 * is, and whether an abort cancelled it, is then read from the timers themselves, not from how long
 * a busy machine took. Restored after each test.
 */
function watchClientTimers() {
	const armed: ArmedTimer[] = [];
	vi.spyOn(globalThis, "setTimeout").mockImplementation(((
		handler: () => void,
		ms?: number,
		...args: unknown[]
	) => {
		const handle = realSetTimeout(handler, ms, ...args);
		if (new Error().stack?.includes("/src/request/call-context.")) armed.push({ ms: ms ?? 0, handle });
		return handle;
	}) as typeof setTimeout);
	const clear = vi.spyOn(globalThis, "clearTimeout");
	return {
		/** The delays armed, in order. */
		delays: () => armed.map((timer) => timer.ms),
		/** Whether the timer armed for `ms` was cleared before it ran out. */
		cleared: (ms: number) => {
			const timer = armed.find((each) => each.ms === ms);
			return timer !== undefined && clear.mock.calls.some(([handle]) => handle === timer.handle);
		},
	};
}

afterEach(() => {
	vi.mocked(globalThis.setTimeout).mockRestore?.();
	vi.mocked(globalThis.clearTimeout).mockRestore?.();
});

describe("redaction", () => {
	it("starts with no token remembered by an earlier file, so each check below holds by this file's own calls", () => {
		expect(showsSecret(HUB_TOKEN)).toBe(false);
	});
});

describe("retries", () => {
	it("retry a 429 after the Retry-After the server asked for, then succeed", async () => {
		emulator.current.setFaults([{ fault: "rate-limit", times: 2, retryAfter: 0.3 }]);
		const timers = watchClientTimers();
		const started = Date.now();
		const reply = await chat();
		expect(reply.choices).toHaveLength(1);
		expect(chatRequests()).toHaveLength(3);
		expect(timers.delays()).toEqual([DEFAULT_TIMEOUT_MS, 300, 300]);
		expect(Date.now() - started).toBeGreaterThanOrEqual(550);
	});

	it("retry a loading model (503) after its estimated_time", async () => {
		emulator.current.setFaults([{ fault: "loading", times: 1, estimatedTime: 0.2 }]);
		const timers = watchClientTimers();
		const started = Date.now();
		await chat();
		expect(chatRequests()).toHaveLength(2);
		expect(timers.delays()).toEqual([DEFAULT_TIMEOUT_MS, 200]);
		expect(Date.now() - started).toBeGreaterThanOrEqual(180);
	});

	it("stop after maxRetries, each wait the Retry-After asked, and report the server's message", async () => {
		emulator.current.setFaults([{ fault: "rate-limit", retryAfter: 0 }]);
		const timers = watchClientTimers();
		const error = await failure(chat({ maxRetries: 2 }));
		expect(timers.delays()).toEqual([DEFAULT_TIMEOUT_MS, 0, 0]);
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		expect((error as InferenceClientProviderApiError).status).toBe(429);
		expect(error.message).toMatch(/^Failed to perform inference: \S/);
		expect(chatRequests()).toHaveLength(3);
		expectNoToken(error);
	});

	it("give up at once when the server asks for a longer wait than allowed", async () => {
		emulator.current.setFaults([{ fault: "rate-limit", retryAfter: 60 }]);
		const timers = watchClientTimers();
		const error = await failure(chat({ maxRetryDelayMs: 1000 }));
		expect((error as InferenceClientProviderApiError).status).toBe(429);
		// The call's own time limit, and no wait: neither the minute asked for, nor the cap, nor a backoff.
		expect(timers.delays()).toEqual([DEFAULT_TIMEOUT_MS]);
		expect(chatRequests()).toHaveLength(1);
	});

	it("do not retry a 500, and carry status, request id and the redacted request", async () => {
		emulator.current.setFaults([{ fault: "server-error" }]);
		const error = (await failure(chat())) as InferenceClientProviderApiError;
		expect(error.name).toBe("ProviderApiError");
		expect(error.status).toBe(500);
		expect(error.requestId).toMatch(/\S/);
		expect(error.httpRequest.headers?.Authorization).toBe("Bearer [redacted]");
		expect(error.httpRequest.body).toMatchObject({ messages });
		expect(chatRequests()).toHaveLength(1);
		expectNoToken(error);
	});

	it("do not retry at all with retryOnError: false", async () => {
		emulator.current.setFaults([{ fault: "loading", estimatedTime: 0 }]);
		const error = await failure(chat({ retryOnError: false }));
		expect((error as InferenceClientProviderApiError).status).toBe(503);
		expect(chatRequests()).toHaveLength(1);
	});

	it("take the reference client's retry_on_error: false, per call or per client, as retryOnError: false", async () => {
		emulator.current.setFaults([{ fault: "loading", estimatedTime: 0 }]);
		const { model } = seeded("hf-inference", "conversational");
		const perCall = await failure(
			routedClient(emulator.current.url).chatCompletion({ model, messages }, { retry_on_error: false }),
		);
		expect((perCall as InferenceClientProviderApiError).status).toBe(503);
		expect(chatRequests()).toHaveLength(1);
		emulator.current.reset();
		await failure(chat({ retry_on_error: false }));
		expect(chatRequests()).toHaveLength(1);
		emulator.current.reset();
		// A call's own option wins over its client's, whichever spelling either uses.
		await failure(
			routedClient(emulator.current.url, { retryOnError: true }).chatCompletion(
				{ model, messages },
				{ retry_on_error: false },
			),
		);
		expect(chatRequests()).toHaveLength(1);
	});

	it("refuse retryOnError and retry_on_error given together with different values, before any request", async () => {
		const error = await failure(chat({ retryOnError: true, retry_on_error: false }));
		expect(error).toBeInstanceOf(InferenceClientInputError);
		expect(error.message).toContain("retryOnError");
		expect(error.message).toContain("retry_on_error");
		expect(emulator.current.requests).toHaveLength(0);
		await chat({ retryOnError: false, retry_on_error: false });
	});

	it("retry a connection reset after a backoff, then report it as a typed error", async () => {
		emulator.current.setFaults([{ fault: "reset", times: 1 }]);
		const timers = watchClientTimers();
		expect((await chat()).choices).toHaveLength(1);
		// No server asked for a wait: the first backoff step, 500 ms with jitter down to half.
		const [limit, backoff] = timers.delays();
		expect(limit).toBe(DEFAULT_TIMEOUT_MS);
		expect(backoff).toBeGreaterThanOrEqual(250);
		expect(backoff).toBeLessThanOrEqual(500);
		expect(timers.delays()).toHaveLength(2);
		emulator.current.reset();
		emulator.current.setFaults([{ fault: "reset" }]);
		const error = (await failure(chat({ maxRetries: 1 }))) as InferenceClientProviderApiError;
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		expect(error.status).toBe(0);
		expect(error.message).toMatch(/^Failed to perform inference: could not reach 127\.0\.0\.1:\d+ \(/);
		expect(chatRequests()).toHaveLength(2);
		expectNoToken(error);
	});
});

describe("broken answers", () => {
	it("report malformed JSON as an output error", async () => {
		emulator.current.setFaults([{ fault: "malformed-json" }]);
		const error = await failure(chat());
		expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
		expect(error.message).toBe(
			"Received malformed response from hf-inference conversational API: the body is not valid JSON.",
		);
	});

	it("report an HTML error page with its status, not as JSON noise", async () => {
		emulator.current.setFaults([{ fault: "html-error" }]);
		const error = (await failure(chat())) as InferenceClientProviderApiError;
		expect(error.status).toBe(502);
		expect(error.message).toBe(
			"Failed to perform inference: an HTTP error occurred when requesting the provider (HTTP 502, with an HTML page)",
		);
	});

	it("report a stream cut mid-event as an incomplete stream, after the chunks that did arrive", async () => {
		emulator.current.setFaults([{ fault: "cut-stream" }]);
		const { model } = seeded("hf-inference", "conversational");
		const chunks: unknown[] = [];
		const error = await failure(
			(async () => {
				for await (const chunk of routedClient(emulator.current.url).chatCompletionStream({
					model,
					messages,
				}))
					chunks.push(chunk);
			})(),
		);
		expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
		expect(error.message).toBe(
			"Received an incomplete stream from hf-inference conversational API: the connection closed before [DONE].",
		);
		expect(chunks.length).toBeGreaterThan(0);
	});

	it("report a body cut short as incomplete", async () => {
		emulator.current.setFaults([{ fault: "cut-stream" }]);
		const error = await failure(chat());
		expect(error).toBeInstanceOf(InferenceClientError);
		expect(error.message).toMatch(/incomplete response|not valid JSON/);
	});
});

describe("time limits", () => {
	it("end a slow call with a timeout error", async () => {
		// The server would answer after a minute, past the test's own time limit: only the call's limit can end it.
		emulator.current.setFaults([{ fault: "latency", latencyMs: 60_000 }]);
		const timers = watchClientTimers();
		const error = await failure(chat({ timeoutMs: 200 }));
		expect(error).toBeInstanceOf(InferenceClientTimeoutError);
		expect(error.message).toBe("The request timed out after 200 ms.");
		expect(timers.delays()).toEqual([200]);
		expect(chatRequests()).toHaveLength(1);
	});

	it("count retries inside the timeout", async () => {
		emulator.current.setFaults([{ fault: "rate-limit", retryAfter: 1 }]);
		const error = await failure(chat({ timeoutMs: 300 }));
		expect(error).toBeInstanceOf(InferenceClientTimeoutError);
	});

	it("abort while polling a queued job, at once", async () => {
		const { model } = seeded("fal-ai", "text-to-image");
		const controller = new AbortController();
		// A wait between status checks longer than the test may last: only the abort can end it.
		const interval = 60_000;
		const client = routedClient(emulator.current.url, {
			polling: { intervalMs: interval },
			signal: controller.signal,
		});
		const timers = watchClientTimers();
		const call = failure(client.textToImage({ model, provider: "fal-ai", inputs: "a lighthouse" }));
		await vi.waitFor(() => expect(timers.delays()).toContain(interval), { timeout: 10_000 });
		controller.abort(new Error("stopped by the test"));
		const error = await call;
		expect(error).toBeInstanceOf(InferenceClientAbortError);
		expect(error.name).toBe("AbortError");
		expect((error.cause as Error).message).toBe("stopped by the test");
		expect(timers.cleared(interval)).toBe(true);
	});

	it("stop polling after maxAttempts with a timeout error", async () => {
		const { model } = seeded("fal-ai", "text-to-image");
		const client = routedClient(emulator.current.url, { polling: { intervalMs: 10, maxAttempts: 1 } });
		const error = await failure(client.textToImage({ model, provider: "fal-ai", inputs: "a lighthouse" }));
		expect(error).toBeInstanceOf(InferenceClientTimeoutError);
		expect(error.message).toMatch(/still running after 1 status checks/);
	});
});
