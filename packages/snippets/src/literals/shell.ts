/**
 * A shell word that stands for exactly `text`: single-quoted, so `$(...)`, backticks, `$VAR` and
 * globs stay text; a single quote inside ends the quoting, adds an escaped quote and reopens it.
 */
export function shellQuote(text: string): string {
	return `'${text.replaceAll("'", `'\\''`)}'`;
}
