import { getTaskSpec, type JsonSchema, type JsonValue, TASK_SPECS } from "@hubkit/tasks";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fieldKind, isStringOrList } from "../app/components/spec-form/field-kind.js";
import { parseFormValues, toFormValues } from "../app/components/spec-form/form-values.js";

const textToImage = getTaskSpec("text-to-image")?.request.properties.parameters as JsonSchema;
const chat = getTaskSpec("chat-completion")?.request as JsonSchema;

describe("parseFormValues", () => {
	it("types what the reader set and leaves out every empty field", () => {
		const parsed = parseFormValues(textToImage, {
			num_inference_steps: " 4 ",
			guidance_scale: "7.5",
			negative_prompt: "blurry, 'low' \"quality\"",
			width: "",
			seed: "",
		});
		expect(parsed).toEqual({
			value: { num_inference_steps: 4, guidance_scale: 7.5, negative_prompt: "blurry, 'low' \"quality\"" },
			errors: {},
		});
	});

	it("gives one clear error per invalid field and keeps it out of the value", () => {
		const parsed = parseFormValues(textToImage, {
			num_inference_steps: "4a",
			guidance_scale: "-1",
			width: "2.5",
			height: "0",
			seed: "99999999999999999999",
			negative_prompt: "fine",
		});
		expect(parsed.value).toEqual({ negative_prompt: "fine" });
		expect(parsed.errors).toEqual({
			num_inference_steps: "Enter a whole number, such as 4.",
			guidance_scale: "Must be 0 or more.",
			width: "Enter a whole number, such as 4.",
			height: "Must be 1 or more.",
			seed: "This number is too large.",
		});
	});

	it("reads enums, booleans, lists and JSON by their schema", () => {
		const schema: JsonSchema = {
			type: "object",
			properties: {
				strategy: { type: "string", enum: ["simple", "first"] },
				level: { type: "integer", enum: [1, 2] },
				details: { type: "boolean", default: false },
				labels: { type: "array", items: { type: "string" } },
				stop: { oneOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] },
				size: {
					type: "object",
					properties: { width: { type: "integer", minimum: 1 } },
					required: ["width"],
					additionalProperties: false,
				},
			},
		};
		expect(
			parseFormValues(schema, {
				strategy: "first",
				level: "2",
				details: "true",
				labels: "refund\n\nlegal\r\nfaq\n",
				stop: "END",
				size: '{"width": 64}',
			}),
		).toEqual({
			value: {
				strategy: "first",
				level: 2,
				details: true,
				labels: ["refund", "legal", "faq"],
				stop: "END",
				size: { width: 64 },
			},
			errors: {},
		});
		expect(parseFormValues(schema, { stop: "a\nb" }).value).toEqual({ stop: ["a", "b"] });
		expect(
			parseFormValues(schema, { strategy: "other", size: "{width: 64}", details: "yes" }).errors,
		).toEqual({
			strategy: "Choose one of the listed values.",
			size: expect.stringMatching(/^Not valid JSON: /),
			details: "Choose true or false.",
		});
		expect(parseFormValues(schema, { size: "{}" }).errors).toEqual({ size: 'size: "width" is required.' });
		expect(parseFormValues(schema, { size: '{"width": 0}' }).errors).toEqual({
			size: "size.width: must be 1 or more.",
		});
		expect(parseFormValues(schema, { size: '{"width": 3, "depth": 1}' }).errors).toEqual({
			size: 'size: "depth" is not a known field.',
		});
		expect(parseFormValues(schema, { size: "[1]" }).errors).toEqual({
			size: "size: must be an object, not a list.",
		});
	});

	it("checks chat's tools against their schema, naming the place that is wrong", () => {
		const ok = [{ type: "function", function: { name: "get_weather", parameters: { type: "object" } } }];
		expect(parseFormValues(chat, { tools: JSON.stringify(ok) })).toEqual({
			value: { tools: ok },
			errors: {},
		});
		const wrong = parseFormValues(chat, { tools: JSON.stringify([{ type: "function", function: {} }]) });
		expect(wrong.value).toEqual({});
		expect(wrong.errors.tools).toMatch(/^tools\[0\]\.function: "name" is required\.$/);
		expect(parseFormValues(chat, { response_format: '{"type": "json_schema"}' }).errors).toEqual({
			response_format: 'response_format: "json_schema" is required.',
		});
		expect(parseFormValues(chat, { response_format: '{"type": "yaml"}' }).errors).toEqual({
			response_format: "response_format: does not match any of the allowed forms.",
		});
	});

	it("never reads the fields the caller renders itself", () => {
		expect(parseFormValues(chat, { stream: "true", seed: "1" }, ["messages", "stream"])).toEqual({
			value: { seed: 1 },
			errors: {},
		});
	});

	it("ignores texts for fields the schema does not have", () => {
		expect(parseFormValues(textToImage, JSON.parse('{"nonsense": "1", "__proto__": "2"}'))).toEqual({
			value: {},
			errors: {},
		});
	});
});

/** Values each field's control can show exactly: what a reader can enter and get back. */
function representable(schema: JsonSchema): fc.Arbitrary<JsonValue> | undefined {
	const line = fc.string({ minLength: 1 }).filter((text) => !/[\r\n]/.test(text));
	switch (fieldKind(schema)) {
		case "integer":
			return fc.integer({
				min: schema.minimum ?? (schema.exclusiveMinimum ?? Number.MIN_SAFE_INTEGER - 1) + 1,
				max: schema.maximum ?? (schema.exclusiveMaximum ?? Number.MAX_SAFE_INTEGER + 1) - 1,
			});
		case "number":
			return fc
				.double({
					min: schema.minimum ?? schema.exclusiveMinimum ?? -1e12,
					max: schema.maximum ?? schema.exclusiveMaximum ?? 1e12,
					minExcluded: schema.exclusiveMinimum !== undefined,
					maxExcluded: schema.exclusiveMaximum !== undefined,
					noNaN: true,
					noDefaultInfinity: true,
				})
				.filter((value) => !Object.is(value, -0));
		case "boolean":
			return fc.boolean();
		case "enum":
			return fc.constantFrom(...(schema.enum ?? []));
		case "text":
			return fc.string({ minLength: Math.max(1, schema.minLength ?? 1) });
		case "list": {
			const list = isStringOrList(schema) ? schema.oneOf?.find((branch) => branch.type === "array") : schema;
			const maxLength = list?.maxItems ?? 8;
			return isStringOrList(schema)
				? fc.oneof(line, fc.array(line, { minLength: 2, maxLength: Math.max(2, maxLength) }))
				: fc.array(line, { minLength: Math.max(1, list?.minItems ?? 1), maxLength });
		}
		case "json":
			return undefined;
	}
}

describe("every valid value a task's parameter can take round-trips through its form field", () => {
	const schemas = Object.values(TASK_SPECS).flatMap((spec) => {
		const parameters = spec.task === "chat-completion" ? spec.request : spec.request.properties.parameters;
		return parameters?.properties ? [[spec.task, parameters] as const] : [];
	});

	it("covers the tasks that take parameters", () => {
		expect(schemas.map(([task]) => task)).toEqual(
			expect.arrayContaining(["text-to-image", "chat-completion"]),
		);
	});

	for (const [task, schema] of schemas) {
		const fields = Object.entries(schema.properties ?? {}).flatMap(([name, field]) => {
			const arbitrary = representable(field);
			return arbitrary ? [[name, arbitrary] as const] : [];
		});
		if (fields.length === 0) continue;
		it(task, () => {
			const record = fc.record(Object.fromEntries(fields), { requiredKeys: [] });
			fc.assert(
				fc.property(record, (value) => {
					const parsed = parseFormValues(schema, toFormValues(schema, value as Record<string, JsonValue>));
					expect(parsed.errors).toEqual({});
					expect(parsed.value).toEqual(value);
				}),
				{ numRuns: 100 },
			);
		});
	}

	it("JSON fields round-trip the values their schema accepts", () => {
		const schema: JsonSchema = { type: "object", properties: { any: {} } };
		fc.assert(
			// As JSON text carries them: -0, which jsonValue draws, is written "0" by any JSON writer.
			fc.property(
				fc.jsonValue().map((value) => JSON.parse(JSON.stringify(value)) as JsonValue),
				(value) => {
					const parsed = parseFormValues(schema, toFormValues(schema, { any: value as JsonValue }));
					expect(parsed).toEqual({ value: { any: value }, errors: {} });
				},
			),
		);
	});
});
