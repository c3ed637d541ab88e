import type { JsonSchema } from "@hubkit/tasks";

/**
 * The control a parameter gets. `list` is a textarea with one string per line; `json` takes any
 * value the other controls cannot express (objects, lists of objects, unions).
 */
export type FieldKind = "integer" | "number" | "boolean" | "enum" | "text" | "list" | "json";

const isStringList = (schema: JsonSchema | undefined): boolean =>
	schema?.type === "array" && schema.items?.type === "string" && schema.items.format !== "binary";

/**
 * Whether a union is "one string or a list of strings" (stop sequences, negative prompts): the
 * list control serves it, sending one line as a string and several as a list.
 */
export function isStringOrList(schema: JsonSchema): boolean {
	const [first, second, ...rest] = schema.oneOf ?? [];
	if (!first || !second || rest.length > 0) return false;
	const plain = (part: JsonSchema) => part.type === "string" && !part.enum && part.format !== "binary";
	return (plain(first) && isStringList(second)) || (plain(second) && isStringList(first));
}

/** The control for a schema; anything unusual falls back to JSON, which can say every value. */
export function fieldKind(schema: JsonSchema): FieldKind {
	if (schema.enum && schema.enum.length > 0) return "enum";
	if (isStringOrList(schema) || isStringList(schema)) return "list";
	switch (schema.type) {
		case "integer":
			return "integer";
		case "number":
			return "number";
		case "boolean":
			return "boolean";
		case "string":
			return schema.format === "binary" ? "json" : "text";
		default:
			return "json";
	}
}
