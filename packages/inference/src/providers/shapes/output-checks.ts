import { InferenceClientProviderOutputError } from "../../errors/errors.js";

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
export const optional =
	(check: Check): Check =>
	(value) =>
		value === undefined || value === null || check(value);
export const arrayOf =
	(check: Check): Check =>
	(value) =>
		Array.isArray(value) && value.every(check);

/** An object whose listed fields pass their checks (other fields are allowed). */
export const shape =
	(fields: Record<string, Check>): Check =>
	(value) =>
		typeof value === "object" &&
		value !== null &&
		!Array.isArray(value) &&
		Object.entries(fields).every(([key, check]) => check((value as Record<string, unknown>)[key]));

export const isNumberTree: Check = (value) =>
	typeof value === "number" || (Array.isArray(value) && value.every(isNumberTree));

export const labelScores = arrayOf(shape({ label: isString, score: isNumber }));

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
