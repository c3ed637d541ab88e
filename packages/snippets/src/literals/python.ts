import { hex, indent, jsonNumber, quoted, type Value, writtenOncePerDepth } from "./value.js";

/**
 * A Python string literal for any text: double-quoted, with backslashes, quotes and invisible
 * characters escaped (so nothing in the text can end the literal or hide in it).
 */
export function pythonString(text: string): string {
	return quoted(text, (code) =>
		code <= 0xff ? `\\x${hex(code, 2)}` : code <= 0xffff ? `\\u${hex(code, 4)}` : `\\U${hex(code, 8)}`,
	);
}

/** Writes a value anew (see `pythonLiteral`). */
function render(value: Value, depth: number): string {
	// JSON has no undefined: in a list it is null, in an object the key is left out (see the entries).
	if (value === null || value === undefined) return "None";
	if (value === true) return "True";
	if (value === false) return "False";
	if (typeof value === "number") return jsonNumber(value) ?? "None";
	if (typeof value === "string") return pythonString(value);
	const outer = indent(depth);
	if (Array.isArray(value)) {
		const inner = indent(depth + 1);
		if (value.length === 0) return "[]";
		let out = "[\n";
		for (const item of value) out += `${inner}${pythonLiteral(item, depth + 1)},\n`;
		return `${out}${outer}]`;
	}
	const entries = pythonEntries(value, depth + 1);
	return entries === "" ? "{}" : `{\n${entries}${outer}}`;
}

/** Writes a dict's entries anew (see `pythonEntries`). */
function renderEntries(value: Value, depth: number): string {
	const record = value as Record<string, Value>;
	const inner = indent(depth);
	let out = "";
	for (const key in record) {
		if (record[key] === undefined) continue;
		out += `${inner}${pythonString(key)}: ${pythonLiteral(record[key] as Value, depth)},\n`;
	}
	return out;
}

/**
 * A dict's entries as lines at `depth` (`"key": value,` and a newline each), without the braces.
 * Frozen dicts are written once per depth.
 */
export const pythonEntries: (value: Record<string, Value>, depth: number) => string =
	writtenOncePerDepth(renderEntries);

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

const KEYWORDS = new Set([
	"False",
	"None",
	"True",
	"and",
	"as",
	"assert",
	"async",
	"await",
	"break",
	"class",
	"continue",
	"def",
	"del",
	"elif",
	"else",
	"except",
	"finally",
	"for",
	"from",
	"global",
	"if",
	"import",
	"in",
	"is",
	"lambda",
	"nonlocal",
	"not",
	"or",
	"pass",
	"raise",
	"return",
	"try",
	"while",
	"with",
	"yield",
]);

/** Whether `key=value` can be written as a Python keyword argument. */
export function isPythonKeyword(key: string): boolean {
	return IDENTIFIER.test(key) && !KEYWORDS.has(key);
}

/**
 * A Python literal (`True`/`False`/`None`, strings, numbers, lists, dicts) for a JSON value,
 * 4-space indented. Frozen values (the shared example inputs) are written once per depth.
 */
export const pythonLiteral: (value: Value, depth?: number) => string = writtenOncePerDepth(render);
