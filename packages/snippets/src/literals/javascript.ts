import { hex, literalWriters, quoter } from "./value.js";

const quoted = quoter((code) => (code <= 0xffff ? `\\u${hex(code, 4)}` : `\\u{${code.toString(16)}}`));

/**
 * A JavaScript string literal: double-quoted, invisible characters escaped, everything else as itself.
 *
 * @param text - Any text.
 * @returns Source text of a string literal whose value is exactly `text`.
 * @example
 * ```ts
 * import { jsString } from "@hubkit/snippets";
 *
 * console.log(jsString('He said "hi"\n')); // "He said \"hi\"\n"
 * ```
 */
export function jsString(text: string): string {
	return quoted(text);
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * A property key: bare when it is an identifier, quoted otherwise. `__proto__` is written as a
 * computed key: bare or quoted, an object literal would take it as the prototype, not a property.
 *
 * @param key - The property's name.
 * @returns Source text of the key, for `key: value` in an object literal.
 * @example
 * ```ts
 * import { jsKey } from "@hubkit/snippets";
 *
 * console.log(jsKey("top_k"), jsKey("Programming language")); // top_k "Programming language"
 * ```
 */
export function jsKey(key: string): string {
	if (key === "__proto__") return '["__proto__"]';
	return IDENTIFIER.test(key) ? key : jsString(key);
}

const writers = literalWriters({ null: "null", true: "true", false: "false", string: jsString, key: jsKey });

/**
 * A JavaScript literal (object literal style: bare keys, trailing commas) for a JSON value,
 * 4-space indented.
 *
 * @param value - A JSON-like value (strings, numbers, booleans, null, arrays, objects).
 * @param depth - The indentation level the literal starts at (default 0).
 * @returns Source text of a literal equal to `value`.
 * @example
 * ```ts
 * import { jsLiteral } from "@hubkit/snippets";
 *
 * console.log(jsLiteral({ inputs: "I like you", parameters: { top_k: 2 } }));
 * ```
 */
export const jsLiteral = writers.literal;

/**
 * An object's entries as object-literal lines at `depth` (`key: value,` and a newline each), without
 * the braces, so a template can add entries of its own.
 */
export const jsEntries = writers.entries;
