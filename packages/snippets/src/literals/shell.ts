/**
 * A shell word that stands for exactly `text`: single-quoted, so `$(...)`, backticks, `$VAR` and
 * globs stay text; a single quote inside ends the quoting, adds an escaped quote and reopens it.
 *
 * @param text - Any text.
 * @returns A shell word whose value is exactly `text`.
 * @example
 * ```ts
 * import { shellQuote } from "@hubkit/snippets";
 *
 * console.log(`echo ${shellQuote("It's $(whoami)")}`); // echo 'It'\''s $(whoami)'
 * ```
 */
export function shellQuote(text: string): string {
	return `'${text.replaceAll("'", `'\\''`)}'`;
}
