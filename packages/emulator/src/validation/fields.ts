import { type Issue, pathText } from "../errors/emulator-error.js";

export function isObject(value: unknown): value is Record<string, unknown> {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function isStringArray(value: unknown): value is string[] {
	return Array.isArray(value) && value.every((item) => typeof item === "string");
}

/** How an error message names a JSON value's type. */
function typeName(value: unknown): string {
	if (value === null) return "null";
	if (Array.isArray(value)) return "an array";
	if (typeof value === "number") return Number.isInteger(value) ? "an integer" : "a decimal number";
	if (typeof value === "object") return "an object";
	return `a ${typeof value}`;
}

export function missing(path: Array<string | number>): Issue {
	return { path, kind: "missing", message: `Missing required parameter: '${pathText(path)}'.` };
}

export function wrongType(path: Array<string | number>, expected: string, value: unknown): Issue {
	return {
		path,
		kind: "type",
		message: `Invalid type for '${pathText(path)}': expected ${expected}, but got ${typeName(value)} instead.`,
	};
}

export function badValue(path: Array<string | number>, message: string): Issue {
	return { path, kind: "value", message: `Invalid value for '${pathText(path)}': ${message}` };
}

/** A string field that must be present and not blank. */
export function requiredText(
	body: Record<string, unknown>,
	key: string,
	path: Array<string | number> = [key],
): Issue[] {
	const value = body[key];
	if (value === undefined) return [missing(path)];
	if (typeof value !== "string") return [wrongType(path, "a string", value)];
	return value.trim() === "" ? [badValue(path, "it must not be empty.")] : [];
}

type Kind =
	| "string"
	| "integer"
	| "number"
	| "boolean"
	| "array"
	| "object"
	| "strings"
	| "string-or-strings"
	| "string-or-object"
	| "boolean-or-string";

/** One top-level field of a JSON body: its type and, for numbers, its range. */
export interface FieldRule {
	/** A field's name, or an array item's index. */
	key: string | number;
	kind: Kind;
	required?: boolean;
	nonEmpty?: boolean;
	min?: number;
	/** The lower bound itself is refused. */
	above?: number;
	max?: number;
	/** The strings allowed (for `boolean-or-string`, its string values). */
	oneOf?: readonly string[];
	/** Strings: the most characters allowed. */
	maxLength?: number;
	/** Arrays: the most items allowed. */
	maxItems?: number;
	/** Objects: the rules of their own fields. */
	fields?: readonly FieldRule[];
	/** The rule of every item of an array, or of every value of an object used as a map. */
	each?: Omit<FieldRule, "key">;
}

const EXPECTED: Record<Kind, string> = {
	string: "a string",
	integer: "an integer",
	number: "a number",
	boolean: "a boolean",
	array: "an array",
	object: "an object",
	strings: "an array of strings",
	"string-or-strings": "a string or an array of strings",
	"string-or-object": "a string or an object",
	"boolean-or-string": "a boolean or a string",
};

function hasKind(value: unknown, kind: Kind): boolean {
	switch (kind) {
		case "string":
			return typeof value === "string";
		case "integer":
			return typeof value === "number" && Number.isInteger(value);
		case "number":
			return typeof value === "number" && Number.isFinite(value);
		case "boolean":
			return typeof value === "boolean";
		case "array":
			return Array.isArray(value);
		case "object":
			return isObject(value);
		case "strings":
			return isStringArray(value);
		case "string-or-strings":
			return typeof value === "string" || isStringArray(value);
		case "string-or-object":
			return typeof value === "string" || isObject(value);
		case "boolean-or-string":
			return typeof value === "boolean" || typeof value === "string";
	}
}

function rangeText(rule: FieldRule): string {
	const low = rule.above !== undefined ? `greater than ${rule.above}` : `at least ${rule.min}`;
	if (rule.max === undefined) return low;
	if (rule.above !== undefined) return `greater than ${rule.above} and at most ${rule.max}`;
	return `between ${rule.min} and ${rule.max}`;
}

function checkRange(value: number, rule: FieldRule, path: Array<string | number>): Issue | undefined {
	const tooLow =
		(rule.min !== undefined && value < rule.min) || (rule.above !== undefined && value <= rule.above);
	const tooHigh = rule.max !== undefined && value > rule.max;
	if (tooLow || tooHigh) return badValue(path, `expected a number ${rangeText(rule)}, but got ${value}.`);
	return undefined;
}

function checkEach(value: unknown, rule: Omit<FieldRule, "key">, path: Array<string | number>): Issue[] {
	if (Array.isArray(value)) {
		const items = value as unknown as Record<string, unknown>;
		return value.flatMap((_, index) => checkFields(items, [{ ...rule, key: index, required: true }], path));
	}
	if (!isObject(value)) return [];
	return Object.keys(value).flatMap((key) => checkFields(value, [{ ...rule, key, required: true }], path));
}

/** Checks the fields the rules name; other fields pass, as they do on the real services. Null counts as absent. */
export function checkFields(
	body: Record<string, unknown>,
	rules: readonly FieldRule[],
	base: Array<string | number> = [],
): Issue[] {
	const issues: Issue[] = [];
	for (const rule of rules) {
		const path = [...base, rule.key];
		const value = body[rule.key];
		if (value === undefined || (value === null && !rule.required)) {
			if (rule.required) issues.push(missing(path));
			continue;
		}
		if (!hasKind(value, rule.kind)) {
			issues.push(wrongType(path, EXPECTED[rule.kind], value));
			continue;
		}
		if (rule.nonEmpty && (value === "" || (Array.isArray(value) && value.length === 0))) {
			issues.push(badValue(path, "it must not be empty."));
		} else if (typeof value === "number") {
			const range = checkRange(value, rule, path);
			if (range) issues.push(range);
		} else if (rule.oneOf && typeof value === "string" && !rule.oneOf.includes(value)) {
			issues.push(badValue(path, `'${value}' is not one of ${rule.oneOf.map((o) => `'${o}'`).join(", ")}.`));
		} else if (typeof value === "string" && rule.maxLength !== undefined && value.length > rule.maxLength) {
			issues.push(
				badValue(path, `at most ${rule.maxLength} characters are allowed, but got ${value.length}.`),
			);
		} else if (Array.isArray(value) && rule.maxItems !== undefined && value.length > rule.maxItems) {
			issues.push(badValue(path, `at most ${rule.maxItems} items are allowed, but got ${value.length}.`));
		} else if (rule.fields && isObject(value)) {
			issues.push(...checkFields(value, rule.fields, path));
		}
		if (rule.each) issues.push(...checkEach(value, rule.each, path));
	}
	return issues;
}
