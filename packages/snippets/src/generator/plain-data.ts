import { MAX_DEPTH, type Value } from "../literals/value.js";

/** What a value is to the writers: JSON data as it is, something JSON sees otherwise, or too deep to write. */
export type Shape = "plain" | "other" | "too deep";

const isPlainObject = (value: object) => {
	const prototype = Object.getPrototypeOf(value);
	return Array.isArray(value)
		? prototype === Array.prototype
		: prototype === Object.prototype || prototype === null;
};

/**
 * The height of a value (0 for a scalar, one more per level of lists and objects), walking what the
 * writers walk, and whether it is all plain JSON data; Infinity past `MAX_DEPTH` (a cycle included).
 */
function measure(value: unknown, depth: number, found: { plain: boolean }): number {
	// `typeof null` is "object": null is JSON's own scalar, plain like the others.
	if (value === null) return 0;
	if (typeof value !== "object") {
		const type = typeof value;
		if (type !== "string" && type !== "number" && type !== "boolean" && type !== "undefined")
			found.plain = false;
		return 0;
	}
	if (depth >= MAX_DEPTH) return Number.POSITIVE_INFINITY;
	if (!isPlainObject(value)) found.plain = false;
	// Too deep already: going on would walk a cycle once per path to it, 2^128 paths for two keys.
	let height = 0;
	if (Array.isArray(value)) {
		for (const item of value) {
			height = Math.max(height, measure(item, depth + 1, found) + 1);
			if (height === Number.POSITIVE_INFINITY) return height;
		}
	} else {
		for (const key in value) {
			height = Math.max(height, measure((value as Record<string, unknown>)[key], depth + 1, found) + 1);
			if (height === Number.POSITIVE_INFINITY) return height;
		}
	}
	return height;
}

/**
 * Whether the writers can write `value` as it is (plain JSON data), only as JSON sees it (a Date,
 * a class instance, a BigInt), or not at all: nested deeper than `MAX_DEPTH`, or containing itself.
 */
export function shapeOf(value: unknown): Shape {
	const found = { plain: true };
	if (measure(value, 0, found) > MAX_DEPTH) return "too deep";
	return found.plain ? "plain" : "other";
}

/** The value as JSON sends it (`toJSON` applied, what JSON leaves out left out); throws when JSON cannot carry it. */
export function asJson(value: unknown): Value {
	return JSON.parse(JSON.stringify(value));
}
