import fc from "fast-check";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import {
	getInferenceSnippets,
	type InferenceSnippet,
	jsLiteral,
	pythonLiteral,
	setLogger,
} from "../src/index.js";
import { parseErrors } from "./support/parse-check.js";
import { recordLogs } from "./support/recording-logger.js";
import { cleanRuns } from "./support/run-snippet.js";

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

/** Every way a caller can hand the generator a value: as the inputs, a message, a chat setting. */
function generate(value: unknown): InferenceSnippet[] {
	return [
		...getInferenceSnippets(classifier, "hf-inference", undefined, { inputs: value }),
		...getInferenceSnippets(dqa, "hf-inference", undefined, { inputs: value }),
		...getInferenceSnippets(chat, "together", undefined, {
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
				written.push(...generate(value));
			}),
			{ numRuns: 300 },
		);
		expect(written.length).toBeGreaterThan(100);
		expect(await parseErrors(written)).toEqual([]);
	});
});
