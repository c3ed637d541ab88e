// Loaded with `node --import` before a snippet: sends requests for real provider hosts to the
// emulator instead, keeping path and query, as a DNS override would.
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
