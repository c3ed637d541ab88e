import { describe, expect, it } from "vitest";
import { CHAT, call, json, PROVIDER_KEY, sseData, useEmulator } from "./helpers.js";

const emu = useEmulator();

/** provider, route after the base, provider model id. */
const CHAT_PROVIDERS: Array<[string, string, string]> = [
	["together", "v1/chat/completions", "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo"],
	["fireworks-ai", "inference/v1/chat/completions", "accounts/fireworks/models/llama-v3p1-8b-instruct"],
	["groq", "openai/v1/chat/completions", "llama-3.1-8b-instant"],
	["cerebras", "v1/chat/completions", "llama3.1-8b"],
	["cohere", "compatibility/v1/chat/completions", "command-r7b-12-2024"],
	["novita", "v3/openai/chat/completions", "meta-llama/llama-3.1-8b-instruct"],
	["nscale", "v1/chat/completions", "meta-llama/Llama-3.1-8B-Instruct"],
	["featherless-ai", "v1/chat/completions", "meta-llama/Meta-Llama-3.1-8B-Instruct"],
	["ovhcloud", "v1/chat/completions", "Llama-3.1-8B-Instruct"],
	["publicai", "v1/chat/completions", "swiss-ai/apertus-8b-instruct"],
	["scaleway", "v1/chat/completions", "llama-3.1-8b-instruct"],
	["baseten", "v1/chat/completions", "deepseek-ai/DeepSeek-V3-0324"],
	["deepinfra", "v1/openai/chat/completions", "meta-llama/Meta-Llama-3.1-8B-Instruct"],
	["zai-org", "api/paas/v4/chat/completions", "glm-4.5"],
];

function expectCompletion(body: Record<string, unknown>, model: string) {
	expect(body).toMatchObject({ object: "chat.completion", model });
	expect(body.id).toEqual(expect.any(String));
	expect(body.created).toEqual(expect.any(Number));
	const choices = body.choices as Array<{
		message: { role: string; content: string };
		finish_reason: string;
	}>;
	expect(choices[0]?.message.role).toBe("assistant");
	expect(choices[0]?.message.content).toContain("What is the capital of France?");
	expect(choices[0]?.finish_reason).toBe("stop");
	const usage = body.usage as Record<string, number>;
	expect(usage.total_tokens).toBe((usage.prompt_tokens ?? 0) + (usage.completion_tokens ?? 0));
}

describe("chat completions on every chat provider", () => {
	for (const [provider, route, model] of CHAT_PROVIDERS) {
		it(`${provider}: routed and direct`, async () => {
			const routed = await call(`${emu.current.url}/${provider}/${route}`, { model, ...CHAT });
			expect(routed.status).toBe(200);
			expect(routed.headers.get("x-inference-provider")).toBe(provider);
			expectCompletion(await json(routed), model);
			const direct = await call(
				`${emu.current.url}/direct/${provider}/${route}`,
				{ model, ...CHAT },
				{ token: PROVIDER_KEY },
			);
			expect(direct.status).toBe(200);
			expectCompletion(await json(direct), model);
		});
	}

	it("hf-inference serves chat under models/<id>/v1/chat/completions", async () => {
		const url = `${emu.current.url}/hf-inference/models/meta-llama/Llama-3.1-8B-Instruct/v1/chat/completions`;
		expectCompletion(
			await json(await call(url, { model: "meta-llama/Llama-3.1-8B-Instruct", ...CHAT })),
			"meta-llama/Llama-3.1-8B-Instruct",
		);
	});

	it("openai serves chat directly", async () => {
		const response = await call(
			`${emu.current.url}/direct/openai/v1/chat/completions`,
			{ model: "gpt-4o-mini", ...CHAT },
			{ token: PROVIDER_KEY },
		);
		expectCompletion(await json(response), "gpt-4o-mini");
	});

	it("answers the same request with the same reply", async () => {
		const url = `${emu.current.url}/groq/openai/v1/chat/completions`;
		const first = await json(await call(url, { model: "llama-3.1-8b-instant", ...CHAT }));
		const second = await json(await call(url, { model: "llama-3.1-8b-instant", ...CHAT }));
		expect(second).toEqual(first);
	});
});

describe("chat validation", () => {
	const url = () => `${emu.current.url}/together/v1/chat/completions`;
	const model = "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo";

	async function refusal(body: unknown) {
		const response = await call(url(), body);
		expect(response.status).toBe(400);
		return (await json<{ error: { message: string; type: string; param: string | null } }>(response)).error;
	}

	it("requires messages", async () => {
		const error = await refusal({ model });
		expect(error).toMatchObject({ type: "invalid_request_error", param: "messages" });
		expect(error.message).toContain("'messages'");
	});

	it("requires a non-empty messages array", async () => {
		expect((await refusal({ model, messages: [] })).message).toMatch(/'messages'.*must not be empty/);
	});

	it("refuses an unknown role, naming the message", async () => {
		const error = await refusal({ model, messages: [{ role: "robot", content: "beep" }] });
		expect(error.param).toBe("messages[0].role");
		expect(error.message).toContain("'robot'");
	});

	it("refuses a non-integer max_tokens", async () => {
		const error = await refusal({ model, ...CHAT, max_tokens: 1.5 });
		expect(error.param).toBe("max_tokens");
		expect(error.message).toBe(
			"Invalid type for 'max_tokens': expected an integer, but got a decimal number instead.",
		);
	});

	it("checks temperature, top_p, stream and model", async () => {
		expect((await refusal({ model, ...CHAT, temperature: 2.5 })).param).toBe("temperature");
		expect((await refusal({ model, ...CHAT, top_p: 0 })).param).toBe("top_p");
		expect((await refusal({ model, ...CHAT, stream: "yes" })).param).toBe("stream");
		expect((await refusal({ ...CHAT })).param).toBe("model");
		expect((await refusal({ model: 42, ...CHAT })).param).toBe("model");
	});

	it("checks content parts", async () => {
		const error = await refusal({
			model,
			messages: [{ role: "user", content: [{ type: "video", url: "x" }] }],
		});
		expect(error.param).toBe("messages[0].content[0].type");
	});

	it("refuses a body that is not JSON, or not sent as JSON", async () => {
		expect((await call(url(), "{not json")).status).toBe(400);
		const wrongType = await call(url(), JSON.stringify({ model, ...CHAT }), {
			headers: { "content-type": "text/plain" },
		});
		expect(wrongType.status).toBe(400);
		expect((await json<{ error: { message: string } }>(wrongType)).error.message).toMatch(
			/expected application\/json/,
		);
	});

	it("404s a model the provider does not serve, in the provider's shape when direct", async () => {
		const routed = await call(url(), { model: "nobody/nothing", ...CHAT });
		expect(routed.status).toBe(404);
		expect((await json(routed)).error).toMatch(/'nobody\/nothing' does not exist on together/);
		const direct = await call(
			`${emu.current.url}/direct/together/v1/chat/completions`,
			{ model: "nobody/nothing", ...CHAT },
			{ token: PROVIDER_KEY },
		);
		expect(direct.status).toBe(404);
		expect((await json<{ error: { code: string } }>(direct)).error.code).toBe("model_not_found");
	});

	it("refuses a model mapped for another task", async () => {
		const response = await call(url(), { model: "black-forest-labs/FLUX.1-dev", ...CHAT });
		expect(response.status).toBe(400);
		expect((await json(response)).error).toMatch(/does not support conversational/);
	});

	it("Cerebras refuses `store`", async () => {
		const response = await call(`${emu.current.url}/cerebras/v1/chat/completions`, {
			model: "llama3.1-8b",
			...CHAT,
			store: true,
		});
		expect(response.status).toBe(400);
		expect((await json<{ error: { param: string } }>(response)).error.param).toBe("store");
	});

	it("Groq refuses the text-generation body the reference client sends to its chat route", async () => {
		const response = await call(`${emu.current.url}/groq/openai/v1/chat/completions`, {
			model: "llama-3.1-8b",
			inputs: "Hello",
		});
		expect(response.status).toBe(400);
		expect((await json<{ error: { param: string } }>(response)).error.param).toBe("messages");
	});
});

describe("chat features", () => {
	const url = () => `${emu.current.url}/together/v1/chat/completions`;
	const model = "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo";

	it("stops at max_tokens with finish_reason length", async () => {
		const body = await json<{
			choices: Array<{ message: { content: string }; finish_reason: string }>;
			usage: { completion_tokens: number };
		}>(await call(url(), { model, ...CHAT, max_tokens: 3 }));
		expect(body.choices[0]?.finish_reason).toBe("length");
		expect(body.choices[0]?.message.content.split(" ")).toHaveLength(3);
		expect(body.usage.completion_tokens).toBe(3);
	});

	it("calls a tool when asked to", async () => {
		const tools = [
			{
				type: "function",
				function: {
					name: "get_weather",
					parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
				},
			},
		];
		const body = await json<{
			choices: Array<{
				message: { tool_calls: Array<{ function: { name: string; arguments: string } }> };
				finish_reason: string;
			}>;
		}>(await call(url(), { model, ...CHAT, tools, tool_choice: "required" }));
		expect(body.choices[0]?.finish_reason).toBe("tool_calls");
		const toolCall = body.choices[0]?.message.tool_calls[0];
		expect(toolCall?.function.name).toBe("get_weather");
		expect(JSON.parse(toolCall?.function.arguments ?? "{}")).toHaveProperty("city");
	});

	it("answers JSON for response_format json_object", async () => {
		const body = await json<{ choices: Array<{ message: { content: string } }> }>(
			await call(url(), { model, ...CHAT, response_format: { type: "json_object" } }),
		);
		expect(JSON.parse(body.choices[0]?.message.content ?? "")).toHaveProperty("answer");
	});
});

describe("chat streaming", () => {
	it("sends chunks with deltas, a last chunk with finish_reason and usage, then [DONE]", async () => {
		const response = await call(`${emu.current.url}/fireworks-ai/inference/v1/chat/completions`, {
			model: "accounts/fireworks/models/llama-v3p1-8b-instruct",
			...CHAT,
			stream: true,
		});
		expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
		const events = sseData(await response.text());
		expect(events.at(-1)).toBe("[DONE]");
		const chunks = events.slice(0, -1).map((e) => JSON.parse(e));
		expect(chunks.every((c) => c.object === "chat.completion.chunk")).toBe(true);
		const text = chunks.map((c) => c.choices[0].delta.content ?? "").join("");
		expect(text).toContain("What is the capital of France?");
		expect(chunks.at(-1).choices[0].finish_reason).toBe("stop");
		expect(chunks.at(-1).usage.total_tokens).toBeGreaterThan(0);
	});

	it("streams the same text a whole answer gives", async () => {
		const url = `${emu.current.url}/groq/openai/v1/chat/completions`;
		const body = { model: "llama-3.1-8b-instant", ...CHAT };
		const whole = await json<{ choices: Array<{ message: { content: string } }> }>(await call(url, body));
		const events = sseData(await (await call(url, { ...body, stream: true })).text()).slice(0, -1);
		const streamed = events.map((e) => JSON.parse(e).choices[0].delta.content ?? "").join("");
		expect(streamed).toBe(whole.choices[0]?.message.content);
	});
});

describe("the auto-router", () => {
	const url = () => `${emu.current.url}/v1/chat/completions`;

	it("picks the fastest live chat provider of a hub id, the router's default", async () => {
		const response = await call(url(), { ...CHAT, model: "meta-llama/Llama-3.1-8B-Instruct" });
		expect(response.status).toBe(200);
		expect(response.headers.get("x-inference-provider")).toBe("hf-inference");
	});

	it("honours a :provider suffix and answers with that provider's model id", async () => {
		const response = await call(url(), { ...CHAT, model: "meta-llama/Llama-3.1-8B-Instruct:groq" });
		expect(response.headers.get("x-inference-provider")).toBe("groq");
		expect((await json(response)).model).toBe("llama-3.1-8b-instant");
	});

	it("streams", async () => {
		const response = await call(url(), { ...CHAT, model: "deepseek-ai/DeepSeek-V3-0324", stream: true });
		expect(sseData(await response.text()).at(-1)).toBe("[DONE]");
	});

	it("refuses unknown models and providers that do not serve them, OpenAI-style", async () => {
		const unknown = await call(url(), { ...CHAT, model: "nobody/nothing" });
		expect(unknown.status).toBe(404);
		expect((await json<{ error: { code: string } }>(unknown)).error.code).toBe("model_not_found");
		const unserved = await call(url(), { ...CHAT, model: "meta-llama/Llama-3.1-8B-Instruct:cohere" });
		expect(unserved.status).toBe(400);
		expect((await json<{ error: { message: string } }>(unserved)).error.message).toMatch(
			/not supported by provider 'cohere'/,
		);
	});

	it("lists chat models at /v1/models", async () => {
		const body = await json<{ data: Array<{ id: string }> }>(await call(`${emu.current.url}/v1/models`));
		expect(body.data.map((m) => m.id)).toContain("zai-org/GLM-4.5");
	});
});
