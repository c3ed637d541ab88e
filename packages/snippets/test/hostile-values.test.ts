import { InferenceClient, InferenceClientInputError } from "@hubkit/inference";
import fc from "fast-check";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import {
	getInferenceSnippets,
	getInferenceSnippetsWithReasons,
	type InferenceSnippet,
	type InferenceSnippetOptions,
	jsLiteral,
	type ModelDataMinimal,
	planSnippetCall,
	pythonLiteral,
	type SnippetCall,
	setLogger,
} from "../src/index.js";
import { parseErrors } from "./support/parse-check.js";
import { recordLogs } from "./support/recording-logger.js";
import { cleanRuns, runSnippet } from "./support/run-snippet.js";
import {
	clientCall,
	essence,
	HUB_TOKEN,
	inferenceRequests,
	providerBaseUrls,
	redirects,
	seeded,
	snippetEnv,
} from "./support/same-request.js";
import { snippetEmulator } from "./support/snippet-emulator.js";

const run = snippetEmulator();

afterEach(() => setLogger(console));
afterAll(() => cleanRuns());

const chat = {
	id: "meta-llama/Llama-3.1-8B-Instruct",
	pipeline_tag: "text-generation",
	tags: ["conversational"],
};
const classifier = { id: "acme/classifier", pipeline_tag: "text-classification", tags: [] };
const dqa = { id: "acme/dqa", pipeline_tag: "document-question-answering", tags: [] };

function nested(levels: number): unknown {
	let value: unknown = "bottom";
	for (let level = 0; level < levels; level++) value = level % 2 ? [value] : { next: value };
	return value;
}

function cyclic(): unknown {
	const value: Record<string, unknown> = { text: "loop", list: [] };
	(value.list as unknown[]).push(value);
	return value;
}

/**
 * Whether a value is JSON data as it is, within the documented depth: null, booleans, finite
 * numbers, strings, dense lists and plain objects of them. The generator must write every such value.
 */
function isJsonData(value: unknown, depth = 0): boolean {
	if (value === null || typeof value === "string" || typeof value === "boolean") return true;
	if (typeof value === "number") return Number.isFinite(value);
	if (typeof value !== "object" || depth >= 120) return false;
	if (Array.isArray(value))
		return (
			Object.getPrototypeOf(value) === Array.prototype &&
			Object.keys(value).length === value.length &&
			value.every((item) => isJsonData(item, depth + 1))
		);
	const prototype = Object.getPrototypeOf(value);
	if (prototype !== Object.prototype && prototype !== null) return false;
	return Object.values(value).every((item) => isJsonData(item, depth + 1));
}

/** Every way a caller can hand the generator a value: as the inputs, a message, a chat setting; one list each. */
function generateEach(value: unknown): InferenceSnippet[][] {
	return [
		getInferenceSnippets(classifier, "hf-inference", undefined, { inputs: value }),
		getInferenceSnippets(dqa, "hf-inference", undefined, { inputs: value }),
		getInferenceSnippets(chat, "together", undefined, {
			messages: [{ role: "user", content: value }],
			temperature: value as number,
		}),
	];
}

describe("values JSON cannot carry, or carry at that depth", () => {
	it("a cycle: logged as a body that cannot be JSON, and no snippets (the inputs cannot be written either)", () => {
		const lines = recordLogs();
		expect(getInferenceSnippets(classifier, "hf-inference", undefined, { inputs: cyclic() })).toEqual([]);
		expect(lines).toHaveLength(1);
		expect(lines[0]).toMatch(/^Failed to parse body as JSON \| Error: /);
	});

	it("a cycle reached through several keys: refused as quickly as one through a single key", () => {
		// Each level of it reaches the top twice: walked branch by branch, 128 levels are 2^128 paths.
		const value: Record<string, unknown> = {};
		value.left = value;
		value.right = value;
		const lines = recordLogs();
		expect(getInferenceSnippets(classifier, "hf-inference", undefined, { inputs: value })).toEqual([]);
		expect(lines).toHaveLength(1);
		expect(lines[0]).toMatch(/^Failed to parse body as JSON \| Error: /);
	});

	it("10,000 levels: logged, no snippets, no stack overflow", () => {
		const lines = recordLogs();
		expect(getInferenceSnippets(classifier, "hf-inference", undefined, { inputs: nested(10_000) })).toEqual(
			[],
		);
		expect(getInferenceSnippets(chat, "together", undefined, { messages: [nested(10_000)] })).toEqual([]);
		expect(lines).toHaveLength(2);
		for (const line of lines) expect(line).toMatch(/^Failed to parse body as JSON \| Error: .*128 levels/);
	});

	it("up to the documented limit of 128 levels, snippets are written, and parse (Python allows 200 brackets)", async () => {
		const snippets = [
			...getInferenceSnippets(classifier, "hf-inference", undefined, { inputs: nested(127) }),
			...getInferenceSnippets(chat, "together", undefined, { messages: [nested(124)] }),
		];
		expect(snippets.length).toBeGreaterThan(8);
		expect(await parseErrors(snippets)).toEqual([]);
		const lines = recordLogs();
		expect(getInferenceSnippets(classifier, "hf-inference", undefined, { inputs: nested(128) })).toEqual([]);
		expect(lines).toHaveLength(1);
	});

	it("BigInt: logged, and the original inputs are written, the number as its digits", async () => {
		const lines = recordLogs();
		const snippets = getInferenceSnippets(classifier, "hf-inference", undefined, {
			inputs: { text: "kept", count: 12345678901234567890n },
		});
		expect(lines).toEqual(["Failed to parse body as JSON | Error: Do not know how to serialize a BigInt"]);
		expect(snippets.length).toBeGreaterThan(0);
		for (const { client, content } of snippets) expect(content, client).toContain("12345678901234567890");
		expect(await parseErrors(snippets)).toEqual([]);
	});

	it("the public writers refuse a cycle with a clear error, not a stack overflow", () => {
		for (const write of [jsLiteral, pythonLiteral]) {
			expect(() => write(cyclic() as never)).toThrow(/nested deeper than/);
			expect(() => write(nested(10_000) as never)).toThrow(/nested deeper than/);
		}
	});

	it("never throws for any value at all, and every snippet it gives parses (property)", async () => {
		const anything = fc.anything({
			maxDepth: 4,
			withBigInt: true,
			withDate: true,
			withMap: true,
			withSet: true,
			withBoxedValues: true,
			withTypedArray: true,
			withSparseArray: true,
			withNullPrototype: true,
			withObjectString: true,
			withUnicodeString: true,
		});
		const hostile = fc.oneof(
			anything,
			fc.constantFrom(
				cyclic(),
				nested(300),
				nested(10_000),
				10n,
				Symbol("s"),
				() => 1,
				Object.create({ inherited: 1 }),
			),
		);
		setLogger({ debug() {}, info() {}, warn() {}, error() {}, log() {} });
		const written: InferenceSnippet[] = [];
		fc.assert(
			fc.property(hostile, (value) => {
				const [classified = [], asked = [], chatted = []] = generateEach(value);
				// Only what JSON cannot carry may go without: JSON data gets the classifier's and the chat's.
				if (isJsonData(value)) {
					expect(classified.length, JSON.stringify(value)).toBeGreaterThan(0);
					expect(chatted.length, JSON.stringify(value)).toBeGreaterThan(0);
				}
				written.push(...classified, ...asked, ...chatted);
			}),
			{ numRuns: 300 },
		);
		expect(written.length).toBeGreaterThan(100);
		expect(await parseErrors(written)).toEqual([]);
	});
});

/** Any UTF-16 text, lone surrogates included: JSON carries them as `\u` escapes, and so does the client. */
const anyUtf16 = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/** JSON data within the documented limits: any shape, `null` anywhere, any text, up to 120 levels. */
const jsonData: fc.Arbitrary<unknown> = fc.oneof(
	fc.jsonValue({ maxDepth: 3 }),
	fc.jsonValue({ maxDepth: 2, stringUnit: anyUtf16 }),
	fc.constantFrom(null, [null], { content: null, parameter: null }, nested(120), "\ud800 lone \udc00"),
);

/**
 * The clients whose snippets run here: the raw one of each language, which write the whole body with
 * that language's literal writer (executed.test.ts runs the SDKs on the examples).
 */
const RUNNABLE = new Set(["sh/curl", "python/requests", "js/fetch"]);

interface ValueCall {
	model: ModelDataMinimal;
	provider: "hf-inference" | "together";
	mapping: ReturnType<typeof seeded>["mapping"];
	options: InferenceSnippetOptions;
	/** The client's method and arguments for the same call, to ask it whether it refuses. */
	method: "textClassification" | "chatCompletion";
	args: Record<string, unknown>;
}

/** The calls a value goes into: a task's inputs and parameters, and a chat's messages (after a tool call) and settings. */
function callsWith(value: unknown): ValueCall[] {
	const classifier = seeded("hf-inference", "text-classification");
	const chat = seeded("together", "conversational", ["conversational"]);
	const messages = [
		{ role: "user", content: "What is the weather in Paris?" },
		{
			role: "assistant",
			content: null,
			tool_calls: [{ id: "call_1", type: "function", function: { name: "weather", arguments: "{}" } }],
		},
		{ role: "tool", tool_call_id: "call_1", content: value },
	];
	return [
		{
			...classifier,
			provider: "hf-inference",
			options: { inputs: value, parameters: { top_k: value } },
			method: "textClassification",
			args: {
				model: classifier.model.id,
				provider: "hf-inference",
				providerMapping: classifier.mapping,
				inputs: value,
				parameters: { top_k: value },
			},
		},
		{
			...chat,
			provider: "together",
			options: { messages, parameters: { metadata: value } },
			method: "chatCompletion",
			args: {
				model: `${chat.model.id}:together`,
				provider: "auto",
				messages,
				max_tokens: 512,
				metadata: value,
			},
		},
	];
}

/**
 * The snippets for a call send exactly the client's request, or there are none and the client
 * refuses the call too, with the reason the generator gives. A snippet whose request the emulator
 * answers with an error still sent it: the request is what is compared.
 */
async function sameAsClient({ model, provider, mapping, options, method, args }: ValueCall): Promise<number> {
	const { emulator, samples } = run;
	const full = { ...options, routerUrl: emulator.url, providerBaseUrls: providerBaseUrls(emulator) };
	const { snippets, reasons } = getInferenceSnippetsWithReasons(model, provider, mapping, full);
	const label = `${provider}: ${JSON.stringify(options)}`;
	if (snippets.length === 0) {
		const client = new InferenceClient(HUB_TOKEN, { routerUrl: emulator.url, hubUrl: emulator.url });
		const call = (client as unknown as Record<string, (args: object) => Promise<unknown>>)[method] as (
			args: object,
		) => Promise<unknown>;
		const refusal = await call.call(client, args).then(
			() => undefined,
			(error: unknown) => error,
		);
		expect(refusal, `no snippets, yet the client makes the call: ${label}`).toBeInstanceOf(
			InferenceClientInputError,
		);
		expect(reasons.map((reason) => (reason.error as Error).message)).toContain((refusal as Error).message);
		return 0;
	}
	const call = planSnippetCall(model, provider, mapping, full) as SnippetCall;
	emulator.reset();
	await clientCall(emulator, call, mapping, samples).catch((error: unknown) => {
		if (error instanceof InferenceClientInputError) throw error;
	});
	const expected = essence(inferenceRequests(emulator)[0]);
	expect(expected, label).toBeDefined();
	let ran = 0;
	for (const snippet of snippets) {
		const key = `${snippet.language}/${snippet.client}`;
		if (!RUNNABLE.has(key)) continue;
		emulator.reset();
		const failure = await runSnippet(snippet, snippetEnv(emulator), samples, redirects(emulator)).then(
			() => "",
			(error: Error) => error.message,
		);
		expect(essence(inferenceRequests(emulator)[0]), `${key}, ${label}\n${failure}`).toEqual(expected);
		ran++;
	}
	return ran;
}

describe("JSON values within the limits", () => {
	it("get snippets that send exactly the client's request, or none only where the client refuses the call too (property, executed)", async () => {
		let ran = 0;
		await fc.assert(
			fc.asyncProperty(jsonData, async (value) => {
				for (const call of callsWith(value)) ran += await sameAsClient(call);
			}),
			{
				numRuns: 6,
				seed: 20261126,
				examples: [[{ content: null, parameter: [null, { left: null }] }], [nested(120)]],
			},
		);
		// Six values, two calls each, three snippets each: all ran (none was refused).
		expect(ran).toBe(36);
	}, 180_000);
});
