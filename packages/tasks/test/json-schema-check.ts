import type { JsonSchema } from "../src/specs/schema.js";

// A checker for the JSON Schema subset that schema.ts declares, written for the tests so the
// published package stays data-only. `schemaProblems` checks a schema's own structure (the role a
// meta-schema plays); `valueProblems` checks a value against a schema (for defaults and examples).

/** Every keyword schema.ts declares; the type below fails to compile if one is added and not listed. */
export const KEYWORDS = [
	"description",
	"title",
	"type",
	"format",
	"contentMediaType",
	"enum",
	"const",
	"default",
	"minimum",
	"maximum",
	"exclusiveMinimum",
	"exclusiveMaximum",
	"minLength",
	"maxLength",
	"items",
	"minItems",
	"maxItems",
	"properties",
	"required",
	"additionalProperties",
	"oneOf",
	"examples",
] as const satisfies readonly (keyof JsonSchema)[];

type Unlisted = Exclude<keyof JsonSchema, (typeof KEYWORDS)[number]>;
export const everyKeywordListed: [Unlisted] extends [never] ? true : Unlisted = true;

const TYPES = ["string", "number", "integer", "boolean", "object", "array", "null"];
const FORMATS = ["binary", "uri"];
const NUMBER_KEYWORDS = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"] as const;
const COUNT_KEYWORDS = ["minLength", "maxLength", "minItems", "maxItems"] as const;
const TITLE = /^[A-Z][A-Za-z0-9]*$/;

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isPrimitive(value: unknown): value is string | number | boolean {
	return (
		typeof value === "string" ||
		typeof value === "boolean" ||
		(typeof value === "number" && Number.isFinite(value))
	);
}

/** A one-line text without surrounding spaces: what descriptions and titles must be. */
export function lineProblem(text: unknown): string | undefined {
	if (typeof text !== "string") return "is not a string";
	if (text.length === 0) return "is empty";
	if (/[\r\n\u2028\u2029]/.test(text)) return "spans several lines";
	if (text.trim() !== text) return "has leading or trailing spaces";
	if (/\s{2}/.test(text)) return "has a run of spaces";
	return undefined;
}

function checkValues(node: Record<string, unknown>, path: string, problems: string[]): void {
	if ("enum" in node) {
		const values = node.enum;
		if (!Array.isArray(values) || values.length === 0) problems.push(`${path}.enum: not a non-empty array`);
		else {
			if (!values.every(isPrimitive))
				problems.push(`${path}.enum: holds a value that is not a string, number or boolean`);
			if (new Set(values).size !== values.length) problems.push(`${path}.enum: repeats a value`);
		}
	}
	if ("const" in node && !isPrimitive(node.const))
		problems.push(`${path}.const: not a string, number or boolean`);
	if ("default" in node) {
		for (const problem of valueProblems(node.default, node as JsonSchema, `${path}.default`))
			problems.push(problem);
	}
	if ("examples" in node) {
		if (!Array.isArray(node.examples) || node.examples.length === 0)
			problems.push(`${path}.examples: not a non-empty array`);
		else
			node.examples.forEach((example, i) => {
				for (const problem of valueProblems(example, node as JsonSchema, `${path}.examples[${i}]`))
					problems.push(problem);
			});
	}
}

function checkBounds(node: Record<string, unknown>, path: string, problems: string[]): void {
	for (const key of NUMBER_KEYWORDS) {
		if (key in node && !(typeof node[key] === "number" && Number.isFinite(node[key]))) {
			problems.push(`${path}.${key}: not a finite number`);
		}
	}
	for (const key of COUNT_KEYWORDS) {
		if (key in node && !(Number.isInteger(node[key]) && (node[key] as number) >= 0)) {
			problems.push(`${path}.${key}: not a count`);
		}
	}
	const low = (node.minimum ?? node.exclusiveMinimum) as number | undefined;
	const high = (node.maximum ?? node.exclusiveMaximum) as number | undefined;
	if (typeof low === "number" && typeof high === "number" && low > high)
		problems.push(`${path}: lower bound above upper bound`);
	if ((node.minLength as number) > (node.maxLength as number))
		problems.push(`${path}: minLength above maxLength`);
	if ((node.minItems as number) > (node.maxItems as number))
		problems.push(`${path}: minItems above maxItems`);
	const numeric = node.type === "number" || node.type === "integer";
	if (NUMBER_KEYWORDS.some((key) => key in node) && !numeric)
		problems.push(`${path}: numeric bounds on a non-number`);
	if (("minLength" in node || "maxLength" in node) && node.type !== "string")
		problems.push(`${path}: length bounds on a non-string`);
	if (("minItems" in node || "maxItems" in node) && node.type !== "array")
		problems.push(`${path}: item counts on a non-array`);
}

function checkShape(node: Record<string, unknown>, path: string, problems: string[]): void {
	if ("items" in node) {
		if (node.type !== "array") problems.push(`${path}.items: on a non-array`);
		problems.push(...schemaProblems(node.items, `${path}.items`));
	} else if (node.type === "array") problems.push(`${path}: an array without items`);
	if ("properties" in node) {
		if (node.type !== "object") problems.push(`${path}.properties: on a non-object`);
		if (!isRecord(node.properties)) problems.push(`${path}.properties: not an object`);
		else
			for (const [name, property] of Object.entries(node.properties)) {
				const at = `${path}.properties.${name}`;
				if (isRecord(property) && !("description" in property)) problems.push(`${at}: no description`);
				problems.push(...schemaProblems(property, at));
			}
	}
	if ("required" in node) {
		const required = node.required;
		const known = isRecord(node.properties) ? node.properties : {};
		if (!Array.isArray(required) || !required.every((name) => typeof name === "string")) {
			problems.push(`${path}.required: not a list of names`);
		} else {
			if (new Set(required).size !== required.length) problems.push(`${path}.required: repeats a name`);
			for (const name of required)
				if (!Object.hasOwn(known, name)) problems.push(`${path}.required: '${name}' is not a property`);
		}
	}
	if ("additionalProperties" in node) {
		if (node.type !== "object") problems.push(`${path}.additionalProperties: on a non-object`);
		if (typeof node.additionalProperties !== "boolean") {
			problems.push(...schemaProblems(node.additionalProperties, `${path}.additionalProperties`));
		}
	}
	if ("oneOf" in node) {
		if (!Array.isArray(node.oneOf) || node.oneOf.length < 2)
			problems.push(`${path}.oneOf: fewer than two choices`);
		else problems.push(...node.oneOf.flatMap((choice, i) => schemaProblems(choice, `${path}.oneOf[${i}]`)));
		if ("type" in node) problems.push(`${path}: both type and oneOf`);
	}
}

/** What is wrong with a schema's structure, each problem with the path where it is. */
export function schemaProblems(schema: unknown, path = "$"): string[] {
	if (!isRecord(schema)) return [`${path}: not a schema object`];
	const problems: string[] = [];
	for (const key of Object.keys(schema)) {
		if (!(KEYWORDS as readonly string[]).includes(key)) problems.push(`${path}: unknown keyword '${key}'`);
	}
	const described = "description" in schema ? lineProblem(schema.description) : undefined;
	if (described) problems.push(`${path}.description ${described}`);
	if ("title" in schema && !(typeof schema.title === "string" && TITLE.test(schema.title))) {
		problems.push(`${path}.title: not a PascalCase type name`);
	}
	if ("type" in schema && !TYPES.includes(schema.type as string))
		problems.push(`${path}.type: unknown type '${String(schema.type)}'`);
	if ("format" in schema) {
		if (!FORMATS.includes(schema.format as string))
			problems.push(`${path}.format: unknown format '${String(schema.format)}'`);
		if (schema.type !== "string") problems.push(`${path}.format: on a non-string`);
	}
	if ("contentMediaType" in schema) {
		if (
			!(
				typeof schema.contentMediaType === "string" &&
				/^[a-z]+\/([a-z0-9.+-]+|\*)$/.test(schema.contentMediaType)
			)
		) {
			problems.push(`${path}.contentMediaType: not a media type`);
		}
		if (schema.type !== "string") problems.push(`${path}.contentMediaType: on a non-string`);
	}
	if (!("type" in schema) && !("oneOf" in schema) && !("const" in schema) && !("enum" in schema)) {
		problems.push(`${path}: says neither type, oneOf, const nor enum`);
	}
	checkBounds(schema, path, problems);
	checkShape(schema, path, problems);
	checkValues(schema, path, problems);
	return problems;
}

function typeOf(value: unknown): string {
	if (value === null) return "null";
	if (Array.isArray(value)) return "array";
	if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
	return typeof value;
}

/** What is wrong with a value under a schema (the subset's meaning of each keyword). */
export function valueProblems(value: unknown, schema: JsonSchema, path = "$"): string[] {
	const problems: string[] = [];
	const actual = typeOf(value);
	if (schema.type && !(schema.type === actual || (schema.type === "number" && actual === "integer"))) {
		return [`${path}: expected ${schema.type}, got ${actual}`];
	}
	if (schema.enum && !schema.enum.includes(value as string))
		problems.push(`${path}: not one of the allowed values`);
	if ("const" in schema && value !== schema.const)
		problems.push(`${path}: not ${JSON.stringify(schema.const)}`);
	if (typeof value === "number") {
		if (schema.minimum !== undefined && value < schema.minimum) problems.push(`${path}: below the minimum`);
		if (schema.maximum !== undefined && value > schema.maximum) problems.push(`${path}: above the maximum`);
		if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum)
			problems.push(`${path}: not above the minimum`);
		if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum)
			problems.push(`${path}: not below the maximum`);
	}
	if (typeof value === "string") {
		if (schema.minLength !== undefined && value.length < schema.minLength)
			problems.push(`${path}: too short`);
		if (schema.maxLength !== undefined && value.length > schema.maxLength) problems.push(`${path}: too long`);
	}
	if (Array.isArray(value)) {
		if (schema.minItems !== undefined && value.length < schema.minItems)
			problems.push(`${path}: too few items`);
		if (schema.maxItems !== undefined && value.length > schema.maxItems)
			problems.push(`${path}: too many items`);
		const items = schema.items;
		if (items) problems.push(...value.flatMap((item, i) => valueProblems(item, items, `${path}[${i}]`)));
	}
	if (isRecord(value)) {
		const properties = schema.properties ?? {};
		for (const name of schema.required ?? [])
			if (!Object.hasOwn(value, name)) problems.push(`${path}.${name}: missing`);
		for (const [name, field] of Object.entries(value)) {
			const known = Object.hasOwn(properties, name) ? properties[name] : undefined;
			if (known) problems.push(...valueProblems(field, known, `${path}.${name}`));
			else if (schema.additionalProperties === false) problems.push(`${path}.${name}: not allowed`);
			else if (isRecord(schema.additionalProperties)) {
				problems.push(...valueProblems(field, schema.additionalProperties, `${path}.${name}`));
			}
		}
	}
	if (schema.oneOf) {
		const matches = schema.oneOf.filter((choice) => valueProblems(value, choice, path).length === 0).length;
		if (matches !== 1) problems.push(`${path}: matches ${matches} of the oneOf choices, not exactly one`);
	}
	return problems;
}

/** Every schema with a title, at any depth, with where it was found. */
export function titledSchemas(schema: JsonSchema, path: string): Array<{ path: string; schema: JsonSchema }> {
	const found = schema.title ? [{ path, schema }] : [];
	const children: Array<[string, JsonSchema]> = [
		...Object.entries(schema.properties ?? {}).map(([name, child]): [string, JsonSchema] => [
			`${path}.properties.${name}`,
			child,
		]),
		...(schema.items ? [[`${path}.items`, schema.items] as [string, JsonSchema]] : []),
		...(typeof schema.additionalProperties === "object"
			? [[`${path}.additionalProperties`, schema.additionalProperties] as [string, JsonSchema]]
			: []),
		...(schema.oneOf ?? []).map((choice, i): [string, JsonSchema] => [`${path}.oneOf[${i}]`, choice]),
	];
	return [...found, ...children.flatMap(([at, child]) => titledSchemas(child, at))];
}
