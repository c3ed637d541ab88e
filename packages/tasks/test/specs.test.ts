import { describe, expect, it } from "vitest";
import { getTaskSpec, TASK_SPECS } from "../src/index.js";
import type { JsonSchema, TaskSpec } from "../src/specs/schema.js";
import { lineProblem, schemaProblems, titledSchemas, valueProblems } from "./json-schema-check.js";

const specs = Object.entries(TASK_SPECS);

/** The three schemas of a task, named for messages. */
function schemasOf(spec: TaskSpec): Array<[string, JsonSchema]> {
	return [
		[`${spec.task}.request`, spec.request],
		[`${spec.task}.response`, spec.response],
		...(spec.streamChunk ? [[`${spec.task}.streamChunk`, spec.streamChunk] as [string, JsonSchema]] : []),
	];
}

describe("the task specifications", () => {
	it("are well-formed schemas of the declared subset, as data and after a JSON round trip", () => {
		const problems = specs.flatMap(([, spec]) =>
			schemasOf(spec).flatMap(([path, schema]) => {
				const copy = JSON.parse(JSON.stringify(schema)) as unknown;
				const lost =
					JSON.stringify(copy) === JSON.stringify(schema) && equalJson(copy, schema)
						? []
						: [`${path}: changes in JSON`];
				return [...lost, ...schemaProblems(copy, path)];
			}),
		);
		expect(problems).toEqual([]);
	});

	it("take an object with named fields and describe each schema in one line", () => {
		for (const [id, spec] of specs) {
			expect(spec.request.type, id).toBe("object");
			expect(Object.keys(spec.request.properties).length, `${id}: a request with no fields`).toBeGreaterThan(
				0,
			);
			for (const [path, schema] of schemasOf(spec)) {
				expect(lineProblem(schema.description), `${path}.description`).toBeUndefined();
			}
		}
	});

	it("give one title one meaning across every task", () => {
		const byTitle = new Map<string, { path: string; json: string }>();
		const clashes: string[] = [];
		for (const [, spec] of specs) {
			for (const [path, schema] of schemasOf(spec)) {
				for (const found of titledSchemas(schema, path)) {
					const title = found.schema.title as string;
					const json = JSON.stringify(found.schema);
					const seen = byTitle.get(title);
					if (!seen) byTitle.set(title, { path: found.path, json });
					else if (seen.json !== json) clashes.push(`${title}: ${seen.path} and ${found.path} differ`);
				}
			}
		}
		expect(clashes).toEqual([]);
	});

	it("hand back the same record through getTaskSpec, and nothing for other ids", () => {
		for (const [id, spec] of specs) expect(getTaskSpec(id)).toBe(spec);
		expect(getTaskSpec("toString")).toBeUndefined();
		expect(getTaskSpec("conversational")).toBeUndefined();
	});
});

/** Deep equality of JSON data, with key order ignored. */
function equalJson(a: unknown, b: unknown): boolean {
	if (Array.isArray(a) || Array.isArray(b)) {
		return (
			Array.isArray(a) &&
			Array.isArray(b) &&
			a.length === b.length &&
			a.every((item, i) => equalJson(item, b[i]))
		);
	}
	if (typeof a === "object" && a !== null && typeof b === "object" && b !== null) {
		const keys = Object.keys(a);
		return (
			keys.length === Object.keys(b).length &&
			keys.every(
				(key) =>
					Object.hasOwn(b, key) &&
					equalJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
			)
		);
	}
	return Object.is(a, b);
}

describe("the schema checker the specification tests rely on", () => {
	it("reports each kind of malformed schema", () => {
		const cases: Array<[unknown, RegExp]> = [
			[{ type: "object", properties: { a: { type: "string" } } }, /properties\.a: no description/],
			[{ type: "object", properties: {}, required: ["a"] }, /'a' is not a property/],
			[{ type: "string", enum: [] }, /enum: not a non-empty array/],
			[{ type: "integer", minimum: 1, default: 0 }, /default: below the minimum/],
			[{ type: "string", enum: ["a"], default: "b" }, /default: not one of the allowed values/],
			[{ type: "string", description: "two\nlines" }, /spans several lines/],
			[{ type: "string", description: " padded" }, /leading or trailing spaces/],
			[{ type: "string", $ref: "#/x" }, /unknown keyword '\$ref'/],
			[{ type: "string", nullable: true }, /unknown keyword 'nullable'/],
			[{ type: "array" }, /an array without items/],
			[{ type: "text" }, /unknown type 'text'/],
			[{ type: "number", format: "binary" }, /format: on a non-string/],
			[{ oneOf: [{ type: "string" }] }, /fewer than two choices/],
			[{ type: "string", title: "not a type name" }, /not a PascalCase type name/],
			[{ description: "Untyped." }, /neither type, oneOf, const nor enum/],
			[{ type: "number", minimum: 2, maximum: 1 }, /lower bound above upper bound/],
		];
		for (const [schema, problem] of cases)
			expect(schemaProblems(schema).join("\n"), JSON.stringify(schema)).toMatch(problem);
	});

	it("accepts a schema that uses every keyword well", () => {
		const schema = {
			title: "Example",
			type: "object",
			description: "An example.",
			properties: {
				text: {
					type: "string",
					minLength: 1,
					maxLength: 9,
					default: "hi",
					examples: ["a"],
					description: "Some text.",
				},
				file: { type: "string", format: "binary", contentMediaType: "image/*", description: "An image." },
				level: { type: "number", exclusiveMinimum: 0, exclusiveMaximum: 1, description: "A share." },
				kind: { const: "x", description: "A marker." },
				list: {
					type: "array",
					items: { type: "integer", enum: [1, 2] },
					minItems: 1,
					maxItems: 2,
					description: "Some numbers.",
				},
				either: { oneOf: [{ type: "string" }, { type: "null" }], description: "Text or nothing." },
			},
			required: ["text"],
			additionalProperties: { type: "boolean" },
		};
		expect(schemaProblems(schema)).toEqual([]);
	});

	it("tells values that fit a schema from values that do not", () => {
		const schema: JsonSchema = {
			type: "object",
			properties: { a: { oneOf: [{ type: "string" }, { type: "integer", minimum: 0 }] } },
			required: ["a"],
			additionalProperties: false,
		};
		expect(valueProblems({ a: "x" }, schema)).toEqual([]);
		expect(valueProblems({ a: 3 }, schema)).toEqual([]);
		expect(valueProblems({ a: -1 }, schema)).not.toEqual([]);
		expect(valueProblems({}, schema)).toEqual(["$.a: missing"]);
		expect(valueProblems({ a: "x", b: 1 }, schema)).toEqual(["$.b: not allowed"]);
	});
});
