import type { JsonSchema, JsonValue } from "@hubkit/tasks";

const typeName = (value: JsonValue): string =>
	value === null
		? "null"
		: Array.isArray(value)
			? "a list"
			: typeof value === "object"
				? "an object"
				: typeof value;

const WANTED: Record<string, string> = {
	string: "text",
	number: "a number",
	integer: "a whole number",
	boolean: "true or false",
	object: "an object",
	array: "a list",
	null: "null",
};

function hasType(value: JsonValue, type: string): boolean {
	switch (type) {
		case "integer":
			return typeof value === "number" && Number.isInteger(value);
		case "number":
			return typeof value === "number" && Number.isFinite(value);
		case "object":
			return typeof value === "object" && value !== null && !Array.isArray(value);
		case "array":
			return Array.isArray(value);
		case "null":
			return value === null;
		default:
			return typeof value === type;
	}
}

/** Whether an object carries the constant field that marks this branch of a union. */
function namesBranch(branch: JsonSchema, value: JsonValue): boolean {
	if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
	return Object.entries(branch.properties ?? {}).some(
		([key, field]) => field.const !== undefined && Object.hasOwn(value, key) && value[key] === field.const,
	);
}

/** The first way a number breaks its schema's bounds, in words. */
export function boundsProblem(schema: JsonSchema, value: number): string | undefined {
	if (schema.minimum !== undefined && value < schema.minimum) return `must be ${schema.minimum} or more`;
	if (schema.maximum !== undefined && value > schema.maximum) return `must be ${schema.maximum} or less`;
	if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum)
		return `must be more than ${schema.exclusiveMinimum}`;
	if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum)
		return `must be less than ${schema.exclusiveMaximum}`;
	return undefined;
}

const at = (path: string) => (path ? `${path}: ` : "");

/**
 * The first way `value` breaks `schema`, as a sentence naming where (`tools[0].type: must be
 * "function"`), or undefined when it fits. Covers every keyword our specifications use; a `oneOf`
 * is satisfied by any one branch, so the form is never stricter than the servers it describes.
 */
export function schemaProblem(schema: JsonSchema, value: JsonValue, path = ""): string | undefined {
	if (schema.const !== undefined && value !== schema.const)
		return `${at(path)}must be ${JSON.stringify(schema.const)}`;
	if (schema.enum && !schema.enum.some((allowed) => allowed === value))
		return `${at(path)}must be one of ${schema.enum.map((allowed) => JSON.stringify(allowed)).join(", ")}`;
	if (schema.oneOf) {
		const problems = schema.oneOf.map((branch) => schemaProblem(branch, value, path));
		if (problems.every((problem) => problem !== undefined)) {
			// The branch the value names by its discriminator (`type: "json_schema"`) says best what is wrong.
			const named = schema.oneOf.findIndex((branch) => namesBranch(branch, value));
			if (problems.length === 1 || named >= 0) return problems[Math.max(named, 0)];
			return `${at(path)}does not match any of the allowed forms`;
		}
	}
	if (schema.type && !hasType(value, schema.type))
		return `${at(path)}must be ${WANTED[schema.type]}, not ${typeName(value)}`;
	if (typeof value === "number") {
		const problem = boundsProblem(schema, value);
		if (problem) return `${at(path)}${problem}`;
	}
	if (typeof value === "string") {
		if (schema.minLength !== undefined && value.length < schema.minLength)
			return `${at(path)}must have at least ${schema.minLength} characters`;
		if (schema.maxLength !== undefined && value.length > schema.maxLength)
			return `${at(path)}must have at most ${schema.maxLength} characters`;
	}
	if (Array.isArray(value)) return listProblem(schema, value, path);
	if (typeof value === "object" && value !== null) return objectProblem(schema, value, path);
	return undefined;
}

function listProblem(schema: JsonSchema, value: JsonValue[], path: string): string | undefined {
	if (schema.minItems !== undefined && value.length < schema.minItems)
		return `${at(path)}must have at least ${schema.minItems} items`;
	if (schema.maxItems !== undefined && value.length > schema.maxItems)
		return `${at(path)}must have at most ${schema.maxItems} items`;
	if (!schema.items) return undefined;
	for (const [index, item] of value.entries()) {
		const problem = schemaProblem(schema.items, item, `${path}[${index}]`);
		if (problem) return problem;
	}
	return undefined;
}

function objectProblem(
	schema: JsonSchema,
	value: { [key: string]: JsonValue },
	path: string,
): string | undefined {
	const child = (key: string) => (path ? `${path}.${key}` : key);
	for (const key of schema.required ?? [])
		if (!Object.hasOwn(value, key)) return `${at(path)}${JSON.stringify(key)} is required`;
	for (const [key, item] of Object.entries(value)) {
		const known =
			schema.properties && Object.hasOwn(schema.properties, key) ? schema.properties[key] : undefined;
		const extra = schema.additionalProperties;
		if (!known && extra === false && schema.properties)
			return `${at(path)}${JSON.stringify(key)} is not a known field`;
		const itemSchema = known ?? (typeof extra === "object" ? extra : undefined);
		const problem = itemSchema ? schemaProblem(itemSchema, item, child(key)) : undefined;
		if (problem) return problem;
	}
	return undefined;
}
