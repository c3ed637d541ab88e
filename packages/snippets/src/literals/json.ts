import { hex, indent, jsonNumber, leftOut, MAX_WRITTEN_DEPTH, quoter, tooDeep, type Value } from "./value.js";

const quoted = quoter((code) => {
	if (code <= 0xffff) return `\\u${hex(code, 4)}`;
	const offset = code - 0x10000;
	return `\\u${hex(0xd800 + (offset >> 10), 4)}\\u${hex(0xdc00 + (offset & 0x3ff), 4)}`;
});

/** A JSON string: JSON's own escapes, and invisible characters as `\u` escapes (pairs beyond the BMP). */
export function jsonString(text: string): string {
	return quoted(text);
}

/**
 * Pretty JSON in JSON.stringify's layout (4-space indent, nested lines at `depth`), with invisible
 * characters escaped so the text shows everything it sends. No line of it is ever a bare word (every
 * line but the outer brackets is indented), which lets a shell here-document end with one.
 */
export function jsonLiteral(value: Value, depth = 0): string {
	if (depth > MAX_WRITTEN_DEPTH) throw tooDeep();
	if (value === null || leftOut(value)) return "null";
	if (typeof value === "boolean") return String(value);
	if (typeof value === "number") return jsonNumber(value) ?? "null";
	if (typeof value === "string") return jsonString(value);
	if (typeof value === "bigint") return String(value);
	const inner = indent(depth + 1);
	if (Array.isArray(value)) {
		if (value.length === 0) return "[]";
		let out = "[";
		for (let index = 0; index < value.length; index++)
			out += `${index === 0 ? "\n" : ",\n"}${inner}${jsonLiteral(value[index] as Value, depth + 1)}`;
		return `${out}\n${indent(depth)}]`;
	}
	let out = "";
	for (const key in value) {
		const item = value[key];
		// JSON leaves out what it cannot carry, as JSON.stringify does.
		if (leftOut(item)) continue;
		out += `${out ? ",\n" : "\n"}${inner}${jsonString(key)}: ${jsonLiteral(item as Value, depth + 1)}`;
	}
	return out ? `{${out}\n${indent(depth)}}` : "{}";
}
