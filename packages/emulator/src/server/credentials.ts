/** The Authorization header split into scheme and token, or undefined when absent or not "<scheme> <token>". */
export interface Credential {
	scheme: string;
	token: string;
	kind: "hub" | "provider";
}

export function parseAuthorization(value: string | undefined): Credential | undefined {
	const match = /^(\S+) +(\S+)$/.exec(value?.trim() ?? "");
	if (!match?.[1] || !match[2]) return undefined;
	return { scheme: match[1], token: match[2], kind: match[2].startsWith("hf_") ? "hub" : "provider" };
}

/** What the recording keeps of a credential header: the scheme only. */
export function redactAuthorization(value: string): string {
	const scheme = /^(\S+)\s+\S/.exec(value.trim())?.[1];
	return scheme ? `${scheme} [redacted]` : "[redacted]";
}
