/**
 * The origin a site URL names, refused unless it is a bare http(s) origin: the pages link from the
 * root (`/tasks`), so a path, query or fragment would make every canonical link wrong.
 */
export function siteOrigin(value: string): string {
	let url: URL;
	try {
		url = new URL(value);
	} catch {
		throw new Error(`SITE_URL must be an absolute http(s) URL, not ${JSON.stringify(value)}`);
	}
	if (url.protocol !== "https:" && url.protocol !== "http:") {
		throw new Error(`SITE_URL must use http or https, not ${url.protocol}`);
	}
	if (url.pathname !== "/" || url.search || url.hash || url.username || url.password) {
		throw new Error(`SITE_URL must be an origin such as https://example.org, not ${JSON.stringify(value)}`);
	}
	return url.origin;
}
