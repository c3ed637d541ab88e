import { TASK_SPECS } from "@hubkit/tasks";
import { describe, expect, it } from "vitest";
import { answerShapeOf } from "../scripts/answer-shape-generator.mjs";
import { type InferenceClient, InferenceClientProviderOutputError } from "../src/index.js";
import { answerShape, describeShape, fitsShape } from "../src/providers/shapes/output-checks.js";
import type { AnswerShape } from "../src/types/answer-shape.js";
import { catImage, routedClient, useEmulator } from "./support/emulator.js";
import { closeHostileServersAfterEach, hostileServer } from "./support/hostile-server.js";

// An answer's check and the words of its refusal come from the same generated description of the
// task's answer, so a refusal never promises a field the check does not ask for, nor the reverse.

const emulator = useEmulator();
closeHostileServersAfterEach();

/** A client whose hf-inference calls reach a server that answers `answer` as JSON. */
async function answering(answer: unknown) {
	const server = await hostileServer((_request, response) => {
		response.writeHead(200, { "content-type": "application/json" });
		response.end(JSON.stringify(answer));
	});
	return routedClient(emulator.current.url).endpoint(server.url);
}

const TEXT = "My name is Sarah";

describe("token classification answers", () => {
	it("a span without entity_group (labelled per token) is accepted, as the specification allows", async () => {
		const spans = [{ entity: "B-PER", score: 0.9, word: "Sarah", start: 11, end: 16, index: 4 }];
		const client = await answering(spans);
		expect(await client.tokenClassification({ inputs: TEXT })).toEqual(spans);
	});

	it("a refusal names the fields the check requires, and entity_group only as optional", async () => {
		const client = await answering([{ entity_group: "PER", word: "Sarah", start: 11, end: 16 }]);
		const error = await client.tokenClassification({ inputs: TEXT }).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
		const message = (error as Error).message;
		expect(message).toMatch(
			/malformed response from HF-Inference token-classification API: expected Array<\{/,
		);
		for (const field of ["score: number", "word: string", "start: number", "end: number"]) {
			expect(message).toContain(field);
		}
		expect(message).toContain("entity_group?: string");
		expect(message).not.toMatch(/entity_group: /);
	});

	it("an optional field of the wrong type is refused", async () => {
		const client = await answering([{ entity_group: 7, score: 0.9, word: "Sarah", start: 11, end: 16 }]);
		await expect(client.tokenClassification({ inputs: TEXT })).rejects.toThrow(
			/malformed response from HF-Inference token-classification API/,
		);
	});
});

type Call = (client: InferenceClient) => Promise<unknown>;

const CALLS = {
	summarization: (client) => client.summarization({ inputs: "A long text." }),
	questionAnswering: (client) =>
		client.questionAnswering({ inputs: { question: "Who?", context: "My name is Clara." } }),
	textClassification: (client) => client.textClassification({ inputs: "I like you." }),
	zeroShotClassification: (client) =>
		client.zeroShotClassification({ inputs: "A text.", parameters: { candidate_labels: ["a", "b"] } }),
	documentQuestionAnswering: (client) =>
		client.documentQuestionAnswering({ inputs: { image: catImage(), question: "What?" } }),
	featureExtraction: (client) => client.featureExtraction({ inputs: "A text." }),
} satisfies Record<string, Call>;

describe("forms the pipelines send beside the specification's", () => {
	const cases: Array<[string, Call, unknown, unknown]> = [
		[
			"one answer in a one-element list",
			CALLS.questionAnswering,
			[{ answer: "Clara", score: 0.9, start: 11, end: 16 }],
			{ answer: "Clara", score: 0.9, start: 11, end: 16 },
		],
		[
			"labels in a list of one list",
			CALLS.textClassification,
			[[{ label: "POSITIVE", score: 0.9 }]],
			[{ label: "POSITIVE", score: 0.9 }],
		],
		[
			"older zero-shot parallel lists",
			CALLS.zeroShotClassification,
			{ sequence: "A text.", labels: ["a", "b"], scores: [0.7, 0.3] },
			[
				{ label: "a", score: 0.7 },
				{ label: "b", score: 0.3 },
			],
		],
		["one summary in a list", CALLS.summarization, [{ summary_text: "Short." }], { summary_text: "Short." }],
	];
	it.each(cases)(
		"%s is accepted and given in the specification's form",
		async (_name, call, answer, given) => {
			expect(await call(await answering(answer))).toEqual(given);
		},
	);
});

describe("answers that are not what the specification says", () => {
	const cases: Array<[string, Call, unknown, string]> = [
		["an empty list where one summary is expected", CALLS.summarization, [], "summarization"],
		[
			"an empty list where one document answer is expected",
			CALLS.documentQuestionAnswering,
			[],
			"document-question-answering",
		],
		[
			"a question answer without its score",
			CALLS.questionAnswering,
			{ answer: "Clara", start: 11, end: 16 },
			"question-answering",
		],
		[
			"parallel lists whose scores are not numbers",
			CALLS.zeroShotClassification,
			{ labels: ["a"], scores: ["high"] },
			"zero-shot-classification",
		],
		[
			"embeddings nested deeper than the specification's three levels",
			CALLS.featureExtraction,
			[[[[0.1]]]],
			"feature-extraction",
		],
	];
	it.each(cases)("%s is refused, naming the shape the check asked for", async (_name, call, answer, task) => {
		const error = await call(await answering(answer)).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
		const shape = answerShape(task);
		expect(shape).toBeDefined();
		expect((error as Error).message).toBe(
			`Received malformed response from HF-Inference ${task} API: expected ${describeShape(shape as AnswerShape)}`,
		);
	});
});

describe("the answer checker", () => {
	const element = answerShape("token-classification");

	it("reads required and optional fields from the specification", () => {
		expect(element).toEqual({
			list: {
				fields: {
					entity_group: "string",
					entity: "string",
					score: "number",
					word: "string",
					start: "number",
					end: "number",
					index: "number",
				},
				optional: ["entity_group", "entity", "index"],
			},
		});
	});

	it("requires each field the refusal names without a question mark, and only those", () => {
		const shape = element as { list: AnswerShape };
		const span: Record<string, unknown> = {
			entity_group: "PER",
			entity: "B-PER",
			score: 1,
			word: "S",
			start: 0,
			end: 1,
			index: 0,
		};
		const described = describeShape(shape);
		for (const name of Object.keys(span)) {
			const { [name]: _left, ...without } = span;
			const required = !described.includes(`${name}?:`);
			expect(described).toContain(required ? `${name}: ` : `${name}?: `);
			expect(fitsShape([without], shape), `${name} missing`).toBe(!required);
			expect(fitsShape([{ ...span, [name]: null }], shape), `${name} null`).toBe(!required);
		}
	});

	it("looks tasks up as own properties only", () => {
		for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
			expect(answerShape(name), name).toBeUndefined();
		}
	});

	it("takes a field named like an Object method from the answer itself, not its prototype", () => {
		const shape = JSON.parse('{"fields": {"constructor": "string"}}') as AnswerShape;
		expect(fitsShape({}, shape)).toBe(false);
		expect(fitsShape({ constructor: "x" }, shape)).toBe(true);
	});
});

describe("the answer shape generator", () => {
	it("keeps what a JSON answer can be checked for, and drops the rest", () => {
		expect(
			answerShapeOf({
				type: "object",
				description: "An answer.",
				properties: {
					count: { type: "integer", minimum: 0 },
					file: { type: "string", format: "binary", contentMediaType: "image/png" },
					note: { oneOf: [{ type: "string" }, { type: "string", format: "uri" }, { type: "null" }] },
					kind: { const: "picture" },
					extra: { type: "object", additionalProperties: true },
					pairs: {
						type: "array",
						items: { type: "array", minItems: 2, maxItems: 2, items: { type: "number" } },
					},
				},
				required: ["count", "file", "kind"],
			}),
		).toEqual({
			fields: {
				count: "number",
				file: "blob",
				note: { oneOf: ["string", "null"] },
				kind: "string",
				extra: "object",
				pairs: { list: { list: "number" } },
			},
			optional: ["note", "extra", "pairs"],
		});
	});

	it("gives every task with a specification its answer's shape", () => {
		for (const spec of Object.values(TASK_SPECS)) {
			expect(answerShape(spec.task), spec.task).toEqual(answerShapeOf(spec.response));
		}
	});
});
