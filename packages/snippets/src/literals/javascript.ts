import { hex, indent, jsonNumber, quoted, type Value, writtenOncePerDepth } from "./value.js";

/** A JavaScript string literal: double-quoted, invisible characters escaped, everything else as itself. */
export function jsString(text: string): string {
	return quoted(text, (code) => (code <= 0xffff ? `\\u${hex(code, 4)}` : `\\u{${code.toString(16)}}`));
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * A property key: bare when it is an identifier, quoted otherwise. `__proto__` is written as a
 * computed key: bare or quoted, an object literal would take it as the prototype, not a property.
 */
export function jsKey(key: string): string {
	if (key === "__proto__") return '["__proto__"]';
	return IDENTIFIER.test(key) ? key : jsString(key);
}

/** Writes a value anew (see `jsLiteral`). */
function render(value: Value, depth: number): string {
	if (value === null) return "null";
	if (typeof value === "boolean") return String(value);
	if (typeof value === "number") return jsonNumber(value) ?? "null";
	if (typeof value === "string") return jsString(value);
	const inner = indent(depth + 1);
	const outer = indent(depth);
	if (Array.isArray(value)) {
		if (value.length === 0) return "[]";
		let out = "[\n";
		for (const item of value) out += `${inner}${jsLiteral(item, depth + 1)},\n`;
		return `${out}${outer}]`;
	}
	let out = "{\n";
	for (const key in value) out += `${inner}${jsKey(key)}: ${jsLiteral(value[key] as Value, depth + 1)},\n`;
	return out.length === 2 ? "{}" : `${out}${outer}}`;
}

/**
 * A JavaScript literal (object literal style: bare keys, trailing commas) for a JSON value,
 * 4-space indented. Frozen values (the shared example inputs) are written once per depth.
 */
export const jsLiteral: (value: Value, depth?: number) => string = writtenOncePerDepth(render);
