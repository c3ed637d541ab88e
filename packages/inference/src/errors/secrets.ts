import { base64FromBytes } from "../utils/base64.js";

/** What replaces a secret wherever one would otherwise be shown. */
export const REDACTED = "[redacted]";

/** Shorter strings are too common to scrub everywhere they appear. */
const MIN_SECRET_LENGTH = 4;
/** Base64 forms are only worth matching for secrets long enough that their encoding is distinctive. */
const MIN_ENCODED_LENGTH = 12;
/**
 * Tokens the client has used recently, so an error built anywhere (a provider's failed job, a
 * stream's error event, a parse error's quote of a body) scrubs them without being handed them.
 * Bounded, oldest first out, and kept in memory only, as the clients holding them already are.
 */
const MAX_REMEMBERED = 256;
const remembered = new Set<string>();
let newest: string | undefined;
/** How many times the memory has been emptied: what redact.ts's piece mirror compares to follow it. */
let forgotten = 0;
let patterns: { test: RegExp; replace: RegExp; longest: number } | null | undefined;

/**
 * The pieces of base64 that any base64 text containing `secret` must contain, whatever the
 * alignment it starts at (0, 1 or 2 bytes into a 3-byte group): Basic credentials, data URLs,
 * JWT-like blobs.
 */
function base64Forms(secret: string): string[] {
	const bytes = new TextEncoder().encode(secret);
	const forms: string[] = [];
	for (let offset = 0; offset < 3; offset++) {
		const padded = new Uint8Array(offset + bytes.length);
		padded.set(bytes, offset);
		const encoded = base64FromBytes(padded);
		const inner = encoded.slice(Math.ceil((8 * offset) / 6), Math.floor((8 * padded.length) / 6));
		forms.push(inner, inner.replace(/\+/g, "-").replace(/\//g, "_"));
	}
	return forms;
}

/** A secret as it may appear in text: as is, URL-encoded, JSON-escaped, and inside base64. */
export function secretForms(secret: string): string[] {
	const forms = [secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)];
	if (secret.length >= MIN_ENCODED_LENGTH) forms.push(...base64Forms(secret));
	return [...new Set(forms)];
}

/** Adds secrets to those every error scrubs. */
export function rememberSecrets(secrets: readonly (string | undefined)[]): void {
	for (const secret of secrets) {
		// Every call remembers its token: the usual one, the newest, costs nothing.
		if (secret === newest || typeof secret !== "string" || secret.length < MIN_SECRET_LENGTH) continue;
		newest = secret;
		if (remembered.delete(secret)) {
			remembered.add(secret);
			continue;
		}
		remembered.add(secret);
		patterns = undefined;
		if (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.values().next().value as string);
	}
}

/**
 * Forgets every remembered secret. For tests only: test files that share a process's modules each
 * start from an empty memory (the packages' test setup calls it), so no file's redaction holds only
 * because an earlier file used the same token. A client never needs it: the memory is bounded, and
 * forgetting a token that is still in use would let an error built elsewhere show it.
 */
export function forgetSecrets(): void {
	remembered.clear();
	newest = undefined;
	patterns = undefined;
	forgotten++;
}

/** Changes each time {@link forgetSecrets} empties the memory; a mirror of it empties itself then too. */
export function memoryGeneration(): number {
	return forgotten;
}

function literalPattern(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function currentPatterns() {
	if (patterns !== undefined) return patterns;
	const forms = [...remembered].flatMap(secretForms).sort((a, b) => b.length - a.length);
	if (forms.length === 0) {
		patterns = null;
		return patterns;
	}
	const source = forms.map(literalPattern).join("|");
	patterns = { test: new RegExp(source), replace: new RegExp(source, "g"), longest: forms[0]?.length ?? 0 };
	return patterns;
}

/** Whether `text` shows any remembered secret in any of its forms. */
export function showsSecret(text: string): boolean {
	return currentPatterns()?.test.test(text) ?? false;
}

/**
 * `text` with every remembered secret replaced, cut to `max` characters. Cut before scrubbing too
 * (a 5 MB message is not searched whole), leaving room so that a secret straddling the cut is
 * still replaced whole rather than left half-shown.
 */
export function scrubText(text: string, max = Number.POSITIVE_INFINITY): string {
	const found = currentPatterns();
	const room = max + (found?.longest ?? 0);
	const head = text.length > room ? text.slice(0, room) : text;
	const clean = found ? head.replace(found.replace, REDACTED) : head;
	if (clean.length <= max && head.length === text.length) return clean;
	const kept = clean.slice(0, max);
	return `${kept}… [${text.length - kept.length} more characters]`;
}
