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
