import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Emulator } from "@hubkit/emulator";
import { InferenceClient, type ResponsesArgs, type ResponsesStreamEvent } from "@hubkit/inference";
import { describe, expect, it } from "vitest";
import {
	getInferenceSnippets,
	getInferenceSnippetsWithReasons,
	type InferenceSnippetOptions,
	type ModelDataMinimal,
	planSnippetCall,
	type SnippetCall,
} from "../src/index.js";
import { pythonParseError, RUNNABLE, runSnippet } from "./support/run-snippet.js";
import {
	essence,
	HUB_TOKEN,
	inferenceRequests,
	redirects,
	seeded,
	snippetEnv,
} from "./support/same-request.js";
import { snippetEmulator } from "./support/snippet-emulator.js";

const run = snippetEmulator();

/** Every client that has the Responses API, in the generator's order. */
const RESPONSES_CLIENTS = [
	"python/openai",
	"python/requests",
	"js/openai",
	"js/huggingface.js",
	"js/fetch",
	"sh/curl",
];

/** The clients whose code prints the answer's text (curl prints the router's JSON, the Python SDK only parses here). */
const PRINTS_TEXT = new Set(["python/requests", "js/openai", "js/huggingface.js", "js/fetch"]);

const WEATHER_TOOL = {
	type: "function",
	name: "get_current_weather",
	description: "The weather in a city",
	parameters: {
		type: "object",
		properties: { location: { type: "string" }, unit: { type: "string", enum: ["celsius", "fahrenheit"] } },
		required: ["location", "unit"],
	},
};

const CALENDAR_FORMAT = {
	format: {
		type: "json_schema",
		name: "CalendarEvent",
		schema: {
			type: "object",
			properties: { name: { type: "string" }, participants: { type: "array", items: { type: "string" } } },
			required: ["name", "participants"],
			additionalProperties: false,
		},
		strict: true,
	},
};

/** Parameters as JSON.parse gives them: `__proto__` is an own key holding data, never a prototype. */
const HOSTILE_PARAMETERS = JSON.parse('{"__proto__": {"seed": 7}, "class": "x"}') as Record<string, unknown>;

interface Case {
	name: string;
	provider: string;
	/** Replaces the seeded model's id (a policy suffix, say). */
	id?: (seededId: string) => string;
	options: InferenceSnippetOptions;
	/** The model id the request must name. */
	sent: (seededId: string) => string;
	/** What else the request's body must hold. */
	body?: Record<string, unknown>;
}

const CASES: Case[] = [
	{
		name: "text through together, billed to an org",
		provider: "together",
		options: { api: "responses", billTo: "huggingface" },
		sent: (id) => `${id}:together`,
	},
	{
		name: "text streamed through groq",
		provider: "groq",
		options: { api: "responses", streaming: true },
		sent: (id) => `${id}:groq`,
	},
	{
		name: "the :cheapest policy on the id, with auto",
		provider: "together",
		id: (id) => `${id}:cheapest`,
		options: { api: "responses", temperature: 0, max_tokens: 64 },
		sent: (id) => `${id}:cheapest`,
		body: { input: "What is the capital of France?", temperature: 0, max_output_tokens: 64 },
	},
	{
		name: "a required function tool",
		provider: "together",
		options: { api: "responses", parameters: { tools: [WEATHER_TOOL], tool_choice: "required" } },
		sent: (id) => `${id}:together`,
	},
	{
		name: "a required function tool, streamed: each finished call is printed",
		provider: "groq",
		options: {
			api: "responses",
			streaming: true,
			parameters: { tools: [WEATHER_TOOL], tool_choice: "required" },
		},
		sent: (id) => `${id}:groq`,
	},
	{
		name: "structured output with a JSON schema, streamed",
		provider: "together",
		options: {
			api: "responses",
			streaming: true,
			parameters: { instructions: "Extract the event.", text: CALENDAR_FORMAT },
		},
		sent: (id) => `${id}:together`,
	},
	{
		name: "messages with an image become input items",
		provider: "together",
		options: {
			api: "responses",
			messages: [
				{ role: "system", content: "Answer briefly." },
				{
					role: "user",
					content: [
						{ type: "text", text: "What is in this image?" },
						{ type: "image_url", image_url: { url: "https://example.com/cat.png" } },
					],
				},
			],
		},
		sent: (id) => `${id}:together`,
		body: {
			input: [
				{ role: "system", content: "Answer briefly." },
				{
					role: "user",
					content: [
						{ type: "input_text", text: "What is in this image?" },
						{ type: "input_image", image_url: "https://example.com/cat.png" },
					],
				},
			],
		},
	},
	{
		name: "hostile values: quotes and shell characters in the prompt, a __proto__ metadata key",
		provider: "together",
		options: {
			api: "responses",
			streaming: true,
			messages: [{ role: "user", content: `He said "hi" & 'bye' $HOME \`id\` \\n EOF\nEOF` }],
			parameters: { metadata: JSON.parse('{"__proto__": "kept", "constructor": "too"}') },
		},
		sent: (id) => `${id}:together`,
		body: {
			input: `He said "hi" & 'bye' $HOME \`id\` \\n EOF\nEOF`,
			metadata: JSON.parse('{"__proto__": "kept", "constructor": "too"}'),
		},
	},
	{
		name: "hostile values: a top-level __proto__ parameter (from JSON.parse) and one named as a Python keyword",
		provider: "together",
		options: { api: "responses", parameters: HOSTILE_PARAMETERS },
		sent: (id) => `${id}:together`,
		body: { class: "x" },
	},
];

/** The same call made by our client's `responses()` or `responsesStream()`, with the text it gives. */
async function clientText(emulator: Emulator, call: SnippetCall): Promise<string> {
	const client = new InferenceClient(HUB_TOKEN, {
		routerUrl: emulator.url,
		hubUrl: emulator.url,
		...(call.billTo ? { billTo: call.billTo } : {}),
	});
	const args = { model: call.sdkModel, provider: call.sdkProvider, ...call.inputs } as ResponsesArgs;
	if (call.template === "responses") return (await client.responses(args)).output_text;
	let text = "";
	for await (const event of client.responsesStream(args) as AsyncIterable<ResponsesStreamEvent>)
		if (event.type === "response.output_text.delta") text += event.delta;
	return text;
}

describe("Responses API snippets run against the emulator and make the client's request", () => {
	for (const testCase of CASES) {
		it(testCase.name, async () => {
			const found = seeded(testCase.provider, "conversational", ["conversational"]);
			const model: ModelDataMinimal = { ...found.model, id: testCase.id?.(found.model.id) ?? found.model.id };
			const provider = (testCase.id ? "auto" : testCase.provider) as "together";
			const options = { ...testCase.options, routerUrl: run.emulator.url };
			const snippets = getInferenceSnippets(model, provider, found.mapping, options);
			expect(snippets.map((snippet) => `${snippet.language}/${snippet.client}`)).toEqual(RESPONSES_CLIENTS);
			const call = planSnippetCall(model, provider, found.mapping, options) as SnippetCall;

			run.emulator.reset();
			const text = await clientText(run.emulator, call);
			const expected = essence(inferenceRequests(run.emulator)[0]);
			expect(expected?.url).toBe("/v1/responses");
			const body = expected?.body as Record<string, unknown>;
			expect(body.model).toBe(testCase.sent(found.model.id));
			expect(body).toMatchObject(testCase.body ?? {});
			// toMatchObject reads keys as a literal would: an own `__proto__` is checked apart.
			if (testCase.options.parameters === HOSTILE_PARAMETERS)
				expect(Object.keys(body)).toEqual(["model", "input", "__proto__", "class"]);
			if (testCase.body?.metadata)
				expect(Object.keys(body.metadata as object)).toEqual(["__proto__", "constructor"]);
			const tools = testCase.options.parameters?.tools !== undefined;
			// A text answer has text, and a function call none: the printed text is then checked for the call.
			expect(text === "").toBe(tools);

			for (const snippet of snippets) {
				const key = `${snippet.language}/${snippet.client}`;
				if (snippet.language === "python") expect(await pythonParseError(snippet.content), key).toBe("");
				if (!RUNNABLE.has(key) && key !== "python/requests") continue;
				run.emulator.reset();
				const { stdout } = await runSnippet(
					snippet,
					snippetEnv(run.emulator),
					run.samples,
					redirects(run.emulator),
				);
				expect(essence(inferenceRequests(run.emulator)[0]), key).toEqual(expected);
				if (!PRINTS_TEXT.has(key)) continue;
				if (tools) expect(stdout, key).toContain(WEATHER_TOOL.name);
				else expect(stdout.trim(), key).toBe(text.trim());
			}
		});
	}
});

describe("Responses API snippets: what the router alone serves", () => {
	const chat = {
		id: "meta-llama/Llama-3.1-8B-Instruct",
		pipeline_tag: "text-generation",
		tags: ["conversational"],
	};
	const refusals: Array<[string, ModelDataMinimal, string, InferenceSnippetOptions, RegExp]> = [
		[
			"a model that is not a chat model",
			{ id: "distilbert/distilbert-base-uncased", pipeline_tag: "text-classification", tags: [] },
			"hf-inference",
			{},
			/chat models only/,
		],
		[
			"a dedicated endpoint",
			chat,
			"hf-inference",
			{ endpointUrl: "https://endpoint.example.com" },
			/not by an endpoint/,
		],
		["a direct call", chat, "together", { directRequest: true }, /not by a provider's own API/],
		[
			"a provider's own key",
			chat,
			"together",
			{ accessToken: "provider-key" },
			/not by a provider's own API/,
		],
	];
	for (const [name, model, provider, options, why] of refusals) {
		it(`gives no snippets, and the reason, for ${name}`, () => {
			const { snippets, reasons } = getInferenceSnippetsWithReasons(
				model,
				provider as "together",
				undefined,
				{
					...options,
					api: "responses",
				},
			);
			expect(snippets).toEqual([]);
			expect(reasons).toHaveLength(1);
			expect(String(reasons[0]?.error)).toMatch(why);
		});
	}

	it("refuses an API it does not know, rather than reading it as chat completions", () => {
		const options = JSON.parse('{"api": "response"}') as InferenceSnippetOptions;
		const { snippets, reasons } = getInferenceSnippetsWithReasons(chat, "together", undefined, options);
		expect(snippets).toEqual([]);
		expect(String(reasons[0]?.error)).toContain(
			'api must be "chat-completions" or "responses", not "response"',
		);
	});

	it("leaves chat completions as they were without the option, or with api: chat-completions", () => {
		const plain = getInferenceSnippets(chat, "together");
		expect(getInferenceSnippets(chat, "together", undefined, { api: "chat-completions" })).toEqual(plain);
		expect(plain.some((snippet) => snippet.content.includes("/responses"))).toBe(false);
	});

	it("points the openai clients at the router's /v1, as the hub's guide does", () => {
		const snippets = getInferenceSnippets(chat, "together", undefined, { api: "responses" });
		const openai = snippets
			.filter((snippet) => snippet.client === "openai")
			.map((snippet) => snippet.content);
		expect(openai).toHaveLength(2);
		for (const content of openai) {
			expect(content).toContain('"https://router.huggingface.co/v1"');
			expect(content).toContain("client.responses.create(");
		}
	});
});

/** Python reads the Responses call's arguments (keywords and `**{…}`) as the dict the SDK sends, printed as JSON. */
const PYTHON_ARGUMENTS = `import ast, json, sys
tree = ast.parse(sys.argv[1])
call = next(n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "attr", "") == "create")
body = {}
for k in call.keywords:
    if k.arg is None: body.update(ast.literal_eval(k.value))
    else: body[k.arg] = ast.literal_eval(k.value)
print(json.dumps(body))`;

describe("the openai Python snippet, which this machine parses but cannot run", () => {
	for (const streaming of [false, true]) {
		it(`passes the body the raw clients send, __proto__ nested and a keyword through **{…} (streaming: ${streaming})`, async () => {
			const model = {
				id: "meta-llama/Llama-3.1-8B-Instruct",
				pipeline_tag: "text-generation",
				tags: ["conversational"],
			};
			const options = { api: "responses", streaming, parameters: HOSTILE_PARAMETERS } as const;
			const body = JSON.parse(JSON.stringify(planSnippetCall(model, "together", undefined, options)?.body));
			expect(Object.keys(body)).toContain("__proto__");
			const python = getInferenceSnippets(model, "together", undefined, options).find(
				(snippet) => snippet.language === "python" && snippet.client === "openai",
			);
			const { stdout } = await promisify(execFile)("python3", [
				"-c",
				PYTHON_ARGUMENTS,
				python?.content ?? "",
			]);
			expect(JSON.parse(stdout)).toEqual(body);
		});
	}
});
