import { hex, literalWriters, quoted } from "./value.js";

/**
 * A Python string literal for any text: double-quoted, with backslashes, quotes and invisible
 * characters escaped (so nothing in the text can end the literal or hide in it).
 */
export function pythonString(text: string): string {
	return quoted(text, (code) =>
		code <= 0xff ? `\\x${hex(code, 2)}` : code <= 0xffff ? `\\u${hex(code, 4)}` : `\\U${hex(code, 8)}`,
	);
}

const writers = literalWriters({
	null: "None",
	true: "True",
	false: "False",
	string: pythonString,
	key: pythonString,
});

/**
 * A dict's entries as lines at `depth` (`"key": value,` and a newline each), without the braces.
 * Frozen dicts are written once per depth.
 */
export const pythonEntries = writers.entries;

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
export const pythonLiteral = writers.literal;
