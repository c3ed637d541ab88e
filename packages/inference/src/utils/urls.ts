/**
 * `url` without its trailing slashes. Looked for before the pattern runs: a pattern anchored at the
 * end is tried from every position of a URL that has none, the usual case.
 */
export function withoutTrailingSlash(url: string): string {
	return url.endsWith("/") ? url.replace(/\/+$/, "") : url;
}
