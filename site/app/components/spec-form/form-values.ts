import type { JsonSchema, JsonValue } from "@hubkit/tasks";
import { fieldKind, isStringOrList } from "./field-kind.js";
import { boundsProblem, schemaProblem } from "./schema-problem.js";

/**
 * What a form's controls hold: the text of each field by parameter name. An empty or missing
 * entry means "not set", and the parameter is left out of the request.
 */
export type FormValues = Readonly<Record<string, string>>;

export interface ParsedForm {
	/** The parameters the reader set, as the JSON values the request carries. */
	value: Record<string, JsonValue>;
	/** One sentence per field that does not hold a valid value; such fields are not in `value`. */
	errors: Record<string, string>;
}

const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** The non-empty lines of a list field: each line is one item, blank lines are only spacing. */
export const listLines = (text: string): string[] => text.split(/\r\n|\r|\n/).filter((line) => line !== "");

function capitalised(sentence: string): string {
	return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** The typed value of one field, or the reason it has none; undefined when the field is not set. */
function parseField(
	name: string,
	schema: JsonSchema,
	text: string,
): { value: JsonValue } | { error: string } | undefined {
	const kind = fieldKind(schema);
	switch (kind) {
		case "integer":
		case "number": {
			const trimmed = text.trim();
			if (trimmed === "") return undefined;
			if (!(kind === "integer" ? INTEGER : DECIMAL).test(trimmed))
				return {
					error: kind === "integer" ? "Enter a whole number, such as 4." : "Enter a number, such as 0.5.",
				};
			const value = Number(trimmed);
			if (kind === "integer" && !Number.isSafeInteger(value)) return { error: "This number is too large." };
			if (!Number.isFinite(value)) return { error: "This number is too large." };
			const problem = boundsProblem(schema, value);
			return problem ? { error: `${capitalised(problem)}.` } : { value };
		}
		case "boolean":
			if (text === "") return undefined;
			if (text === "true" || text === "false") return { value: text === "true" };
			return { error: "Choose true or false." };
		case "enum": {
			if (text === "") return undefined;
			const found = schema.enum?.find((allowed) => String(allowed) === text);
			return found === undefined ? { error: "Choose one of the listed values." } : { value: found };
		}
		case "text":
			return text === "" ? undefined : check(schema, text);
		case "list": {
			const lines = listLines(text);
			if (lines.length === 0) return undefined;
			const value = isStringOrList(schema) && lines.length === 1 ? (lines[0] as string) : lines;
			return check(schema, value);
		}
		case "json": {
			if (text.trim() === "") return undefined;
			let value: JsonValue;
			try {
				value = JSON.parse(text) as JsonValue;
			} catch (error) {
				return { error: `Not valid JSON: ${(error as Error).message}` };
			}
			return check(schema, value, name);
		}
	}
}

/** The value, or the first way it breaks the schema; inside a JSON value, the message names the place. */
function check(schema: JsonSchema, value: JsonValue, path = ""): { value: JsonValue } | { error: string } {
	const problem = schemaProblem(schema, value, path);
	if (!problem) return { value };
	return { error: path ? `${problem}.` : `${capitalised(problem)}.` };
}

/** The fields of an object schema, without the ones a caller handles itself. */
export function formFields(schema: JsonSchema, omit: readonly string[] = []): Array<[string, JsonSchema]> {
	return Object.entries(schema.properties ?? {}).filter(([name]) => !omit.includes(name));
}

/**
 * Turns a form's texts into the parameters a request carries, checked against the schema: numbers
 * and booleans typed, lists split by line, JSON parsed and checked. Fields left empty are left out
 * (the server's default applies), and a field with an invalid value is reported and left out too.
 * Fields in `omit` (the ones a form renders itself, as `ParameterFields`' prop) are never read.
 */
export function parseFormValues(
	schema: JsonSchema,
	values: FormValues,
	omit: readonly string[] = [],
): ParsedForm {
	const parsed: ParsedForm = { value: {}, errors: {} };
	for (const [name, fieldSchema] of formFields(schema, omit)) {
		const text = Object.hasOwn(values, name) ? values[name] : undefined;
		if (typeof text !== "string") continue;
		const result = parseField(name, fieldSchema, text);
		if (!result) continue;
		if ("error" in result) parsed.errors[name] = result.error;
		else parsed.value[name] = result.value;
	}
	return parsed;
}

/** The text a field shows for a value: the inverse of `parseFormValues` for every valid value. */
export function formatFieldValue(schema: JsonSchema, value: JsonValue): string {
	switch (fieldKind(schema)) {
		case "integer":
		case "number":
		case "boolean":
		case "enum":
			return String(value);
		case "text":
			return value as string;
		case "list":
			return Array.isArray(value) ? value.join("\n") : String(value);
		case "json":
			return JSON.stringify(value, null, 2);
	}
}

/** The form texts for a set of parameters (a shared link, a sample): the fields the schema knows. */
export function toFormValues(schema: JsonSchema, value: Readonly<Record<string, JsonValue>>): FormValues {
	const values: Record<string, string> = {};
	for (const [name, fieldSchema] of formFields(schema))
		if (Object.hasOwn(value, name)) values[name] = formatFieldValue(fieldSchema, value[name] as JsonValue);
	return values;
}
