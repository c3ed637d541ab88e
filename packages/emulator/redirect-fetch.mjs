// Sends every fetch to a URL starting with one of the given prefixes to its replacement instead,
// path and query kept, as a DNS override would; the requests stay real HTTP requests. Used by the
// `redirect-hosts` preload and by test runners that change the prefixes between the snippets they run.

/**
 * Replaces `globalThis.fetch` with one that redirects by the prefixes `redirectsOf` gives at each call.
 * @param {() => ReadonlyArray<readonly [string, string]>} redirectsOf - `[from, to]` prefix pairs.
 */
export function redirectFetch(redirectsOf) {
	const realFetch = globalThis.fetch;
	const redirected = (url) => {
		for (const [from, to] of redirectsOf()) if (url.startsWith(from)) return to + url.slice(from.length);
		return undefined;
	};
	globalThis.fetch = (input, init) => {
		const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
		const target = redirected(url);
		if (target === undefined) return realFetch(input, init);
		// A Request carries its own method, headers and body: rebuild it on the new URL instead of
		// keeping only its URL, so the redirected call is the same call.
		return realFetch(input instanceof Request ? new Request(target, input) : target, init);
	};
}
