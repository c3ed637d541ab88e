import { InferenceClientInputError } from "../errors/errors.js";

/**
 * What an HTTP header value may hold (RFC 9110 field-value; what Node's http refuses otherwise):
 * tab, visible ASCII, space and obs-text bytes. CR and LF would split the header, NUL ends it in
 * some servers, and fetch refuses anything above U+00FF; refusing them here, before any request,
 * replaces a network error (retried as if transient, with the value in its cause) by a clear one.
 */
const HEADER_VALUE_REFUSED = /[^\t\x20-\x7e\x80-\xff]/;
/** A credential is one token (RFC 9110 token68 and the keys providers issue): visible ASCII only. */
const CREDENTIAL_REFUSED = /[^\x21-\x7e]/;
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

const CHARACTER_NAMES: Record<string, string> = {
	"\0": "a NUL character",
	"\n": "a line feed (LF)",
	"\r": "a carriage return (CR)",
	" ": "a space",
	"\t": "a tab",
};

/** Names the first refused character and where it is, without showing the value (it may be a secret). */
function describeAt(value: string, index: number): string {
	const character = value.charAt(index);
	const code = (value.codePointAt(index) ?? 0).toString(16).toUpperCase().padStart(4, "0");
	return `${CHARACTER_NAMES[character] ?? `the character U+${code}`} at index ${index}`;
}

/**
 * Refuses a token that no Authorization header can carry as it is; the message says what and
 * where, never the token itself. A trailing newline (a token read from a file) is the usual cause.
 *
 * @param token - The token; undefined passes (no token is a valid choice).
 * @param field - The argument's name, for the message (default `"accessToken"`).
 * @throws {InferenceClientInputError} when the token is not a string, or holds a character other
 *   than visible ASCII (a space, a line break, a control character).
 * @example
 * ```ts
 * import { checkCredential } from "@hubkit/inference/internal";
 *
 * // A token read from a file usually ends with a newline, which no header can carry.
 * const token = "hf_example\n";
 * try {
 * 	checkCredential(token);
 * } catch (error) {
 * 	console.log(String(error)); // …contains a line feed (LF) at index 10…
 * }
 * checkCredential(token.trim()); // fine
 * ```
 */
export function checkCredential(token: unknown, field = "accessToken"): void {
	if (token === undefined) return;
	if (typeof token !== "string") throw new InferenceClientInputError(`${field} must be a string.`);
	const index = token.search(CREDENTIAL_REFUSED);
	if (index !== -1) {
		throw new InferenceClientInputError(
			`${field} contains ${describeAt(token, index)}, which a credential cannot hold (only visible ASCII characters); nothing was sent.`,
		);
	}
}

/**
 * Refuses a value for a header that HTTP cannot carry (CR, LF, NUL, other controls, beyond U+00FF),
 * before any request: such a value would split the header or make fetch fail.
 *
 * @param value - The header value.
 * @param field - What set it, for the message, e.g. `"billTo"`.
 * @throws {InferenceClientInputError} when the value is not a string or holds a character a header
 *   cannot carry; the message names the character and its index, never the value.
 * @example
 * ```ts
 * import { checkHeaderValue } from "@hubkit/inference/internal";
 *
 * checkHeaderValue("my-org", "billTo"); // fine
 * try {
 * 	checkHeaderValue("my-org\r\nX-Injected: 1", "billTo");
 * } catch (error) {
 * 	console.log(String(error)); // …billTo contains a carriage return (CR) at index 6…
 * }
 * ```
 */
export function checkHeaderValue(value: unknown, field: string): void {
	if (typeof value !== "string") throw new InferenceClientInputError(`${field} must be a string.`);
	const index = value.search(HEADER_VALUE_REFUSED);
	if (index !== -1) {
		throw new InferenceClientInputError(
			`${field} contains ${describeAt(value, index)}, which an HTTP header cannot carry; nothing was sent.`,
		);
	}
}

/** Checks every header of a request, naming a bad one by what set it (the token, bill-to, a provider's own header). */
export function checkHeaders(headers: Record<string, string>, fieldOf: (name: string) => string): void {
	for (const name in headers) {
		if (!HEADER_NAME.test(name)) {
			throw new InferenceClientInputError(`${fieldOf(name)} has a header name HTTP cannot carry.`);
		}
		checkHeaderValue(headers[name], fieldOf(name));
	}
}
