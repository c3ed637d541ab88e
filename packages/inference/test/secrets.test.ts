import type { ServerResponse } from "node:http";
import { inspect } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
	type ClientOptions,
	InferenceClient,
	InferenceClientError,
	InferenceClientHubApiError,
	InferenceClientInputError,
	InferenceClientProviderApiError,
	InferenceClientProviderOutputError,
	InferenceClientRoutingError,
	InferenceClientTimeoutError,
	type InferenceProviderMappingEntry,
	MappingCache,
} from "../src/index.js";
import { HUB_TOKEN } from "./support/emulator.js";
import { failure, json, type Loopback, type SeenRequest, startLoopback } from "./support/loopback.js";

const TOKEN = HUB_TOKEN;
/** The forms a token takes on the wire: as is, URL-encoded, and base64 inside Basic credentials. */
const FORMS = [TOKEN, encodeURIComponent(TOKEN), btoa(TOKEN), btoa(`user:${TOKEN}`).slice(8, -4)];
/** What any one view of an error may weigh at most: a few KB of message, 16 KiB of body and the rest. */
const MAX_VIEW = 64 * 1024;
const MAX_MESSAGE = 5 * 1024;

/** Every way an error is commonly shown or logged. */
function allViews(error: unknown): Record<string, string> {
	const err = error as Error & { requestId?: unknown };
	return {
		message: err.message,
		string: String(err),
		json: JSON.stringify(err),
		inspect: inspect(err, { depth: Number.POSITIVE_INFINITY }),
		stack: err.stack ?? "",
		requestId: String(err.requestId ?? ""),
	};
}

function expectSafe(error: unknown): void {
	expect(error).toBeInstanceOf(InferenceClientError);
	const views = allViews(error);
	for (const [view, text] of Object.entries(views)) {
		for (const form of FORMS) {
			if (text.includes(form)) throw new Error(`the token shows in ${view}: ${text.slice(0, 300)}`);
		}
		expect(text.length, view).toBeLessThan(MAX_VIEW);
	}
	expect((error as Error).message.length).toBeLessThan(MAX_MESSAGE);
	expect(JSON.parse(views.json ?? "{}")).toMatchObject({
		name: (error as Error).name,
		message: (error as Error).message,
	});
}

type Behaviour = (request: SeenRequest, response: ServerResponse, url: string) => void;
let behaviour: Behaviour;
let server: Loopback;

beforeAll(async () => {
	server = await startLoopback((request, response) => behaviour(request, response, server.url));
});
afterAll(() => server.close());
beforeEach(() => {
	server.requests.length = 0;
});

const mapping = (fields: Partial<InferenceProviderMappingEntry> = {}): InferenceProviderMappingEntry => ({
	provider: "hf-inference",
	hfModelId: "owner/name",
	providerId: "owner/name",
	status: "live",
	task: "text-classification",
	...fields,
});

function client(extra: ClientOptions = {}): InferenceClient {
	return new InferenceClient(TOKEN, {
		routerUrl: server.url,
		hubUrl: server.url,
		retryOnError: false,
		mappingCache: new MappingCache(),
		...extra,
	});
}

const classify = (extra: ClientOptions = {}) =>
	client(extra).textClassification({ model: "owner/name", inputs: "x", providerMapping: mapping() });

describe("no view of an error shows the token, and every view is bounded", () => {
	it("a request id that echoes the token", async () => {
		behaviour = (_request, response) =>
			json(response, 400, { error: "bad" }, { "x-request-id": `req-${TOKEN}` });
		const error = await failure(classify());
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		expectSafe(error);
		expect((error as InferenceClientProviderApiError).requestId).toMatch(/^req-/);
	});

	it("a body that uses the token as a JSON key, and hides it in nested values", async () => {
		behaviour = (_request, response) =>
			json(response, 400, {
				[TOKEN]: true,
				error: { message: "bad request" },
				details: [{ deep: { value: `Bearer ${TOKEN}`, [`key ${TOKEN}`]: [TOKEN] } }],
			});
		const error = await failure(classify());
		expectSafe(error);
		expect(JSON.stringify((error as InferenceClientProviderApiError).httpResponse.body)).toContain(
			"bad request",
		);
	});

	it("a 5 MB error string with the token in it", async () => {
		behaviour = (_request, response) =>
			json(response, 400, { error: `${TOKEN} ${"x".repeat(5_000_000)} ${TOKEN}` });
		expectSafe(await failure(classify()));
	});

	it("a 5 MB error text (not JSON)", async () => {
		behaviour = (_request, response) => {
			response.writeHead(500, { "content-type": "text/plain" });
			response.end(`${TOKEN}\n${"y".repeat(5_000_000)}`);
		};
		expectSafe(await failure(classify()));
	});

	it("a redirect whose Location carries the token, to an error that echoes its URL", async () => {
		behaviour = (request, response) => {
			if (request.url.startsWith("/echo")) json(response, 400, { error: `you asked for ${request.url}` });
			else {
				response.writeHead(307, { location: `/echo?token=${TOKEN}&again=${encodeURIComponent(TOKEN)}` });
				response.end();
			}
		};
		expectSafe(await failure(classify()));
	});

	it("the hub echoing the token in a lookup error", async () => {
		behaviour = (_request, response) =>
			json(response, 404, { error: `Repository not found (token ${TOKEN})` }, { "x-request-id": TOKEN });
		const error = await failure(client().textClassification({ model: "owner/name", inputs: "x" }));
		expect(error).toBeInstanceOf(InferenceClientHubApiError);
		expectSafe(error);
	});

	it("a success that is not JSON, whose parse error quotes the token", async () => {
		behaviour = (_request, response) => {
			response.writeHead(200, { "content-type": "application/json" });
			response.end(`${TOKEN} is not JSON`);
		};
		const error = await failure(classify());
		expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
		expectSafe(error);
	});

	it("a stream whose error event echoes the token", async () => {
		behaviour = (_request, response) => {
			response.writeHead(200, { "content-type": "text/event-stream" });
			response.end(`data: ${JSON.stringify({ error: { message: `bad key ${TOKEN}` } })}\n\n`);
		};
		const error = await failure(async () => {
			const stream = client().chatCompletionStream({
				model: "owner/name",
				provider: "hf-inference",
				messages: [{ role: "user", content: "hi" }],
				providerMapping: mapping({ task: "conversational" }),
			});
			for await (const _chunk of stream) {
				// drained for its error
			}
		});
		expectSafe(error);
	});

	it("a queued job whose failure reason echoes the token", async () => {
		behaviour = (request, response, url) => {
			if (request.method === "POST")
				json(response, 200, { request_id: "r1", response_url: `${url}/fal-ai/fal-ai/flux/dev/requests/r1` });
			else json(response, 200, { status: "FAILED", error: `rejected key ${TOKEN}` });
		};
		const error = await failure(
			client({ polling: { intervalMs: 1 } }).textToImage({
				model: "owner/name",
				provider: "fal-ai",
				inputs: "a cat",
				providerMapping: mapping({
					provider: "fal-ai",
					providerId: "fal-ai/flux/dev",
					task: "text-to-image",
				}),
			}),
		);
		expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
		expectSafe(error);
	});

	it("a network failure whose cause chain carries the token and its Basic form", async () => {
		const failing: typeof fetch = async () => {
			const inner = new Error(`header value "Basic ${btoa(`user:${TOKEN}`)}" refused`);
			throw new TypeError(`fetch failed for Bearer ${TOKEN}`, {
				cause: Object.assign(new Error(`socket closed: ${TOKEN}`, { cause: inner }), { code: "ECONNRESET" }),
			});
		};
		const error = await failure(classify({ fetch: failing }));
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		expectSafe(error);
		// The cause chain is kept, scrubbed: its kinds and codes still tell what happened.
		const cause = error.cause as Error & { code?: string; cause?: Error };
		expect(cause.name).toBe("TypeError");
		expect(cause.cause && (cause.cause as { code?: string }).code).toBe("ECONNRESET");
	});

	it("a model id that contains the token (an input error quotes the value)", async () => {
		const error = await failure(client().textClassification({ model: `${TOKEN}/../x`, inputs: "x" }));
		expect(error).toBeInstanceOf(InferenceClientInputError);
		expectSafe(error);
	});

	it("a hub mapping that names the token (a routing error quotes the value)", async () => {
		behaviour = (_request, response) =>
			json(response, 200, { inferenceProviderMapping: [mapping({ providerId: `../${TOKEN}` })] });
		const error = await failure(client().textClassification({ model: "owner/name", inputs: "x" }));
		expect(error).toBeInstanceOf(InferenceClientRoutingError);
		expectSafe(error);
	});

	it("a timeout", async () => {
		behaviour = () => {
			// never answers
		};
		const error = await failure(classify({ timeoutMs: 100 }));
		expect(error).toBeInstanceOf(InferenceClientTimeoutError);
		expectSafe(error);
	});
});

describe("a password in a host option", () => {
	const PASSWORD = "pa55-w0rd-that-must-stay-hidden";
	const withCredentials = () => server.url.replace("http://", `http://someone:${PASSWORD}@`);
	/** The password as it may show: as is, URL-encoded, and inside a Basic credential. */
	const secretForms = [PASSWORD, encodeURIComponent(PASSWORD), btoa(`someone:${PASSWORD}`).slice(4, -4)];

	function expectRefusedUnseen(error: Error, option: string): void {
		expect(error).toBeInstanceOf(InferenceClientInputError);
		expect(error.message).toContain(option);
		const views = { ...allViews(error), cause: inspect(error.cause, { depth: Number.POSITIVE_INFINITY }) };
		for (const [view, text] of Object.entries(views)) {
			for (const form of secretForms) {
				if (text.includes(form)) throw new Error(`the password shows in ${view}: ${text.slice(0, 300)}`);
			}
		}
	}

	it.each([
		["routerUrl", () => ({ routerUrl: withCredentials() })],
		["hubUrl", () => ({ hubUrl: withCredentials() })],
		["providerBaseUrls", () => ({ providerBaseUrls: { together: withCredentials() } })],
	] as Array<[string, () => ClientOptions]>)(
		"%s is refused before any request, per client and per call, and no view of the error shows it",
		async (option, hosts) => {
			behaviour = (_request, response) => json(response, 200, [[{ label: "POSITIVE", score: 1 }]]);
			// Without a mapping, so that the hub would be asked first.
			const call = (extra: ClientOptions, callOptions?: ClientOptions) =>
				client(extra).textClassification({ model: "owner/name", inputs: "x" }, callOptions);
			expectRefusedUnseen(await failure(call(hosts())), option);
			expectRefusedUnseen(await failure(call({}, hosts())), option);
			expectRefusedUnseen(
				await failure(
					client(hosts()).chatCompletion({
						model: "owner/name",
						provider: "together",
						messages: [{ role: "user", content: "hi" }],
					}),
				),
				option,
			);
			expect(server.requests).toEqual([]);
		},
	);
});

describe("what an error keeps is bounded", () => {
	it("a huge body keeps at most 16 KiB of text, with long strings and keys cut", async () => {
		const big = Object.fromEntries(
			Array.from({ length: 25 }, (_, i) => [`${"k".repeat(1000)}${i}`, "v".repeat(1000)]),
		);
		behaviour = (_request, response) => json(response, 400, { error: "bad", ...big });
		const error = (await failure(classify())) as InferenceClientProviderApiError;
		const kept = JSON.stringify(error.httpResponse.body);
		// Under the 64 KiB the client reads of an error body, over the 16 KiB an error keeps.
		expect(kept.length).toBeLessThan(20 * 1024);
		expect(kept).toContain("bad");
		expect(kept).not.toContain("k".repeat(300));
	});

	it("the request body kept in the error is bounded too", async () => {
		behaviour = (_request, response) => json(response, 400, { error: "bad" });
		const error = (await failure(
			client().textClassification({
				model: "owner/name",
				inputs: "z".repeat(1_000_000),
				providerMapping: mapping(),
			}),
		)) as InferenceClientProviderApiError;
		expect(JSON.stringify(error.httpRequest).length).toBeLessThan(20 * 1024);
	});
});
