import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { call, HF_TOKEN, json, PROVIDER_KEY, useEmulator } from "./helpers.js";

const emu = useEmulator();

/** A seeded chat model several providers serve (together, the cheapest; hf-inference, the fastest). */
const MODEL = "meta-llama/Llama-3.1-8B-Instruct";

const WEATHER = {
	type: "function",
	name: "get_weather",
	description: "The weather in a city",
	parameters: {
		type: "object",
		properties: {
			city: { type: "string" },
			unit: { type: "string", enum: ["celsius", "fahrenheit"] },
			days: { type: "integer" },
		},
		required: ["city", "unit"],
		additionalProperties: false,
	},
};

const EVENT_SCHEMA = {
	type: "json_schema",
	name: "CalendarEvent",
	strict: true,
	schema: {
		type: "object",
		properties: {
			name: { type: "string" },
			date: { type: "string" },
			participants: { type: "array", items: { type: "string" } },
			online: { type: "boolean" },
		},
		required: ["name", "date", "participants", "online"],
		additionalProperties: false,
	},
};

/** A JSON Schema validator (Ajv, which the site's tests load), to hold answers to the schemas asked for. */
type Validate = ((value: unknown) => boolean) & { errors?: unknown };
const siteRequire = createRequire(new URL("../../../site/package.json", import.meta.url));
const AjvModule = siteRequire("ajv") as {
	default: new (options: object) => { compile(schema: object): Validate };
};
const ajv = new AjvModule.default({ strict: false });

function fits(schema: object, value: unknown): void {
	const validate = ajv.compile(schema);
	expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
}

interface OutputItem {
	type: string;
	id: string;
	status?: string;
	name?: string;
	call_id?: string;
	arguments?: string;
	content?: Array<{ type: string; text: string }>;
}
interface Answer {
	id: string;
	object: string;
	status: string;
	model: string;
	output: OutputItem[];
	usage: { input_tokens: number; output_tokens: number; total_tokens: number };
}

function post(body: unknown, token = HF_TOKEN): Promise<Response> {
	return call(`${emu.current.url}/v1/responses`, body, { token });
}

async function answer(body: Record<string, unknown>): Promise<Answer> {
	const response = await post(body);
	expect(response.status, await response.clone().text()).toBe(200);
	return json<Answer>(response);
}

function textOf(response: Pick<Answer, "output">): string {
	return response.output
		.flatMap((item) => (item.type === "message" ? (item.content ?? []) : []))
		.map((part) => part.text)
		.join("");
}

async function events(body: Record<string, unknown>): Promise<Array<Record<string, unknown>>> {
	const response = await post({ ...body, stream: true });
	expect(response.status).toBe(200);
	expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
	const text = await response.text();
	return text
		.split("\n\n")
		.filter((frame) => frame.startsWith("data: "))
		.map((frame) => JSON.parse(frame.slice("data: ".length)) as Record<string, unknown>);
}

describe("POST /v1/responses answers as the router does", () => {
	it("answers text input with one assistant message, its usage and the provider it chose", async () => {
		const response = await post({
			model: MODEL,
			instructions: "Be brief.",
			input: "What is the capital of France?",
		});
		expect(response.headers.get("x-inference-provider")).toBe("hf-inference");
		const body = await json<Answer & Record<string, unknown>>(response);
		expect(body).toMatchObject({ object: "response", status: "completed", model: MODEL, error: null });
		expect(body.instructions).toBe("Be brief.");
		expect(body.id).toMatch(/^resp_/);
		expect(body.output).toHaveLength(1);
		expect(body.output[0]).toMatchObject({ type: "message", role: "assistant", status: "completed" });
		expect(textOf(body)).toContain("What is the capital of France?");
		expect(body.usage.total_tokens).toBe(body.usage.input_tokens + body.usage.output_tokens);
		expect(body.usage.output_tokens).toBeGreaterThan(0);
	});

	it("reads input items: messages with text parts, the last user message is the one answered", async () => {
		const body = await answer({
			model: MODEL,
			input: [
				{ role: "developer", content: "Talk like a pirate." },
				{ role: "user", content: "First question" },
				{ role: "assistant", content: [{ type: "output_text", text: "First answer" }] },
				{
					type: "message",
					role: "user",
					content: [{ type: "input_text", text: "Are semicolons optional?" }],
				},
			],
		});
		expect(textOf(body)).toContain("Are semicolons optional?");
	});

	it("routes by the id's suffix: a provider by name, and the cheapest by policy", async () => {
		const named = await post({ model: `${MODEL}:groq`, input: "Hi" });
		expect(named.headers.get("x-inference-provider")).toBe("groq");
		expect(((await named.json()) as Answer).model).toBe(`${MODEL}:groq`);
		const cheapest = await post({ model: `${MODEL}:cheapest`, input: "Hi" });
		expect(cheapest.headers.get("x-inference-provider")).toBe("together");
	});

	it("calls a required function with arguments that fit its schema", async () => {
		const body = await answer({
			model: MODEL,
			input: "Weather in Paris?",
			tools: [WEATHER],
			tool_choice: "required",
		});
		const [item] = body.output;
		expect(item).toMatchObject({ type: "function_call", name: "get_weather", status: "completed" });
		expect(item?.call_id).toEqual(expect.any(String));
		fits(WEATHER.parameters, JSON.parse(item?.arguments ?? ""));
	});

	it("calls the function tool_choice names, among several", async () => {
		const other = {
			...WEATHER,
			name: "get_time",
			parameters: { type: "object", properties: {}, required: [] },
		};
		const body = await answer({
			model: MODEL,
			input: "Weather in Paris?",
			tools: [other, WEATHER],
			tool_choice: { type: "function", name: "get_weather" },
		});
		expect(body.output[0]?.name).toBe("get_weather");
		fits(WEATHER.parameters, JSON.parse(body.output[0]?.arguments ?? ""));
	});

	it("answers in words after the function's output comes back, and not at all with tool_choice none", async () => {
		const body = await answer({
			model: MODEL,
			tools: [WEATHER],
			input: [
				{ role: "user", content: "Weather in Paris?" },
				{
					type: "function_call",
					call_id: "call_1",
					name: "get_weather",
					arguments: '{"city":"Paris","unit":"celsius"}',
				},
				{ type: "function_call_output", call_id: "call_1", output: '{"temperature": 21}' },
			],
		});
		expect(body.output[0]?.type).toBe("message");
		expect(textOf(body)).toContain("temperature");
		const none = await answer({ model: MODEL, input: "Weather?", tools: [WEATHER], tool_choice: "none" });
		expect(none.output[0]?.type).toBe("message");
	});

	it("writes structured output that fits the json_schema of text.format", async () => {
		const body = await answer({
			model: MODEL,
			input: "Alice and Bob meet on Friday.",
			text: { format: EVENT_SCHEMA },
		});
		fits(EVENT_SCHEMA.schema, JSON.parse(textOf(body)));
	});

	it("streams the events in the router's order, numbered from 0, ending with the whole answer", async () => {
		const request = { model: MODEL, input: "Tell me a story about a lighthouse keeper and the sea." };
		const whole = await answer(request);
		const stream = await events(request);
		expect(stream.map((event) => event.sequence_number)).toEqual(stream.map((_, index) => index));
		const types = stream.map((event) => event.type);
		const deltas = types.filter((type) => type === "response.output_text.delta").length;
		expect(deltas).toBeGreaterThan(1);
		expect(types).toEqual([
			"response.created",
			"response.in_progress",
			"response.output_item.added",
			"response.content_part.added",
			...Array(deltas).fill("response.output_text.delta"),
			"response.output_text.done",
			"response.content_part.done",
			"response.output_item.done",
			"response.completed",
		]);
		const text = stream
			.filter((event) => event.type === "response.output_text.delta")
			.map((event) => event.delta)
			.join("");
		expect(text).toBe(textOf(whole));
		expect(stream.find((event) => event.type === "response.output_text.done")?.text).toBe(text);
		expect(stream[0]?.response).toMatchObject({ status: "in_progress", output: [] });
		expect(stream.at(-1)?.response).toEqual(whole);
	});

	it("streams a function call as its arguments' deltas and done events", async () => {
		const stream = await events({
			model: MODEL,
			input: "Weather?",
			tools: [WEATHER],
			tool_choice: "required",
		});
		const types = stream.map((event) => event.type);
		expect(types[2]).toBe("response.output_item.added");
		expect(types.slice(-4)).toEqual([
			"response.function_call_arguments.delta",
			"response.function_call_arguments.done",
			"response.output_item.done",
			"response.completed",
		]);
		const args = stream
			.filter((event) => event.type === "response.function_call_arguments.delta")
			.map((event) => event.delta)
			.join("");
		expect(stream.find((event) => event.type === "response.function_call_arguments.done")?.arguments).toBe(
			args,
		);
		fits(WEATHER.parameters, JSON.parse(args));
	});
});

describe("POST /v1/responses refuses what the router refuses, in OpenAI's error shape", () => {
	const refusals: Array<[string, Record<string, unknown>, string]> = [
		["no input", { model: MODEL }, "input"],
		["no model", { input: "Hi" }, "model"],
		["an empty item list", { model: MODEL, input: [] }, "input"],
		["a temperature above 2", { model: MODEL, input: "Hi", temperature: 2.5 }, "temperature"],
		["a top_p above 1", { model: MODEL, input: "Hi", top_p: 1.5 }, "top_p"],
		[
			"a negative max_output_tokens",
			{ model: MODEL, input: "Hi", max_output_tokens: -1 },
			"max_output_tokens",
		],
		["an unknown role", { model: MODEL, input: [{ role: "robot", content: "Hi" }] }, "input[0].role"],
		[
			"an output part in a user message",
			{ model: MODEL, input: [{ role: "user", content: [{ type: "output_text", text: "Hi" }] }] },
			"input[0].content[0].type",
		],
		[
			"a function call output without its call id",
			{ model: MODEL, input: [{ type: "function_call_output", output: "{}" }] },
			"input[0].call_id",
		],
		[
			"a function without parameters",
			{ model: MODEL, input: "Hi", tools: [{ type: "function", name: "f" }] },
			"tools[0].parameters",
		],
		[
			"a tool_choice naming no declared function",
			{ model: MODEL, input: "Hi", tools: [WEATHER], tool_choice: { type: "function", name: "get_time" } },
			"tool_choice.name",
		],
		[
			"tool_choice required without tools",
			{ model: MODEL, input: "Hi", tool_choice: "required" },
			"tool_choice",
		],
		[
			"a schema name with a space",
			{ model: MODEL, input: "Hi", text: { format: { ...EVENT_SCHEMA, name: "Calendar Event" } } },
			"text.format.name",
		],
		[
			"a json_schema without its schema",
			{ model: MODEL, input: "Hi", text: { format: { type: "json_schema", name: "x" } } },
			"text.format.schema",
		],
		[
			"an unknown reasoning effort",
			{ model: MODEL, input: "Hi", reasoning: { effort: "extreme" } },
			"reasoning.effort",
		],
		[
			"an MCP tool (the emulator reaches no server)",
			{
				model: MODEL,
				input: "Hi",
				tools: [{ type: "mcp", server_label: "x", server_url: "https://example.com" }],
			},
			"tools[0].type",
		],
	];
	for (const [what, body, param] of refusals) {
		it(`refuses ${what} with 400 naming '${param}'`, async () => {
			const response = await post(body);
			expect(response.status).toBe(400);
			const { error } = await json<{ error: Record<string, unknown> }>(response);
			expect(Object.keys(error).sort()).toEqual(["code", "message", "param", "type"]);
			expect(error.type).toBe("invalid_request_error");
			expect(error.param).toBe(param);
			expect(error.message).toEqual(expect.stringContaining(param.split(".")[0] ?? param));
		});
	}

	it("refuses a model it does not serve (404) and a provider that does not serve it (400)", async () => {
		const unknown = await post({ model: "nobody/nothing", input: "Hi" });
		expect(unknown.status).toBe(404);
		expect((await json<{ error: { code: string } }>(unknown)).error.code).toBe("model_not_found");
		const unserved = await post({ model: `${MODEL}:fal-ai`, input: "Hi" });
		expect(unserved.status).toBe(400);
		expect((await json<{ error: { code: string } }>(unserved)).error.code).toBe("model_not_supported");
	});

	it("takes only a hub token: none and a provider key are 401", async () => {
		expect((await post({ model: MODEL, input: "Hi" }, "")).status).toBe(401);
		expect((await post({ model: MODEL, input: "Hi" }, PROVIDER_KEY)).status).toBe(401);
	});
});

/**
 * The official `openai` npm client (6.30.1), which @hubkit/snippets runs its openai snippets with (a
 * devDependency of that package only, so it is loaded from there). Typed here by what is used.
 */
interface OpenAIResponses {
	create(
		body: Record<string, unknown>,
	): Promise<Answer & { output_text: string } & AsyncIterable<Record<string, unknown>>>;
}
type OpenAIClass = new (options: {
	apiKey: string;
	baseURL: string;
	maxRetries: number;
}) => {
	responses: OpenAIResponses;
};
const snippetsRequire = createRequire(new URL("../../snippets/package.json", import.meta.url));
const { OpenAI, BadRequestError } = snippetsRequire("openai") as {
	OpenAI: OpenAIClass;
	BadRequestError: new (...args: never[]) => Error & { status: number; param: string | null };
};

describe("the official openai client against the emulator's /v1/responses", () => {
	const openai = () => new OpenAI({ apiKey: HF_TOKEN, baseURL: `${emu.current.url}/v1`, maxRetries: 0 });

	it("responses.create gives the answer, with output_text", async () => {
		const request = { model: MODEL, instructions: "Be brief.", input: "What is the capital of France?" };
		const response = await openai().responses.create(request);
		const raw = await answer(request);
		expect(response.output_text).toBe(textOf(raw));
		expect(response).toMatchObject(raw);
	});

	it("responses.create with stream: true yields the same events, the last one response.completed", async () => {
		const request = {
			model: `${MODEL}:cheapest`,
			input: [{ role: "user", content: "Say 'double bubble bath' fast." }],
		};
		const seen: Array<Record<string, unknown>> = [];
		for await (const event of await openai().responses.create({ ...request, stream: true })) seen.push(event);
		expect(seen).toEqual(await events(request));
		expect(seen.at(-1)?.type).toBe("response.completed");
	});

	it("responses.create with a function tool gives a function_call whose arguments fit the schema", async () => {
		const response = await openai().responses.create({
			model: MODEL,
			input: "Weather in Oslo?",
			tools: [WEATHER],
			tool_choice: "required",
		});
		const call = response.output.find((item) => item.type === "function_call");
		expect(call?.name).toBe("get_weather");
		fits(WEATHER.parameters, JSON.parse(call?.arguments ?? ""));
	});

	it("responses.create with text.format json_schema gives output_text that fits the schema", async () => {
		const response = await openai().responses.create({
			model: MODEL,
			input: "Alice and Bob meet on Friday.",
			text: { format: EVENT_SCHEMA },
		});
		fits(EVENT_SCHEMA.schema, JSON.parse(response.output_text));
	});

	it("a refused request is the client's BadRequestError, naming the parameter", async () => {
		const error = await openai()
			.responses.create({ model: MODEL, input: "Hi", temperature: 9 })
			.catch((reason: unknown) => reason);
		expect(error).toBeInstanceOf(BadRequestError);
		expect((error as { status: number }).status).toBe(400);
		expect((error as { param: string }).param).toBe("temperature");
	});
});
