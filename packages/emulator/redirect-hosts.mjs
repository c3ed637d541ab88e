// A Node preload (`node --import @hubkit/emulator/redirect-hosts`) for running code written for the
// real hosts against the emulator: every fetch to a URL starting with one of the prefixes in
// HUBKIT_REDIRECTS (JSON: [[from, to], ...]) goes to its replacement instead, path and query kept,
// as a DNS override would. The requests stay real HTTP requests.
const redirects = JSON.parse(process.env.HUBKIT_REDIRECTS ?? "[]");
const realFetch = globalThis.fetch;

/** The replacement for a URL, or undefined when no prefix matches. */
function redirected(url) {
	for (const [from, to] of redirects) if (url.startsWith(from)) return to + url.slice(from.length);
	return undefined;
}

globalThis.fetch = (input, init) => {
	const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
	const target = redirected(url);
	if (target === undefined) return realFetch(input, init);
	// A Request carries its own method, headers and body: rebuild it on the new URL instead of
	// keeping only its URL, so the redirected call is the same call.
	return realFetch(input instanceof Request ? new Request(target, input) : target, init);
};
