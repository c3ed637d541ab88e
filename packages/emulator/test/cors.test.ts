import { request } from "node:http";
import { beforeEach, describe, expect, it } from "vitest";
import { CHAT, HF_TOKEN, useEmulator } from "./helpers.js";

const emu = useEmulator({ pollSteps: 0 });
const PAGE = "http://localhost:5173";
const CHAT_ROUTE = "/together/v1/chat/completions";
const chatBody = JSON.stringify({ model: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo", ...CHAT });

interface Raw {
	status: number;
	headers: Record<string, string | string[] | undefined>;
	body: string;
}

/** One request over a raw socket, as a browser on PAGE sends it, the whole answer read. */
function send(
	method: string,
	path: string,
	headers: Record<string, string> = {},
	body?: string,
): Promise<Raw> {
	const { hostname, port } = new URL(emu.current.url);
	return new Promise((resolve, reject) => {
		const req = request({ hostname, port, method, path, headers: { origin: PAGE, ...headers } }, (res) => {
			let text = "";
			res.setEncoding("utf8");
			res.on("data", (chunk: string) => {
				text += chunk;
			});
			res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
			res.on("error", reject);
		});
		req.on("error", reject);
		req.end(body);
	});
}

function preflight(path: string, method: string, headers: string): Promise<Raw> {
	return send("OPTIONS", path, {
		"access-control-request-method": method,
		"access-control-request-headers": headers,
	});
}

function list(value: string | string[] | undefined): string[] {
	return String(value ?? "")
		.split(",")
		.map((item) => item.trim().toLowerCase())
		.filter(Boolean);
}

/** What a browser needs to hand an answer to the page: the origin allowed, and the headers clients read exposed. */
function expectReadableCrossOrigin(answer: Raw): void {
	expect(["*", PAGE]).toContain(answer.headers["access-control-allow-origin"]);
	expect(list(answer.headers["access-control-expose-headers"])).toEqual(
		expect.arrayContaining(["x-request-id", "retry-after", "x-inference-provider"]),
	);
}

const auth = { authorization: `Bearer ${HF_TOKEN}` };
const json = { ...auth, "content-type": "application/json" };

beforeEach(() => {
	emu.current.reset();
	emu.current.setFaults([]);
});

describe("CORS preflight", () => {
	// What the inference clients send: the hub's headers, replicate's Prefer, zai's, the hosted pipelines' switches.
	const CLIENT_HEADERS = [
		"authorization",
		"content-type",
		"user-agent",
		"x-hf-bill-to",
		"prefer",
		"x-source-channel",
		"accept-language",
		"x-wait-for-model",
		"x-use-cache",
	];

	it("answers 204 with the methods and every header the clients send, each named (a * does not cover authorization)", async () => {
		const answer = await preflight(CHAT_ROUTE, "POST", CLIENT_HEADERS.join(","));
		expect(answer.status).toBe(204);
		expect(answer.body).toBe("");
		expectReadableCrossOrigin(answer);
		expect(list(answer.headers["access-control-allow-methods"])).toEqual(
			expect.arrayContaining(["get", "post"]),
		);
		expect(list(answer.headers["access-control-allow-headers"])).toEqual(
			expect.arrayContaining(CLIENT_HEADERS),
		);
		expect(Number(answer.headers["access-control-max-age"])).toBeGreaterThan(0);
	});

	it("answers on every surface: hub API, router, provider APIs, files, fault prefixes", async () => {
		for (const path of [
			"/api/models/meta-llama/Llama-3.1-8B-Instruct?expand[]=inferenceProviderMapping",
			"/hf-inference/models/google/vit-base-patch16-224",
			"/direct/together/v1/chat/completions",
			"/fal-ai/fal-ai/flux/dev?_subdomain=queue",
			"/files/image-aa5646c0f35fb5f8-256x256.jpg",
			`/__fault/rate-limit${CHAT_ROUTE}`,
		]) {
			const answer = await preflight(path, "POST", "authorization,content-type");
			expect(answer.status, path).toBe(204);
			expectReadableCrossOrigin(answer);
		}
	});

	it("is not a call: not recorded, no request id used, no fault spent, no body validated", async () => {
		emu.current.setFaults([{ fault: "rate-limit", path: "/together", times: 1 }]);
		const answer = await preflight(CHAT_ROUTE, "POST", "authorization,content-type");
		expect(answer.status).toBe(204);
		expect(answer.headers["x-request-id"]).toBeUndefined();
		expect(emu.current.requests).toEqual([]);
		const limited = await send("POST", CHAT_ROUTE, json, chatBody);
		expect(limited.status).toBe(429);
		expect(limited.headers["x-request-id"]).toBe("emu-000001");
		expect(emu.current.requests.map((recorded) => recorded.method)).toEqual(["POST"]);
	});
});

describe("every answer is readable from another origin", () => {
	const cases: [string, () => Promise<Raw>, number][] = [
		["a JSON answer", () => send("POST", CHAT_ROUTE, json, chatBody), 200],
		[
			"an event stream",
			() => send("POST", CHAT_ROUTE, json, JSON.stringify({ ...JSON.parse(chatBody), stream: true })),
			200,
		],
		["a binary file", () => send("GET", "/files/image-aa5646c0f35fb5f8-256x256.jpg"), 200],
		["the hub API", () => send("GET", "/api/models/meta-llama/Llama-3.1-8B-Instruct"), 200],
		[
			"a refused token (401)",
			() => send("POST", CHAT_ROUTE, { "content-type": "application/json" }, chatBody),
			401,
		],
		[
			"an invalid body (400)",
			() => send("POST", CHAT_ROUTE, json, JSON.stringify({ ...CHAT, model: 42 })),
			400,
		],
		["an unknown route (404)", () => send("GET", "/nowhere", auth), 404],
		["a wrong method (405)", () => send("PUT", "/files/image-aa5646c0f35fb5f8-256x256.jpg"), 405],
		[
			"an invalid fault (400)",
			() => send("POST", CHAT_ROUTE, { ...json, "x-emulator-fault": "nope" }, chatBody),
			400,
		],
		[
			"a rate limit (429)",
			() => send("POST", `/__fault/rate-limit;retry-after=3${CHAT_ROUTE}`, json, chatBody),
			429,
		],
		[
			"a server error (500)",
			() => send("POST", CHAT_ROUTE, { ...json, "x-emulator-fault": "server-error" }, chatBody),
			500,
		],
		[
			"a loading model (503)",
			() => send("POST", CHAT_ROUTE, { ...json, "x-emulator-fault": "loading" }, chatBody),
			503,
		],
		[
			"an HTML gateway page (502)",
			() => send("POST", CHAT_ROUTE, { ...json, "x-emulator-fault": "html-error" }, chatBody),
			502,
		],
		[
			"malformed JSON",
			() => send("POST", CHAT_ROUTE, { ...json, "x-emulator-fault": "malformed-json" }, chatBody),
			200,
		],
		[
			"a stream ending in an error event",
			() =>
				send(
					"POST",
					CHAT_ROUTE,
					{ ...json, "x-emulator-fault": "stream-error" },
					JSON.stringify({ ...JSON.parse(chatBody), stream: true }),
				),
			200,
		],
	];
	for (const [name, make, status] of cases) {
		it(name, async () => {
			const answer = await make();
			expect(answer.status).toBe(status);
			expectReadableCrossOrigin(answer);
			expect(answer.headers["x-request-id"]).toMatch(/^emu-\d{6}$/);
		});
	}

	it("streams are event streams and rate limits say when to retry, both exposed", async () => {
		const stream = await send(
			"POST",
			CHAT_ROUTE,
			json,
			JSON.stringify({ ...JSON.parse(chatBody), stream: true }),
		);
		expect(stream.headers["content-type"]).toBe("text/event-stream");
		const limited = await send("POST", `/__fault/rate-limit;retry-after=3${CHAT_ROUTE}`, json, chatBody);
		expect(limited.headers["retry-after"]).toBe("3");
	});
});
