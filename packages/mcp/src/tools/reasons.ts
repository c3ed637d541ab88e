/** A thrown value's message, for an answer: the client's errors carry no token in any view. */
export function messageOf(error: unknown): string {
	return error instanceof Error ? error.message : String(error);
}

/** Why the generator left something out, as list items: its line, and its error's message when that adds to it. */
export function reasonLines(reasons: ReadonlyArray<{ message: string; error: unknown }>): string[] {
	return reasons.map(({ message, error }) => {
		const detail = error === undefined ? "" : messageOf(error);
		return `- ${detail && !message.includes(detail) ? `${message}: ${detail}` : message}`;
	});
}
