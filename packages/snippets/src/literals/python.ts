import { hex, literalWriters, quoter } from "./value.js";

const quoted = quoter((code) =>
	code <= 0xff ? `\\x${hex(code, 2)}` : code <= 0xffff ? `\\u${hex(code, 4)}` : `\\U${hex(code, 8)}`,
);

/**
 * A Python string literal for any text: double-quoted, with backslashes, quotes and invisible
 * characters escaped (so nothing in the text can end the literal or hide in it).
 *
 * @param text - Any text.
 * @returns Source text of a Python string literal whose value is exactly `text`.
 * @example
 * ```ts
 * import { pythonString } from "@hubkit/snippets";
 *
 * console.log(pythonString('She said "hi"\u0007\n')); // "She said \"hi\"\x07\n"
 * ```
 */
export function pythonString(text: string): string {
	return quoted(text);
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

/**
 * Whether `key=value` can be written as a Python keyword argument: the key is an identifier and not
 * a reserved word. Other keys go through `**{"key": value}`.
 *
 * @param key - A parameter's name.
 * @returns True when the key can be a keyword argument.
 * @example
 * ```ts
 * import { isPythonKeyword } from "@hubkit/snippets";
 *
 * console.log(isPythonKeyword("top_k"), isPythonKeyword("from"), isPythonKeyword("max-tokens")); // true false false
 * ```
 */
export function isPythonKeyword(key: string): boolean {
	return IDENTIFIER.test(key) && !KEYWORDS.has(key);
}

/**
 * A Python literal (`True`/`False`/`None`, strings, numbers, lists, dicts) for a JSON value,
 * 4-space indented.
 *
 * @param value - A JSON-like value (strings, numbers, booleans, null, arrays, objects).
 * @param depth - The indentation level the literal starts at (default 0).
 * @returns Source text of a Python literal equal to `value`.
 * @example
 * ```ts
 * import { pythonLiteral } from "@hubkit/snippets";
 *
 * console.log(pythonLiteral({ multi_label: false, labels: null }));
 * // {
 * //     "multi_label": False,
 * //     "labels": None,
 * // }
 * ```
 */
export const pythonLiteral = writers.literal;
