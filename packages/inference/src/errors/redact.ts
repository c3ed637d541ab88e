/** What replaces a secret wherever one would otherwise be shown. */
export const REDACTED = "[redacted]";

const SECRET_HEADERS = new Set(["authorization", "x-api-key", "api-key", "proxy-authorization"]);
const SECRET_KEYS = new Set(["accesstoken", "access_token", "api_key", "apikey", "token"]);

/** `text` with every occurrence of each secret replaced; secrets shorter than 4 characters are too common to scrub. */
export function scrub(text: string, secrets: readonly string[]): string {
	return secrets
		.filter((secret) => secret.length >= 4)
		.reduce((out, secret) => out.split(secret).join(REDACTED), text);
}

/** Headers safe to show: credential headers keep their scheme (`Bearer`, `Key`) and lose the value. */
export function redactHeaders(headers: Record<string, string>): Record<string, string> {
	return Object.fromEntries(
		Object.entries(headers).map(([name, value]) => {
			if (!SECRET_HEADERS.has(name.toLowerCase())) return [name, value];
			const scheme = /^(\S+)\s+\S/.exec(value)?.[1];
			return [name, scheme ? `${scheme} ${REDACTED}` : REDACTED];
		}),
	);
}

/** A copy of a JSON-like value with credential-looking keys blanked and secrets scrubbed from strings. */
export function redactValue(value: unknown, secrets: readonly string[]): unknown {
	if (typeof value === "string") return scrub(value, secrets);
	if (Array.isArray(value)) return value.map((item) => redactValue(item, secrets));
	if (value !== null && typeof value === "object") {
		return Object.fromEntries(
			Object.entries(value).map(([key, item]) => [
				key,
				SECRET_KEYS.has(key.toLowerCase()) ? REDACTED : redactValue(item, secrets),
			]),
		);
	}
	return value;
}

/** A URL safe to show: credentials in the userinfo or in token-like query parameters are removed. */
export function redactUrl(url: string, secrets: readonly string[]): string {
	try {
		const parsed = new URL(url);
		if (parsed.username || parsed.password) {
			parsed.username = "";
			parsed.password = "";
		}
		for (const key of [...parsed.searchParams.keys()]) {
			if (SECRET_KEYS.has(key.toLowerCase())) parsed.searchParams.set(key, REDACTED);
		}
		return scrub(parsed.toString(), secrets);
	} catch {
		return scrub(url, secrets);
	}
}
