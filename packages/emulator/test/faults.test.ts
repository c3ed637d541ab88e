import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startEmulator } from "../src/index.js";
import type { Emulator } from "../src/types.js";
import { CHAT, call, json, useEmulator } from "./helpers.js";

const emu = useEmulator();
const chatBody = { model: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo", ...CHAT };
const chatUrl = () => `${emu.current.url}/together/v1/chat/completions`;
const withFault = (fault: string) => ({ headers: { "x-emulator-fault": fault } });

afterEach(() => {
	vi.mocked(globalThis.setTimeout).mockRestore?.();
});

/**
 * How fetch reports a connection the server closed mid-answer: undici's SocketError "other side
 * closed" (code UND_ERR_SOCKET), raised when the socket ends before the response does, under the
 * TypeError "terminated" fetch gives a body that cannot be read on. Read in nodejs/undici
 * lib/dispatcher/client-h1.js (commit 00f1914b, the socket's 'end' listener); Node 20.20's fetch is
 * undici 6.24.1.
 */
const CONNECTION_DROPPED = {
	name: "TypeError",
	message: "terminated",
	cause: expect.objectContaining({ code: "UND_ERR_SOCKET", message: "other side closed" }),
};

/** Reads a body to its end or its breaking point; `error` tells which. */
async function readAll(response: Response): Promise<{ text: string; error?: unknown }> {
	const reader = response.body?.getReader();
	const decoder = new TextDecoder();
	let text = "";
	try {
		for (;;) {
			const chunk = await reader?.read();
			if (!chunk || chunk.done) return { text };
			text += decoder.decode(chunk.value, { stream: true });
		}
	} catch (error) {
		return { text, error };
	}
}

describe("per-request faults (header)", () => {
	it("rate-limit: 429 with Retry-After and the provider's error shape", async () => {
		const response = await call(chatUrl(), chatBody, withFault("rate-limit; retry-after=7"));
		expect(response.status).toBe(429);
		expect(response.headers.get("retry-after")).toBe("7");
		const body = await json<{ error: { message: string; code: string } }>(response);
		expect(body.error.code).toBe("rate_limit_exceeded");
		const fal = await call(
			`${emu.current.url}/fal-ai/fal-ai/flux/dev?_subdomain=queue`,
			{ prompt: "x" },
			withFault("rate-limit"),
		);
		expect(fal.headers.get("retry-after")).toBe("1");
		expect(Object.keys(await json(fal))).toEqual(["detail"]);
	});

	it("server-error: 500 JSON", async () => {
		const response = await call(
			`${emu.current.url}/hf-inference/models/dslim/bert-base-NER`,
			{ inputs: "x" },
			withFault("server-error"),
		);
		expect(response.status).toBe(500);
		expect(await json(response)).toEqual({ error: "Internal server error" });
	});

	it("loading: 503 with the model and estimated_time", async () => {
		const response = await call(
			`${emu.current.url}/hf-inference/models/dslim/bert-base-NER`,
			{ inputs: "x" },
			withFault("loading; estimated-time=12.5"),
		);
		expect(response.status).toBe(503);
		expect(await json(response)).toEqual({
			error: "Model dslim/bert-base-NER is currently loading",
			estimated_time: 12.5,
		});
	});

	it("latency: waits, then answers normally", async () => {
		const started = Date.now();
		const response = await call(chatUrl(), chatBody, withFault("latency; latency-ms=150"));
		expect(response.status).toBe(200);
		expect(Date.now() - started).toBeGreaterThanOrEqual(140);
	});

	it("cut-stream on a stream: a couple of events, a partial one, then the connection drops", async () => {
		const response = await call(chatUrl(), { ...chatBody, stream: true }, withFault("cut-stream"));
		expect(response.status).toBe(200);
		const { text, error } = await readAll(response);
		expect(error).toMatchObject(CONNECTION_DROPPED);
		expect(text.match(/^data: \{.*\}$/gm)).toHaveLength(2);
		expect(text.endsWith('data: {"choi')).toBe(true);
		expect(text).not.toContain("[DONE]");
	});

	it("cut-stream on a plain answer: half the promised bytes", async () => {
		const response = await call(chatUrl(), chatBody, withFault("cut-stream"));
		const promised = Number(response.headers.get("content-length"));
		const { text, error } = await readAll(response);
		expect(error).toMatchObject(CONNECTION_DROPPED);
		expect(text.length).toBe(Math.floor(promised / 2));
	});

	it("stream-error on a stream: a couple of events, an error event, and no [DONE]", async () => {
		const response = await call(chatUrl(), { ...chatBody, stream: true }, withFault("stream-error"));
		expect(response.status).toBe(200);
		const { text, error } = await readAll(response);
		expect(error).toBeUndefined();
		const events = (text.match(/^data: .*$/gm) ?? []).map((line) => JSON.parse(line.slice(6)));
		expect(events).toHaveLength(3);
		expect(events[2]).toEqual({
			error: {
				message: "The model ran out of memory while generating (injected fault)",
				type: "server_error",
			},
		});
		expect(text).not.toContain("[DONE]");
	});

	it("malformed-json: 200, application/json, and a body that does not parse", async () => {
		const response = await call(chatUrl(), chatBody, withFault("malformed-json"));
		expect(response.status).toBe(200);
		expect(response.headers.get("content-type")).toBe("application/json");
		expect(await response.text()).toBe('{"choices": [');
	});

	it("html-error: 502 with an HTML page", async () => {
		const response = await call(chatUrl(), chatBody, withFault("html-error"));
		expect(response.status).toBe(502);
		expect(response.headers.get("content-type")).toMatch(/^text\/html/);
		expect(await response.text()).toContain("<h1>502 Bad Gateway</h1>");
	});

	it("the router's refusals: 401, 403, 400 and 402 in its own words", async () => {
		const answers = await Promise.all(
			["invalid-token", "token-lacks-inference", "provider-not-enabled", "credits-exhausted"].map(
				async (fault) => {
					const response = await call(chatUrl(), chatBody, withFault(fault));
					return [response.status, JSON.stringify(await response.json())];
				},
			),
		);
		expect(answers.map(([status]) => status)).toEqual([401, 403, 400, 402]);
		expect(answers[0]?.[1]).toContain("Invalid credentials in Authorization header");
		expect(answers[1]?.[1]).toContain("does not have sufficient permissions to call Inference Providers");
		expect(answers[2]?.[1]).toContain("is not supported by any provider you have enabled");
		expect(answers[3]?.[1]).toContain("credits");
	});

	it("reset: the socket is destroyed without an answer", async () => {
		await expect(call(chatUrl(), chatBody, withFault("reset"))).rejects.toThrow();
	});

	it("an unknown fault or parameter is refused with 400", async () => {
		const response = await call(chatUrl(), chatBody, withFault("meteor"));
		expect(response.status).toBe(400);
		expect((await json(response)).error).toMatch(/Unknown emulator fault 'meteor'.*rate-limit/);
		expect((await call(chatUrl(), chatBody, withFault("latency; latency-ms=soon"))).status).toBe(400);
	});

	it("a latency beyond what a timer can wait is refused with 400, naming the fault and the range", async () => {
		// Refused before any wait: no timer is armed for the latency asked, nor for the longest a timer waits.
		const armed = vi.spyOn(globalThis, "setTimeout");
		for (const response of [
			await call(chatUrl(), chatBody, withFault("latency; latency-ms=99999999999")),
			await call(
				`${emu.current.url}/__fault/latency;latency-ms=2147483648/together/v1/chat/completions`,
				chatBody,
			),
		]) {
			expect(response.status).toBe(400);
			expect((await json<{ error: string }>(response)).error).toMatch(
				/^Invalid latency fault parameter 'latency-ms=\d+': latency-ms is from 0 to 2147483647 \(milliseconds, about 24\.8 days\)\.$/,
			);
		}
		const delays = armed.mock.calls.map(([, ms]) => ms);
		for (const waited of [99_999_999_999, 2_147_483_648, 2_147_483_647]) expect(delays).not.toContain(waited);
	});
});

describe("per-request faults (route prefix)", () => {
	it("/__fault/<fault>/... faults the request, and the rest of the path is served normally", async () => {
		const faulted = await call(`${emu.current.url}/__fault/loading/hf-inference/models/dslim/bert-base-NER`, {
			inputs: "x",
		});
		expect(faulted.status).toBe(503);
		const withParams = await call(
			`${emu.current.url}/__fault/rate-limit;retry-after=4/together/v1/chat/completions`,
			chatBody,
		);
		expect(withParams.headers.get("retry-after")).toBe("4");
		const normal = await call(
			`${emu.current.url}/__fault/latency;latency-ms=1/hf-inference/models/dslim/bert-base-NER`,
			{ inputs: "Sarah" },
		);
		expect(normal.status).toBe(200);
		expect(await json(normal)).toEqual([expect.objectContaining({ word: "Sarah" })]);
	});
});

describe("server-wide fault rules", () => {
	let emulator: Emulator;
	beforeAll(async () => {
		emulator = await startEmulator({ faults: [{ fault: "server-error", path: "/together", times: 2 }] });
	});
	afterAll(() => emulator.close());

	it("apply to the first N matching requests only, and not to other paths", async () => {
		const url = `${emulator.url}/together/v1/chat/completions`;
		expect(
			(
				await call(`${emulator.url}/groq/openai/v1/chat/completions`, {
					model: "llama-3.1-8b-instant",
					...CHAT,
				})
			).status,
		).toBe(200);
		const statuses = [];
		for (let i = 0; i < 3; i++) statuses.push((await call(url, chatBody)).status);
		expect(statuses).toEqual([500, 500, 200]);
	});

	it("reset() restarts the counters; setFaults() replaces the rules", async () => {
		emulator.reset();
		expect((await call(`${emulator.url}/together/v1/chat/completions`, chatBody)).status).toBe(500);
		emulator.setFaults([{ fault: "rate-limit", path: /\/chat\/completions$/, times: 1, retryAfter: 3 }]);
		const limited = await call(`${emulator.url}/groq/openai/v1/chat/completions`, {
			model: "llama-3.1-8b-instant",
			...CHAT,
		});
		expect(limited.status).toBe(429);
		expect(limited.headers.get("retry-after")).toBe("3");
		expect((await call(`${emulator.url}/together/v1/chat/completions`, chatBody)).status).toBe(200);
	});

	it("leave /api alone unless a rule names it", async () => {
		emulator.setFaults([{ fault: "html-error" }]);
		expect((await call(`${emulator.url}/api/tasks`)).status).toBe(200);
		expect((await call(`${emulator.url}/together/v1/chat/completions`, chatBody)).status).toBe(502);
		emulator.setFaults([{ fault: "html-error", path: "/api/" }]);
		expect((await call(`${emulator.url}/api/tasks`)).status).toBe(502);
		emulator.setFaults([]);
	});

	it("refuse a latency beyond what a timer can wait, naming the rule's field and the range", async () => {
		const message =
			"Invalid latency fault rule: latencyMs is from 0 to 2147483647 (milliseconds, about 24.8 days), not 99999999999.";
		expect(() => emulator.setFaults([{ fault: "latency", latencyMs: 99_999_999_999 }])).toThrow(
			new RangeError(message),
		);
		await expect(
			startEmulator({ faults: [{ fault: "latency", latencyMs: 99_999_999_999 }] }),
		).rejects.toThrow(new RangeError(message));
		expect((await call(`${emulator.url}/together/v1/chat/completions`, chatBody)).status).toBe(200);
	});

	it("give way to a per-request fault without spending a use", async () => {
		emulator.setFaults([{ fault: "server-error", times: 1 }]);
		expect(
			(await call(`${emulator.url}/together/v1/chat/completions`, chatBody, withFault("html-error"))).status,
		).toBe(502);
		expect((await call(`${emulator.url}/together/v1/chat/completions`, chatBody)).status).toBe(500);
		expect((await call(`${emulator.url}/together/v1/chat/completions`, chatBody)).status).toBe(200);
	});
});
