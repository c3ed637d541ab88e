import type { Value } from "../literals/value.js";

/**
 * An empty object to gather a call's arguments in, without a prototype: every key copied into it,
 * `__proto__` from `JSON.parse` included, becomes its own entry. In `{}` an assignment to
 * `__proto__` sets the prototype instead, and the entries under it were written as the call's own
 * top-level arguments, where curl, requests and fetch send them nested.
 */
export function callArguments(): Record<string, Value> {
	return Object.create(null) as Record<string, Value>;
}
