// A Node preload (`node --import @hubkit/emulator/redirect-hosts`) for running code written for the
// real hosts against the emulator: every fetch to a URL starting with one of the prefixes in
// HUBKIT_REDIRECTS (JSON: [[from, to], ...]) goes to its replacement instead, path and query kept,
// as a DNS override would. The requests stay real HTTP requests.
const redirects = JSON.parse(process.env.HUBKIT_REDIRECTS ?? "[]");
const realFetch = globalThis.fetch;

globalThis.fetch = (input, init) => {
	let url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
	for (const [from, to] of redirects) {
		if (url.startsWith(from)) {
			url = to + url.slice(from.length);
			break;
		}
	}
	return realFetch(url, init);
};
