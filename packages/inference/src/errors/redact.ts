import {
	memoryGeneration,
	REDACTED,
	rememberSecrets as rememberWholeSecrets,
	scrubText as scrubWhole,
	showsSecret,
} from "./secrets.js";

export { REDACTED } from "./secrets.js";

/**
 * The longest piece of a secret that may show: any run of at least this many of its characters in
 * a row is scrubbed wherever it appears, so a server that echoes the token cut short (its first 20
 * or 25 characters) shows nothing of it. 16, because a hub token is `hf_` and 34 random letters:
 * 15 shown characters leave at least 22 unknown (about 125 bits), beyond any guessing, while 16
 * characters of a random token do not turn up in ordinary text (an id, a hash, a word) by chance.
 * A shorter secret has shorter pieces scrubbed, half its length but never under 8 characters, so
 * no more than half of it shows; one of 8 characters or fewer is scrubbed only whole.
 */
export const SECRET_PIECE_LENGTH = 16;
const MIN_PIECE_LENGTH = 8;

function pieceLength(secret: string): number {
	return Math.min(SECRET_PIECE_LENGTH, Math.max(MIN_PIECE_LENGTH, Math.ceil(secret.length / 2)));
}

/**
 * The secrets whose pieces are scrubbed: those the client remembers (secrets.ts keeps that memory,
 * bounded), mirrored here as they pass through `rememberSecrets` and these functions.
 */
const MAX_MIRRORED = 256;
const mirrored = new Set<string>();
let newestMirrored: string | undefined;
/** The whole-secret memory's generation this mirror was filled in. */
let mirroredGeneration = memoryGeneration();
/** Each piece length in use, with every piece of that length and the secrets it is a piece of. */
let pieces:
	| { byLength: Map<number, Map<string, string[]>>; shortest: number; longest: number }
	| null
	| undefined;

/**
 * Adds secrets to those every error scrubs, whole (in every form secrets.ts knows) and in pieces.
 *
 * @param secrets - Tokens and keys a call uses.
 */
export function rememberSecrets(secrets: readonly (string | undefined)[]): void {
	followForgetting();
	rememberWholeSecrets(secrets);
	for (const secret of secrets) {
		if (typeof secret !== "string" || secret.length <= MIN_PIECE_LENGTH || secret === newestMirrored)
			continue;
		newestMirrored = secret;
		if (mirrored.delete(secret)) {
			mirrored.add(secret);
			continue;
		}
		mirrored.add(secret);
		pieces = undefined;
		if (mirrored.size > MAX_MIRRORED) mirrored.delete(mirrored.values().next().value as string);
	}
}

/**
 * Empties this mirror when the whole-secret memory has been emptied since it was filled (tests do so
 * between files), before anything is added to it or read from it: a secret remembered first would
 * otherwise keep the forgotten ones' pieces scrubbed.
 */
function followForgetting(): void {
	if (mirroredGeneration === memoryGeneration()) return;
	mirroredGeneration = memoryGeneration();
	mirrored.clear();
	newestMirrored = undefined;
	pieces = undefined;
}

/**
 * Every piece of every mirrored secret, by length, in maps (a set lookup per position of a text
 * costs far less than a pattern of thousands of pieces, and rebuilding them for a new secret is a
 * few thousand insertions).
 */
function currentPieces() {
	followForgetting();
	if (pieces !== undefined) return pieces;
	const byLength = new Map<number, Map<string, string[]>>();
	for (const secret of mirrored) {
		const length = pieceLength(secret);
		let windows = byLength.get(length);
		if (!windows) {
			windows = new Map();
			byLength.set(length, windows);
		}
		for (let start = 0; start + length <= secret.length; start++) {
			const window = secret.slice(start, start + length);
			const owners = windows.get(window);
			if (!owners) windows.set(window, [secret]);
			else if (!owners.includes(secret)) owners.push(secret);
		}
	}
	const secrets = [...mirrored];
	pieces =
		byLength.size === 0
			? null
			: {
					byLength,
					shortest: Math.min(...byLength.keys()),
					longest: Math.max(...secrets.map((secret) => secret.length)),
				};
	return pieces;
}

/** How far a run of `text` from `at` follows some remembered secret, from whichever of its offsets fits longest. */
function runLength(text: string, at: number, window: string, secrets: readonly string[]): number {
	let best = window.length;
	for (const secret of secrets) {
		for (let offset = secret.indexOf(window); offset !== -1; offset = secret.indexOf(window, offset + 1)) {
			let length = window.length;
			while (offset + length < secret.length && text[at + length] === secret[offset + length]) length++;
			best = Math.max(best, length);
		}
	}
	return best;
}

/**
 * `text` with every long-enough piece of a remembered secret replaced, each piece as far as it
 * goes: scanned from the left, so a match never starts inside a piece already found.
 */
function scrubPieces(text: string): string {
	const found = currentPieces();
	if (!found || text.length < found.shortest) return text;
	let out = "";
	let from = 0;
	let at = 0;
	while (at + found.shortest <= text.length) {
		let end = -1;
		for (const [length, windows] of found.byLength) {
			if (at + length > text.length) continue;
			const window = text.slice(at, at + length);
			const owners = windows.get(window);
			if (owners) end = Math.max(end, at + runLength(text, at, window, owners));
		}
		if (end === -1) {
			at++;
			continue;
		}
		out += `${text.slice(from, at)}${REDACTED}`;
		from = end;
		at = end;
	}
	return from === 0 ? text : out + text.slice(from);
}

/** A run of URL characters with at least one `%XX` in it: what a percent-encoded secret (or part of one) looks like. */
const PERCENT_RUN = /[A-Za-z0-9._~-]*(?:%[0-9A-Fa-f]{2}[A-Za-z0-9._~-]*)+/g;

function percentDecoded(run: string): string {
	return run.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * `text` with every percent-encoded run that decodes to a secret, or to a piece of one, replaced:
 * the URL-encoding the README promises is any encoding of any byte, upper- or lower-case hex, not
 * only `encodeURIComponent`'s (which leaves a hub token's letters as they are).
 */
function scrubPercentEncoded(text: string): string {
	if (!text.includes("%")) return text;
	return text.replace(PERCENT_RUN, (run) => {
		const decoded = percentDecoded(run);
		return showsSecret(decoded) || scrubPieces(decoded) !== decoded ? REDACTED : run;
	});
}

/**
 * `text` with every remembered secret replaced, whole in any of its forms, percent-encoded in any
 * way, or in pieces; cut to `max` characters, after scrubbing a head long enough that a secret
 * straddling the cut is still replaced whole.
 */
function scrubText(text: string, max = Number.POSITIVE_INFINITY): string {
	const room = 3 * (currentPieces()?.longest ?? 0) + 64;
	const head = text.length > max + room ? text.slice(0, max + room) : text;
	const clean = scrubWhole(scrubPieces(scrubPercentEncoded(head)));
	if (clean.length <= max && head.length === text.length) return clean;
	const kept = clean.slice(0, max);
	return `${kept}… [${Math.max(0, text.length - kept.length)} more characters]`;
}

/** Whether `text` shows a remembered secret in any form this module scrubs. */
function showsAnySecret(text: string): boolean {
	return showsSecret(text) || scrubPieces(scrubPercentEncoded(text)) !== text;
}

/** The longest message an error keeps, in characters; a server's 5 MB `error` string is cut to this. */
export const MAX_MESSAGE_LENGTH = 4096;
/** The most text an error keeps of a request or response body: strings, keys and numbers together. */
export const MAX_KEPT_BODY_LENGTH = 16 * 1024;
const MAX_STRING_LENGTH = 4096;
const MAX_KEY_LENGTH = 256;
const MAX_DEPTH = 12;
const MAX_HEADER_LENGTH = 1024;
const MAX_URL_LENGTH = 2048;
const MAX_REQUEST_ID_LENGTH = 256;
const MAX_STACK_LENGTH = 16 * 1024;
/** How deep a cause chain is followed; a longer (or cyclic) one is cut there. */
const MAX_CAUSE_DEPTH = 8;

const SECRET_HEADERS = new Set(["authorization", "x-api-key", "api-key", "proxy-authorization"]);
const SECRET_KEYS = new Set(["accesstoken", "access_token", "api_key", "apikey", "token"]);

/**
 * `text` with every secret (these and any the client remembers) replaced, in every encoding and in
 * pieces as errors scrub them; secrets shorter than 4 characters are too common to scrub.
 *
 * @param text - Text that may show a secret, e.g. a server's error body.
 * @param secrets - Secrets to scrub besides those the client remembers (they are remembered too).
 * @param max - The most characters kept, after scrubbing.
 * @returns The text, each secret replaced by `[redacted]`.
 * @example
 * ```ts
 * import { scrub } from "@hubkit/inference/internal";
 *
 * const token = `hf_${"x".repeat(34)}`;
 * console.log(scrub(`bad token ${encodeURIComponent(token)}`, [token])); // bad token [redacted]
 * ```
 */
export function scrub(text: string, secrets: readonly string[] = [], max?: number): string {
	rememberSecrets(secrets);
	return scrubText(text, max);
}

/** Headers safe to show: credential headers keep their scheme (`Bearer`, `Key`) and lose the value. */
export function redactHeaders(
	headers: Record<string, string>,
	secrets: readonly string[] = [],
): Record<string, string> {
	rememberSecrets(secrets);
	return Object.fromEntries(
		Object.entries(headers).map(([name, value]) => {
			if (!SECRET_HEADERS.has(name.toLowerCase())) return [name, scrubText(String(value), MAX_HEADER_LENGTH)];
			const scheme = /^(\S+)\s+\S/.exec(value)?.[1];
			return [name, scheme ? `${scrubText(scheme, 32)} ${REDACTED}` : REDACTED];
		}),
	);
}

interface Budget {
	left: number;
}

function keepString(text: string, max: number, budget: Budget): string {
	const kept = scrubText(text, Math.max(0, Math.min(max, budget.left)));
	budget.left -= kept.length;
	return kept;
}

function describeBinary(value: object): string | undefined {
	if (ArrayBuffer.isView(value)) return `[binary, ${value.byteLength} bytes]`;
	if (value instanceof ArrayBuffer) return `[binary, ${value.byteLength} bytes]`;
	if (typeof Blob !== "undefined" && value instanceof Blob) return `[Blob, ${value.size} bytes]`;
	return undefined;
}

function walk(value: unknown, depth: number, budget: Budget): unknown {
	if (typeof value === "string") return keepString(value, MAX_STRING_LENGTH, budget);
	if (typeof value === "number" || typeof value === "boolean" || value === null || value === undefined) {
		budget.left -= 8;
		return value;
	}
	if (typeof value !== "object") return `[${typeof value}]`;
	const binary = describeBinary(value);
	if (binary) return binary;
	if (depth >= MAX_DEPTH) return "[nested too deeply]";
	if (Array.isArray(value)) {
		const out: unknown[] = [];
		for (const item of value) {
			if (budget.left <= 0) {
				out.push(`[${value.length - out.length} more items]`);
				break;
			}
			out.push(walk(item, depth + 1, budget));
		}
		return out;
	}
	const entries: Array<[string, unknown]> = [];
	const keys = Object.keys(value);
	for (const key of keys) {
		if (budget.left <= 0) {
			entries.push(["…", `[${keys.length - entries.length} more keys]`]);
			break;
		}
		const item = (value as Record<string, unknown>)[key];
		const safeKey = keepString(key, MAX_KEY_LENGTH, budget);
		entries.push([safeKey, SECRET_KEYS.has(key.toLowerCase()) ? REDACTED : walk(item, depth + 1, budget)]);
	}
	return Object.fromEntries(entries);
}

/**
 * A copy of a JSON-like value safe to keep and show: secrets scrubbed from keys and strings,
 * credential-looking keys blanked, and at most 16 KiB of text in all (long strings and keys cut,
 * the rest of a large body summarised), so an error never holds a server's whole answer.
 */
export function redactValue(value: unknown, secrets: readonly string[] = []): unknown {
	rememberSecrets(secrets);
	return walk(value, 0, { left: MAX_KEPT_BODY_LENGTH });
}

/** A URL safe to show: credentials in the userinfo or in token-like query parameters are removed. */
export function redactUrl(url: string, secrets: readonly string[] = []): string {
	rememberSecrets(secrets);
	try {
		const parsed = new URL(url);
		if (parsed.username || parsed.password) {
			parsed.username = "";
			parsed.password = "";
		}
		for (const key of [...parsed.searchParams.keys()]) {
			if (SECRET_KEYS.has(key.toLowerCase())) parsed.searchParams.set(key, REDACTED);
		}
		return scrubText(parsed.toString(), MAX_URL_LENGTH);
	} catch {
		return scrubText(url, MAX_URL_LENGTH);
	}
}

/** A server's request id, safe to show. */
export function redactRequestId(requestId: string): string {
	return scrubText(requestId, MAX_REQUEST_ID_LENGTH);
}

function readSafely(source: object, key: string): unknown {
	try {
		return (source as Record<string, unknown>)[key];
	} catch {
		return undefined;
	}
}

/** Whether anything an inspection of `value` would print shows a secret. */
function showsSecretDeep(value: unknown, depth: number): boolean {
	if (typeof value === "string") return showsAnySecret(value);
	if (value === null || typeof value !== "object" || depth > MAX_CAUSE_DEPTH) return false;
	if (value instanceof Error) {
		if (showsAnySecret(String(value.message)) || showsAnySecret(String(value.stack ?? ""))) return true;
		if (showsSecretDeep(readSafely(value, "cause"), depth + 1)) return true;
	}
	for (const key of Object.keys(value).slice(0, 100)) {
		if (showsAnySecret(key) || showsSecretDeep(readSafely(value, key), depth + 1)) return true;
	}
	return false;
}

function oversized(error: Error): boolean {
	return (
		String(error.message).length > MAX_MESSAGE_LENGTH || String(error.stack ?? "").length > MAX_STACK_LENGTH
	);
}

function hidden(target: object, key: string, value: unknown): void {
	Object.defineProperty(target, key, { value, writable: true, configurable: true, enumerable: false });
}

/**
 * A stand-in for an error that shows a secret (or is too large to keep): same name, scrubbed and
 * capped message and stack, its own fields (`code`, `errno`, `syscall`…) redacted, its causes
 * likewise, so a network failure still says what happened without saying the token.
 */
function sanitisedError(error: Error, depth: number): Error {
	const copy = new Error(scrubText(String(error.message), MAX_MESSAGE_LENGTH));
	hidden(copy, "name", String(error.name));
	hidden(copy, "stack", scrubText(String(error.stack ?? ""), MAX_STACK_LENGTH));
	const fields = copy as unknown as Record<string, unknown>;
	for (const key of Object.keys(error).slice(0, 20)) {
		if (key === "cause" || key === "errors") continue;
		const field = readSafely(error, key);
		fields[scrubText(key, MAX_KEY_LENGTH)] =
			typeof field === "string" ? scrubText(field, MAX_MESSAGE_LENGTH) : redactValue(field);
	}
	const cause = readSafely(error, "cause");
	if (cause !== undefined) {
		const safe = safeCause(cause, depth + 1);
		if (safe !== undefined) hidden(copy, "cause", safe);
	}
	const errors = readSafely(error, "errors");
	if (Array.isArray(errors)) fields.errors = errors.slice(0, 10).map((item) => safeCause(item, depth + 1));
	return copy;
}

/**
 * A cause as an error may keep it: the original when nothing it would show holds a secret and it
 * is of a sane size (so `instanceof` and identity checks on it keep working), else a scrubbed copy.
 */
export function safeCause(cause: unknown, depth = 0): unknown {
	if (depth > MAX_CAUSE_DEPTH) return undefined;
	if (typeof cause === "string") return scrubText(cause, MAX_MESSAGE_LENGTH);
	if (cause === null || typeof cause !== "object") return cause;
	if (cause instanceof Error) {
		return showsSecretDeep(cause, 0) || oversized(cause) ? sanitisedError(cause, depth) : cause;
	}
	return showsSecretDeep(cause, 0) ? redactValue(cause) : cause;
}

/** A cause as `JSON.stringify` of its error shows it: name and message, never its whole chain. */
export function causeView(cause: unknown): unknown {
	if (cause instanceof Error) {
		return { name: String(cause.name), message: scrubText(String(cause.message), MAX_MESSAGE_LENGTH) };
	}
	return redactValue(cause);
}
