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
	// JSON has no undefined: in a list it is null, in an object the key is left out (see the entries).
	if (value === null || value === undefined) return "null";
	if (typeof value === "boolean") return String(value);
	if (typeof value === "number") return jsonNumber(value) ?? "null";
	if (typeof value === "string") return jsString(value);
	const outer = indent(depth);
	if (Array.isArray(value)) {
		const inner = indent(depth + 1);
		if (value.length === 0) return "[]";
		let out = "[\n";
		for (const item of value) out += `${inner}${jsLiteral(item, depth + 1)},\n`;
		return `${out}${outer}]`;
	}
	const entries = jsEntries(value, depth + 1);
	return entries === "" ? "{}" : `{\n${entries}${outer}}`;
}

/** Writes an object's entries anew (see `jsEntries`). */
function renderEntries(value: Value, depth: number): string {
	const record = value as Record<string, Value>;
	const inner = indent(depth);
	let out = "";
	for (const key in record) {
		if (record[key] === undefined) continue;
		out += `${inner}${jsKey(key)}: ${jsLiteral(record[key] as Value, depth)},\n`;
	}
	return out;
}

/**
 * An object's entries as object-literal lines at `depth` (`key: value,` and a newline each), without
 * the braces, so a template can add entries of its own. Frozen objects are written once per depth.
 */
export const jsEntries: (value: Record<string, Value>, depth: number) => string =
	writtenOncePerDepth(renderEntries);

/**
 * A JavaScript literal (object literal style: bare keys, trailing commas) for a JSON value,
 * 4-space indented. Frozen values (the shared example inputs) are written once per depth.
 */
export const jsLiteral: (value: Value, depth?: number) => string = writtenOncePerDepth(render);
