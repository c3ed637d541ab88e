import { InferenceClientProviderOutputError } from "../../errors/errors.js";
import type { AnswerShape } from "../../types/answer-shape.js";
import { ANSWER_SHAPES } from "../../types/generated/answer-shapes.js";

/** The error for an answer that is not the shape the task promises, naming what was expected. */
export function malformed(
	provider: string,
	task: string,
	expected: string,
): InferenceClientProviderOutputError {
	return new InferenceClientProviderOutputError(
		`Received malformed response from ${provider} ${task} API: expected ${expected}`,
	);
}

export type Check = (value: unknown) => boolean;

export const isString: Check = (value) => typeof value === "string";
export const isNumber: Check = (value) => typeof value === "number";
// Check builders are marked free of side effects so a bundler can drop the checks of unused helpers.

/* @__NO_SIDE_EFFECTS__ */
export function optional(check: Check): Check {
	return (value) => value === undefined || value === null || check(value);
}

/* @__NO_SIDE_EFFECTS__ */
export function arrayOf(check: Check): Check {
	return (value) => Array.isArray(value) && value.every(check);
}

/** An object whose listed fields pass their checks (other fields are allowed). */
/* @__NO_SIDE_EFFECTS__ */
export function shape(fields: Record<string, Check>): Check {
	const entries = Object.entries(fields);
	return (value) => {
		if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
		for (const [key, check] of entries) if (!check((value as Record<string, unknown>)[key])) return false;
		return true;
	};
}

/** `value`, typed, when it passes `check`; otherwise the malformed-response error. */
export function expectShape<T>(
	value: unknown,
	check: Check,
	provider: string,
	task: string,
	expected: string,
): T {
	if (!check(value)) throw malformed(provider, task, expected);
	return value as T;
}

/** A task whose specification says what its answer holds. */
export type AnswerTask = keyof typeof ANSWER_SHAPES;

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether `value` is what `shape` describes. */
export function fitsShape(value: unknown, shape: AnswerShape): boolean {
	if (typeof shape === "string") {
		switch (shape) {
			case "blob":
				return value instanceof Blob;
			case "null":
				return value === null;
			case "object":
				return isRecord(value);
			case "unknown":
				return true;
			default:
				return typeof value === shape;
		}
	}
	if ("list" in shape) return Array.isArray(value) && value.every((item) => fitsShape(item, shape.list));
	if ("oneOf" in shape) return shape.oneOf.some((choice) => fitsShape(value, choice));
	if (!isRecord(value)) return false;
	for (const [name, field] of Object.entries(shape.fields)) {
		const own = Object.hasOwn(value, name) ? value[name] : undefined;
		if ((own === undefined || own === null) && shape.optional?.includes(name)) continue;
		if (!fitsShape(own, field)) return false;
	}
	return true;
}

/** `shape` in TypeScript's words, for the refusal of an answer that does not fit it. */
export function describeShape(shape: AnswerShape): string {
	if (typeof shape === "string") return shape === "blob" ? "Blob" : shape;
	if ("list" in shape) return `Array<${describeShape(shape.list)}>`;
	if ("oneOf" in shape) return shape.oneOf.map(describeShape).join(" | ");
	const fields = Object.entries(shape.fields).map(([name, field]) => {
		const optional = shape.optional?.includes(name) ? "?" : "";
		return `${name}${optional}: ${describeShape(field)}`;
	});
	return `{${fields.join(", ")}}`;
}

/** The shape of `task`'s answer, if its specification gives one (looked up as an own property). */
export function answerShape(task: string): AnswerShape | undefined {
	return Object.hasOwn(ANSWER_SHAPES, task) ? ANSWER_SHAPES[task as AnswerTask] : undefined;
}

/**
 * `value`, typed, when it is what `task`'s specification says the answer holds; otherwise the
 * malformed-response error naming that shape, written from the same table as the check.
 */
export function expectAnswer<T>(value: unknown, provider: string, task: AnswerTask): T {
	const shape: AnswerShape = ANSWER_SHAPES[task];
	return expectShape<T>(value, (answer) => fitsShape(answer, shape), provider, task, describeShape(shape));
}
