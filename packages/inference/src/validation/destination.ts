import { InferenceClientInputError, InferenceClientRoutingError } from "../errors/errors.js";

function parsed(url: string): URL | undefined {
	try {
		return new URL(url);
	} catch {
		return undefined;
	}
}

/**
 * A route a URL parser leaves as it is: plain path and query characters, nothing it would strip
 * (tabs, newlines) or read as a slash (backslash). Dot segments and percent signs (`%2e` is a dot
 * to it) send the route to the full check instead.
 */
const PLAIN_ROUTE = /^[A-Za-z0-9\-_~:@!$&'()*+,;=./?[\]]*$/;

/** Bases already known to be in the form the URL parser gives them, with a trailing slash. */
const normalBases = new Map<string, boolean>();

function isNormalBase(base: string): boolean {
	let known = normalBases.get(base);
	if (known === undefined) {
		known = parsed(base)?.href === base;
		if (normalBases.size >= 64) normalBases.clear();
		normalBases.set(base, known);
	}
	return known;
}

/**
 * The last guard before a request is made: its URL must lie under the base the call uses (the
 * router, or the provider's configured host) or on the origin of the endpoint the caller passed.
 * Ids are checked before routes are built; this catches any route that would still escape, so a
 * bug in one helper cannot send the token to another host or another route.
 */
export function checkDestination(url: string, baseUrl: string, endpointUrl: string | undefined): void {
	const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`;
	// Most calls: a plain route appended to a base already in normal form, decided without parsing.
	if (url.startsWith(base) && isNormalBase(base)) {
		const route = url.slice(base.length);
		if (PLAIN_ROUTE.test(route) && route[0] !== "." && !route.includes("/.")) return;
	}
	const target = parsed(url);
	if (!target)
		throw new InferenceClientRoutingError(
			"The request URL built for this call is not a valid URL; nothing was sent.",
		);
	if (endpointUrl !== undefined && target.origin === parsed(endpointUrl)?.origin) return;
	const parsedBase = parsed(base);
	if (!parsedBase) {
		throw new InferenceClientInputError(
			"The router URL or provider base URL is not an absolute URL (routerUrl, providerBaseUrls, HF_ROUTER_URL); nothing was sent.",
		);
	}
	if (target.href.startsWith(parsedBase.href)) return;
	throw new InferenceClientRoutingError(
		`The request URL built for this call leaves its route (${target.origin}${target.pathname.slice(0, 80)} is not under ${parsedBase.origin}${parsedBase.pathname}); nothing was sent.`,
	);
}
