import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import {
	InferenceClient,
	InferenceClientInputError,
	InferenceClientProviderApiError,
	InferenceClientProviderOutputError,
	InferenceClientRoutingError,
	InferenceClientTimeoutError,
} from "../src/index.js";
import { responses, responsesStream } from "../src/responses/responses.js";
import type { ResponsesStreamEvent } from "../src/responses/responses-types.js";
import { emulatorOptions, HUB_TOKEN, PROVIDER_KEY, useEmulator } from "./support/emulator.js";
import { closeHostileServersAfterEach, failureOf, hostileServer } from "./support/hostile-server.js";

const emulator = useEmulator();
closeHostileServersAfterEach();

const MODEL = "meta-llama/Llama-3.1-8B-Instruct";

const WEATHER = {
	type: "function" as const,
	name: "get_weather",
	parameters: {
		type: "object",
		properties: { city: { type: "string" }, unit: { type: "string", enum: ["celsius", "fahrenheit"] } },
		required: ["city", "unit"],
		additionalProperties: false,
	},
};

const EVENT_FORMAT = {
	type: "json_schema" as const,
	name: "CalendarEvent",
	strict: true,
	schema: {
		type: "object",
		properties: { name: { type: "string" }, participants: { type: "array", items: { type: "string" } } },
		required: ["name", "participants"],
		additionalProperties: false,
	},
};

function options() {
	return emulatorOptions(emulator.current.url);
}

async function collect(events: AsyncIterable<ResponsesStreamEvent>): Promise<ResponsesStreamEvent[]> {
	const seen: ResponsesStreamEvent[] = [];
	for await (const event of events) seen.push(event);
	return seen;
}

/** The bodies the client posted to the router's Responses route. */
function sentBodies(): Array<Record<string, unknown>> {
	return emulator.current.requests
		.filter((request) => request.url === "/v1/responses")
		.map((request) => request.json as Record<string, unknown>);
}

/**
 * The official `openai` npm client (6.30.1, a devDependency of @hubkit/snippets, loaded from there),
 * to check that ours reads the emulator's answers as it does. Typed here by what is used.
 */
type OpenAIClass = new (options: {
	apiKey: string;
	baseURL: string;
	maxRetries: number;
}) => {
	responses: {
		create(
			body: Record<string, unknown>,
		): Promise<Record<string, unknown> & { output_text: string } & AsyncIterable<Record<string, unknown>>>;
	};
};
const snippetsRequire = createRequire(new URL("../../snippets/package.json", import.meta.url));
const { OpenAI } = snippetsRequire("openai") as { OpenAI: OpenAIClass };
const openai = () => new OpenAI({ apiKey: HUB_TOKEN, baseURL: `${emulator.current.url}/v1`, maxRetries: 0 });

describe("responses() and responsesStream() against the emulator, beside the official openai client", () => {
	const CASES: Array<[string, Record<string, unknown>]> = [
		["text", { model: MODEL, instructions: "Be brief.", input: "What is the capital of France?" }],
		[
			"input items",
			{
				model: MODEL,
				input: [
					{ role: "developer", content: "Talk like a pirate." },
					{ role: "user", content: [{ type: "input_text", text: "Are semicolons optional?" }] },
				],
			},
		],
		["a provider suffix", { model: `${MODEL}:groq`, input: "Hello" }],
		["a policy suffix", { model: `${MODEL}:cheapest`, input: "Hello" }],
		[
			"a required tool",
			{ model: MODEL, input: "Weather in Oslo?", tools: [WEATHER], tool_choice: "required" },
		],
		["structured output", { model: MODEL, input: "Alice and Bob meet.", text: { format: EVENT_FORMAT } }],
	];

	for (const [what, request] of CASES) {
		it(`${what}: the same answer and output_text as openai's responses.create`, async () => {
			const ours = await responses({ ...request, accessToken: HUB_TOKEN } as never, options());
			const theirs = await openai().responses.create(request);
			expect(ours).toEqual(theirs);
			expect(ours.status).toBe("completed");
			expect(ours.model).toBe(request.model);
		});

		it(`${what}, streamed: the same events as openai's stream, ending with response.completed`, async () => {
			const ours = await collect(responsesStream({ ...request, accessToken: HUB_TOKEN } as never, options()));
			const theirs: Array<Record<string, unknown>> = [];
			for await (const event of await openai().responses.create({ ...request, stream: true }))
				theirs.push(event);
			expect(ours).toEqual(theirs);
			expect(ours.at(-1)?.type).toBe("response.completed");
		});
	}

	it("posts to {routerUrl}/v1/responses with the hub token, the model first and as given", async () => {
		await responses(
			{ accessToken: HUB_TOKEN, model: `${MODEL}:fastest`, input: "Hi", temperature: 0.5 },
			options(),
		);
		const [request] = emulator.current.requests;
		expect(request?.url).toBe("/v1/responses");
		expect(request?.credential?.kind).toBe("hub");
		const [body] = sentBodies();
		expect(Object.keys(body ?? {})[0]).toBe("model");
		expect(body).toEqual({ model: `${MODEL}:fastest`, input: "Hi", temperature: 0.5 });
	});

	it("InferenceClient's responses and responsesStream send its token and router, and read what the free functions read", async () => {
		const client = new InferenceClient(HUB_TOKEN, options());
		const answer = await client.responses({ model: MODEL, input: "Hi" });
		const events = await collect(client.responsesStream({ model: MODEL, input: "Hi" }));
		expect(answer.output_text.length).toBeGreaterThan(0);
		expect(events.at(-1)?.type).toBe("response.completed");
		const text = events.flatMap((event) =>
			event.type === "response.output_text.delta" ? [event.delta] : [],
		);
		expect(text.join("")).toBe(answer.output_text);
		const sent = emulator.current.requests.filter((request) => request.url === "/v1/responses");
		expect(sent.map((request) => request.credential?.kind)).toEqual(["hub", "hub"]);
		expect(sentBodies()).toEqual([
			{ model: MODEL, input: "Hi" },
			{ model: MODEL, input: "Hi", stream: true },
		]);
	});

	it("a tool call's arguments and a structured answer parse as JSON of the asked shape", async () => {
		const called = await responses(
			{
				accessToken: HUB_TOKEN,
				model: MODEL,
				input: "Weather?",
				tools: [WEATHER],
				tool_choice: { type: "function", name: "get_weather" },
			},
			options(),
		);
		const call = called.output.find((item) => item.type === "function_call");
		expect(call && "arguments" in call && Object.keys(JSON.parse(call.arguments)).sort()).toEqual([
			"city",
			"unit",
		]);
		const structured = await responses(
			{ accessToken: HUB_TOKEN, model: MODEL, input: "Alice and Bob meet.", text: { format: EVENT_FORMAT } },
			options(),
		);
		expect(Object.keys(JSON.parse(structured.output_text)).sort()).toEqual(["name", "participants"]);
	});

	it("a named provider goes as the id's suffix; the same suffix twice is fine", async () => {
		await responses({ accessToken: HUB_TOKEN, model: MODEL, provider: "together", input: "Hi" }, options());
		await responses(
			{ accessToken: HUB_TOKEN, model: `${MODEL}:together`, provider: "together", input: "Hi" },
			options(),
		);
		expect(sentBodies().map((body) => body.model)).toEqual([`${MODEL}:together`, `${MODEL}:together`]);
	});

	const REFUSED: Array<[string, Record<string, unknown>, new (...args: never[]) => Error]> = [
		[
			"a suffix naming another provider than provider",
			{ model: `${MODEL}:groq`, provider: "together" },
			InferenceClientInputError,
		],
		[
			"a policy beside a named provider",
			{ model: `${MODEL}:cheapest`, provider: "together" },
			InferenceClientInputError,
		],
		["a provider the router does not serve", { model: MODEL, provider: "openai" }, InferenceClientInputError],
		["an id that leaves the route", { model: "../../admin" }, InferenceClientInputError],
		["no model", { model: "" }, InferenceClientInputError],
		["an endpointUrl", { model: MODEL, endpointUrl: "http://127.0.0.1:1" }, InferenceClientInputError],
		["a provider's own key", { model: MODEL, accessToken: PROVIDER_KEY }, InferenceClientRoutingError],
		["no token at all", { model: MODEL, accessToken: undefined }, InferenceClientRoutingError],
	];
	for (const [what, args, type] of REFUSED) {
		it(`refuses ${what} before sending anything`, async () => {
			const request = { accessToken: HUB_TOKEN, input: "Hi", ...args } as never;
			await expect(responses(request, options())).rejects.toBeInstanceOf(type);
			await expect(collect(responsesStream(request, options()))).rejects.toBeInstanceOf(type);
			expect(emulator.current.requests).toEqual([]);
		});
	}

	it("the emulator's stream faults: a cut stream and an error event are typed errors", async () => {
		const request = { accessToken: HUB_TOKEN, model: MODEL, input: "Tell me a long story about the sea." };
		emulator.current.setFaults([{ fault: "cut-stream", path: "/v1/responses", times: 1 }]);
		const cut = await failureOf(collect(responsesStream(request, options())));
		expect(cut).toBeInstanceOf(InferenceClientProviderOutputError);
		expect(cut.message).toContain("before response.completed");
		emulator.current.setFaults([{ fault: "stream-error", path: "/v1/responses", times: 1 }]);
		const failed = await failureOf(collect(responsesStream(request, options())));
		expect(failed).toBeInstanceOf(InferenceClientProviderApiError);
		expect(failed.message).toContain("ran out of memory");
	});

	it("the router's refusal is a ProviderApiError with its status and words", async () => {
		const error = await failureOf(
			responses({ accessToken: HUB_TOKEN, model: MODEL, input: "Hi", top_p: 3 }, options()),
		);
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		expect((error as InferenceClientProviderApiError).status).toBe(400);
		expect(error.message).toContain("top_p");
	});
});

/** A hub token shaped as the hub makes them, random, so no piece of it is ordinary text. */
function randomToken(): string {
	const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
	return `hf_${[...randomBytes(34)].map((byte) => letters[byte % letters.length]).join("")}`;
}

function views(error: unknown): string {
	return [String(error), JSON.stringify(error), inspect(error, { depth: Number.POSITIVE_INFINITY })].join(
		"\n",
	);
}

function event(type: string, fields: Record<string, unknown> = {}): string {
	return `data: ${JSON.stringify({ type, sequence_number: 0, ...fields })}\n\n`;
}

const RESPONSE = {
	id: "resp_1",
	object: "response",
	created_at: 1,
	model: MODEL,
	status: "in_progress",
	output: [],
	error: null,
};

function streaming(response: ServerResponse, frames: string[]): void {
	response.writeHead(200, { "content-type": "text/event-stream" });
	for (const frame of frames) response.write(frame);
	response.end();
}

describe("responses from a hostile router: typed errors, never the token", () => {
	const STREAMS: Array<[string, string[], new (...args: never[]) => Error, RegExp]> = [
		[
			"ends after text without response.completed",
			[
				event("response.created", { response: RESPONSE }),
				event("response.output_text.delta", { delta: "Hi" }),
			],
			InferenceClientProviderOutputError,
			/ended before response\.completed/,
		],
		[
			"ends with [DONE] before response.completed",
			[event("response.created", { response: RESPONSE }), "data: [DONE]\n\n"],
			InferenceClientProviderOutputError,
			/response\.completed/,
		],
		[
			"sends an error event echoing the token",
			[
				event("response.created", { response: RESPONSE }),
				event("error", { code: "server_error", message: "TOKEN broke", param: null }),
			],
			InferenceClientProviderApiError,
			/broke/,
		],
		[
			"sends response.failed echoing the token",
			[
				event("response.failed", {
					response: {
						...RESPONSE,
						status: "failed",
						error: { code: "server_error", message: "TOKEN failed" },
					},
				}),
			],
			InferenceClientProviderApiError,
			/failed/,
		],
	];
	for (const [what, frames, type, words] of STREAMS) {
		it(`a stream that ${what} is ${type.name}`, async () => {
			const token = randomToken();
			const server = await hostileServer((_request, response) =>
				streaming(
					response,
					frames.map((frame) => frame.replaceAll("TOKEN", token)),
				),
			);
			const error = await failureOf(
				collect(
					responsesStream({ accessToken: token, model: MODEL, input: "Hi" }, { routerUrl: server.url }),
				),
			);
			expect(error).toBeInstanceOf(type);
			expect(error.message).toMatch(words);
			expect(views(error)).not.toContain(token.slice(3, 19));
		});
	}

	it("events after response.completed are not read as part of the answer", async () => {
		const server = await hostileServer((_request, response) =>
			streaming(response, [
				event("response.completed", { response: { ...RESPONSE, status: "completed" } }),
				event("response.output_text.delta", { delta: "late" }),
			]),
		);
		const seen = await collect(
			responsesStream({ accessToken: HUB_TOKEN, model: MODEL, input: "Hi" }, { routerUrl: server.url }),
		);
		expect(seen.map((item) => item.type)).toEqual(["response.completed"]);
	});

	it("a whole answer of status failed (the router sends it with 200) is a ProviderApiError without the token", async () => {
		const token = randomToken();
		const server = await hostileServer((_request, response) => {
			response.writeHead(200, { "content-type": "application/json" });
			response.end(
				JSON.stringify({
					...RESPONSE,
					status: "failed",
					error: { code: "server_error", message: `no luck ${token}` },
				}),
			);
		});
		const error = await failureOf(
			responses({ accessToken: token, model: MODEL, input: "Hi" }, { routerUrl: server.url }),
		);
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		expect(error.message).toContain("no luck");
		expect(views(error)).not.toContain(token.slice(3, 19));
	});

	it("a 401 echoing the token carries the router's hint and no token", async () => {
		const token = randomToken();
		const server = await hostileServer((request, response) => {
			response.writeHead(401, {
				"content-type": "application/json",
				"x-request-id": String(request.headers.authorization),
			});
			response.end(
				JSON.stringify({ error: { message: `Invalid credentials ${request.headers.authorization}` } }),
			);
		});
		const error = await failureOf(
			responses({ accessToken: token, model: MODEL, input: "Hi" }, { routerUrl: server.url }),
		);
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		expect((error as InferenceClientProviderApiError).hint).toMatch(/invalid, expired or revoked/);
		expect(views(error)).not.toContain(token.slice(3, 19));
	});

	it("a 503 is retried as every call is, and the next answer is read", async () => {
		const server = await hostileServer((_request, response, hit) => {
			if (hit === 1) {
				response.writeHead(503, { "content-type": "application/json", "retry-after": "0" });
				response.end(JSON.stringify({ error: "busy" }));
				return;
			}
			response.writeHead(200, { "content-type": "application/json" });
			response.end(JSON.stringify({ ...RESPONSE, status: "completed" }));
		});
		const answer = await responses(
			{ accessToken: HUB_TOKEN, model: MODEL, input: "Hi" },
			{ routerUrl: server.url },
		);
		expect(answer.status).toBe("completed");
		expect(answer.output_text).toBe("");
		expect(server.hits).toBe(2);
	});

	it("a stream that falls silent ends at idleTimeoutMs with a TimeoutError", async () => {
		const server = await hostileServer((_request, response) => {
			response.writeHead(200, { "content-type": "text/event-stream" });
			response.write(event("response.created", { response: RESPONSE }));
		});
		const error = await failureOf(
			collect(
				responsesStream(
					{ accessToken: HUB_TOKEN, model: MODEL, input: "Hi" },
					{ routerUrl: server.url, idleTimeoutMs: 200 },
				),
			),
		);
		expect(error).toBeInstanceOf(InferenceClientTimeoutError);
	});

	it("an answer that is not a response object is a ProviderOutputError", async () => {
		const server = await hostileServer((_request, response) => {
			response.writeHead(200, { "content-type": "application/json" });
			response.end(JSON.stringify({ choices: [] }));
		});
		const error = await failureOf(
			responses({ accessToken: HUB_TOKEN, model: MODEL, input: "Hi" }, { routerUrl: server.url }),
		);
		expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
	});
});
