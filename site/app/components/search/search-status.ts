/** What the live region says after a search, and what the empty list shows. */
export function searchStatus(words: string, count: number): string {
	const quoted = `“${words.trim()}”`;
	if (count === 0) return `No results for ${quoted}`;
	return `${count} ${count === 1 ? "result" : "results"} for ${quoted}`;
}
