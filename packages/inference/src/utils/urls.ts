/**
 * `url` without its trailing slashes. Looked for before the pattern runs: a pattern anchored at the
 * end is tried from every position of a URL that has none, the usual case.
 */
export function withoutTrailingSlash(url: string): string {
	return url.endsWith("/") ? url.replace(/\/+$/, "") : url;
}

/** The host (and port) a URL names, for an error message; a string no URL parser takes says so. */
export function hostOf(url: string): string {
	try {
		return new URL(url).host;
	} catch {
		return "an invalid URL";
	}
}
