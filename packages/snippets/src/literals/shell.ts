import { indent, jsonNumber, type Value, writtenOncePerDepth } from "./value.js";

/**
 * A shell word that stands for exactly `text`: single-quoted, so `$(...)`, backticks, `$VAR` and
 * globs stay text; a single quote inside ends the quoting, adds an escaped quote and reopens it.
 */
export function shellQuote(text: string): string {
	return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** A JSON string as it reads inside a single-quoted shell word. */
function jsonStringInShell(text: string): string {
	const json = JSON.stringify(text);
	return json.includes("'") ? json.replaceAll("'", `'\\''`) : json;
}

/** Writes a value anew (see `jsonInShell`). */
function render(value: Value, depth: number): string {
	if (value === null || value === undefined) return "null";
	if (typeof value === "boolean") return String(value);
	if (typeof value === "number") return jsonNumber(value) ?? "null";
	if (typeof value === "string") return jsonStringInShell(value);
	const inner = indent(depth + 1);
	if (Array.isArray(value)) {
		if (value.length === 0) return "[]";
		let out = "[";
		for (let index = 0; index < value.length; index++)
			out += `${index === 0 ? "\n" : ",\n"}${inner}${jsonInShell(value[index] as Value, depth + 1)}`;
		return `${out}\n${indent(depth)}]`;
	}
	let out = "";
	for (const key in value) {
		const item = value[key];
		// JSON leaves out what it cannot carry, as JSON.stringify does.
		if (item === undefined) continue;
		out += `${out ? ",\n" : "\n"}${inner}${jsonStringInShell(key)}: ${jsonInShell(item, depth + 1)}`;
	}
	return out ? `{${out}\n${indent(depth)}}` : "{}";
}

/**
 * Pretty JSON (4-space indent, nested lines at `depth`) to sit inside a single-quoted shell word:
 * each quote inside a string closes the quoting, adds an escaped quote and reopens it, so the word
 * stands for exactly the JSON text. Frozen values (the shared example inputs) are written once per depth.
 */
export const jsonInShell: (value: Value, depth?: number) => string = writtenOncePerDepth(render);
