import { jsKey, jsLiteral } from "../literals/javascript.js";
import { isPythonKeyword, pythonLiteral, pythonString } from "../literals/python.js";
import { INDENT, leftOut, type Value } from "../literals/value.js";

/** The formats {@link formatInputs} writes, one per kind of place a body goes in a snippet. */
export const INPUT_FORMATS = ["object", "curl", "json", "python", "ts"] as const;
/** One of {@link INPUT_FORMATS}. */
export type InputFormat = (typeof INPUT_FORMATS)[number];

/** The entries JSON keeps: an undefined value (or a function) leaves its key out, as in the request that is sent. */
const sent = (value: Record<string, Value>) => Object.entries(value).filter(([, item]) => !leftOut(item));

/** The body's entries as lines of pretty JSON, without the outer braces, each at `indent`. */
function jsonEntries(value: Record<string, Value>, indent: string): string {
	return sent(value)
		.map(([key, item]) => {
			const text = JSON.stringify(item, null, 4).replaceAll("\n", `\n${indent}`);
			return `${indent}${JSON.stringify(key)}: ${text}`;
		})
		.join(",\n");
}

/**
 * A request body (an object of values) written for a snippet:
 * - `object`: compact JSON;
 * - `json`: the entries as pretty JSON lines without the braces, indented once (for a body a template closes);
 * - `curl`: the same, indented twice (inside `-d '{ … }'`); the template shell-quotes the whole body;
 * - `python`: keyword arguments `key=value,` (Python literals: True/False/None), indented once; keys that
 *   are not Python identifiers go through `**{…}`;
 * - `ts`: object-literal entries with trailing commas, indented once.
 *
 * Every string is escaped for its language, so any text (quotes, backslashes, newlines, `$(…)`,
 * non-Latin scripts) comes out as a literal of exactly that text. Entries whose value is undefined
 * are left out, as JSON leaves them out of the request.
 *
 * @param value - The body: an object of JSON-like values.
 * @param format - The format to write it in.
 * @returns The body as source text of that format.
 * @throws {Error} when `format` is not one of {@link INPUT_FORMATS} (`Unsupported format: …`).
 * @example
 * ```ts
 * import { formatInputs } from "@hubkit/snippets";
 *
 * const body = { inputs: "It's $(rm -rf /) \"quoted\"", parameters: { top_k: 3, normalize: true } };
 * console.log(formatInputs(body, "python"));
 * //     inputs="It's $(rm -rf /) \"quoted\"",
 * //     parameters={
 * //         "top_k": 3,
 * //         "normalize": True,
 * //     },
 * console.log(formatInputs(body, "object")); // {"inputs":"It's $(rm -rf /) \"quoted\"",…}
 * ```
 */
export function formatInputs(value: Record<string, Value>, format: InputFormat): string {
	switch (format) {
		case "object":
			return JSON.stringify(value);
		case "json":
			return jsonEntries(value, INDENT);
		case "curl":
			return jsonEntries(value, INDENT.repeat(2));
		case "python": {
			let named = "";
			let spread = "";
			for (const key in value) {
				const item = value[key] as Value;
				if (leftOut(item)) continue;
				if (isPythonKeyword(key)) named += `${named ? "\n" : ""}${INDENT}${key}=${pythonLiteral(item, 1)},`;
				else spread += `${INDENT.repeat(2)}${pythonString(key)}: ${pythonLiteral(item, 2)},\n`;
			}
			if (!spread) return named;
			return `${named ? `${named}\n` : ""}${INDENT}**{\n${spread}${INDENT}},`;
		}
		case "ts":
			return sent(value)
				.map(([key, item]) => `${INDENT}${jsKey(key)}: ${jsLiteral(item, 1)},`)
				.join("\n");
		default:
			throw new Error(`Unsupported format: ${String(format)}`);
	}
}
