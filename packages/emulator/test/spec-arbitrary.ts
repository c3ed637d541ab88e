import type { JsonSchema } from "@hubkit/tasks";
import fc from "fast-check";

/**
 * fast-check arbitraries for the JSON Schema subset of the task specifications, and the one-field
 * breakages of a schema's checkable constraints. Binary fields become base64 of the given sample
 * media, as hf-inference takes them in JSON.
 */

/** Base64 sample files of each kind, one drawn per binary field. */
export interface Media {
	image: readonly string[];
	audio: readonly string[];
}

type Value = unknown;

const WORD = fc.constantFrom("alpha", "bravo", "paris", "music", "cat", "river", "blue", "seven");

/** Short, non-blank text: a few words. */
const TEXT = fc.array(WORD, { minLength: 1, maxLength: 4 }).map((words) => words.join(" "));

function binary(schema: JsonSchema, media: Media): fc.Arbitrary<Value> | undefined {
	if (schema.format !== "binary") return undefined;
	return fc.constantFrom(...(schema.contentMediaType?.startsWith("audio/") ? media.audio : media.image));
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<Value> {
	const integer = schema.type === "integer";
	// Small values keep canned answers (top_k, max_new_tokens, num_frames…) small.
	const top = schema.maximum ?? schema.exclusiveMaximum;
	const low = schema.minimum ?? schema.exclusiveMinimum ?? (top !== undefined ? Math.min(0, top - 8) : 0);
	const high = schema.maximum ?? schema.exclusiveMaximum ?? low + 8;
	if (integer) {
		const min = Math.ceil(schema.exclusiveMinimum !== undefined ? low + 1 : low);
		const max = Math.floor(schema.exclusiveMaximum !== undefined ? high - 1 : high);
		return fc.integer({ min, max: Math.min(max, min + 8) });
	}
	return fc
		.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true })
		.filter(
			(value) =>
				(schema.exclusiveMinimum === undefined || value > schema.exclusiveMinimum) &&
				(schema.exclusiveMaximum === undefined || value < schema.exclusiveMaximum),
		);
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<Value> {
	// An open string documented by its usual values (chat roles) draws from them.
	const examples = schema.examples?.filter((example) => typeof example === "string") ?? [];
	if (examples.length > 0) return fc.constantFrom(...examples);
	const min = schema.minLength ?? 1;
	const max = schema.maxLength ?? 40;
	return TEXT.filter((text) => text.length >= min && text.length <= max);
}

function objectArbitrary(schema: JsonSchema, media: Media, every: boolean): fc.Arbitrary<Value> {
	const fields: Record<string, fc.Arbitrary<Value>> = {};
	for (const [key, field] of Object.entries(schema.properties ?? {}))
		fields[key] = arbitrary(field, media, every);
	const known = fc.record(fields, {
		requiredKeys: every ? Object.keys(fields) : [...(schema.required ?? [])],
	});
	const extra = schema.additionalProperties;
	if (typeof extra !== "object") return known;
	const map = fc.dictionary(fc.constantFrom("a", "b", "c", "d"), arbitrary(extra, media, every), {
		minKeys: 1,
		maxKeys: 3,
	});
	return fc.tuple(known, map).map(([fixed, more]) => ({ ...more, ...(fixed as object) }));
}

/** Valid values of a schema, small; with `every`, objects have all their known fields. */
export function arbitrary(schema: JsonSchema, media: Media, every = false): fc.Arbitrary<Value> {
	if (schema.const !== undefined) return fc.constant(schema.const);
	if (schema.enum) return fc.constantFrom(...schema.enum);
	const bytes = binary(schema, media);
	if (bytes) return bytes;
	if (schema.oneOf) {
		// hf-inference takes media in JSON as base64 only: a binary branch stands for its siblings.
		const media_ = schema.oneOf.find((branch) => branch.format === "binary");
		if (media_) return arbitrary(media_, media, every);
		return fc.oneof(...schema.oneOf.map((branch) => arbitrary(branch, media, every)));
	}
	switch (schema.type) {
		case "string":
			return stringArbitrary(schema);
		case "number":
		case "integer":
			return numberArbitrary(schema);
		case "boolean":
			return fc.boolean();
		case "null":
			return fc.constant(null);
		case "array": {
			// A body with every field has an item in each array, for one of its fields to be broken.
			const minLength = schema.minItems ?? (every ? 1 : 0);
			return fc.array(schema.items ? arbitrary(schema.items, media, every) : TEXT, {
				minLength,
				maxLength: Math.min(schema.maxItems ?? minLength + 2, Math.max(minLength, 3)),
			});
		}
		case "object":
			return objectArbitrary(schema, media, every);
		default:
			return fc.constant(null);
	}
}

/** A value that breaks one constraint of a field, and what it breaks. */
export interface Breakage {
	/** Field names, and 0 for an array's first item. */
	path: Array<string | number>;
	value: Value;
	breaks: string;
}

function typeBreakage(schema: JsonSchema): Value | undefined {
	switch (schema.type) {
		case "string":
			return 12;
		case "number":
		case "integer":
			return "twelve";
		case "boolean":
			return "yes";
		case "array":
			return 12;
		case "object":
			return "an object";
		default:
			return undefined;
	}
}

const NOT_ANY: Array<{ type: JsonSchema["type"]; value: Value }> = [
	{ type: "object", value: { not: "any branch" } },
	{ type: "number", value: 12.5 },
	{ type: "boolean", value: true },
];

/** A plain valid scalar of a simple schema, to fill arrays that are too long. */
function sample(schema: JsonSchema | undefined): Value {
	if (schema?.enum) return schema.enum[0];
	if (schema?.type === "number" || schema?.type === "integer") return schema.minimum ?? 1;
	if (schema?.type === "boolean") return true;
	return "cat";
}

function ownBreakages(schema: JsonSchema): Array<{ value: Value; breaks: string }> {
	const found: Array<{ value: Value; breaks: string }> = [];
	if (schema.oneOf) {
		// A value of a JSON type no branch has.
		const types = schema.oneOf.map((branch) => branch.type);
		const value = types.includes(undefined)
			? undefined
			: NOT_ANY.find((candidate) => !types.includes(candidate.type));
		if (value) found.push({ value: value.value, breaks: "oneOf" });
		return found;
	}
	if (schema.const !== undefined) return found;
	const wrong = typeBreakage(schema);
	if (wrong !== undefined) found.push({ value: wrong, breaks: "type" });
	if (schema.enum) found.push({ value: "not-a-listed-value", breaks: "enum" });
	if (schema.type === "integer") found.push({ value: (schema.minimum ?? 0) + 1.5, breaks: "integer" });
	if (schema.minimum !== undefined) found.push({ value: schema.minimum - 1, breaks: "minimum" });
	if (schema.exclusiveMinimum !== undefined)
		found.push({ value: schema.exclusiveMinimum, breaks: "exclusiveMinimum" });
	if (schema.maximum !== undefined) found.push({ value: schema.maximum + 1, breaks: "maximum" });
	if (schema.exclusiveMaximum !== undefined)
		found.push({ value: schema.exclusiveMaximum, breaks: "exclusiveMaximum" });
	if (schema.type === "string" && schema.minLength !== undefined && schema.minLength > 0)
		found.push({ value: "", breaks: "minLength" });
	if (schema.type === "string" && schema.maxLength !== undefined)
		found.push({ value: "a".repeat(schema.maxLength + 1), breaks: "maxLength" });
	if (schema.type === "array") {
		const item = typeBreakage(schema.items ?? {});
		if (item !== undefined) found.push({ value: [item], breaks: "items" });
		if (schema.minItems !== undefined && schema.minItems > 0) found.push({ value: [], breaks: "minItems" });
		if (schema.maxItems !== undefined)
			found.push({ value: Array(schema.maxItems + 1).fill(sample(schema.items)), breaks: "maxItems" });
	}
	if (typeof schema.additionalProperties === "object") {
		for (const breakage of ownBreakages(schema.additionalProperties))
			found.push({ value: { extra: breakage.value }, breaks: `additionalProperties ${breakage.breaks}` });
	}
	return found;
}

/** Every one-field breakage under an object schema's properties, in nested objects and array items too. */
export function breakages(schema: JsonSchema, path: Array<string | number> = []): Breakage[] {
	const found: Breakage[] = [];
	for (const [key, field] of Object.entries(schema.properties ?? {})) {
		const here = [...path, key];
		for (const breakage of ownBreakages(field)) found.push({ path: here, ...breakage });
		if (field.type === "object") found.push(...breakages(field, here));
		if (field.type === "array" && field.items?.type === "object")
			found.push(...breakages(field.items, [...here, 0]));
	}
	return found;
}

/** How the emulator names a field in its messages: `messages[0].content`. */
export function pathName(path: ReadonlyArray<string | number>): string {
	return path
		.map((part, i) => (typeof part === "number" ? `[${part}]` : i === 0 ? part : `.${part}`))
		.join("");
}

/** A copy of `value` with what is at `path` replaced, creating the objects on the way. */
export function withValue<T>(body: T, path: ReadonlyArray<string | number>, value: Value): T {
	const [head, ...rest] = path;
	if (head === undefined) return value as T;
	if (typeof head === "number") {
		const items = Array.isArray(body) ? [...body] : [];
		items[head] = withValue(items[head] ?? {}, rest, value);
		return items as T;
	}
	const object = typeof body === "object" && body !== null && !Array.isArray(body) ? body : {};
	const inner = (object as Record<string, unknown>)[head];
	return { ...object, [head]: withValue(inner ?? {}, rest, value) } as T;
}
