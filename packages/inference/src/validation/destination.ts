import { InferenceClientInputError, InferenceClientRoutingError } from "../errors/errors.js";

function parsed(url: string): URL | undefined {
	try {
		return new URL(url);
	} catch {
		return undefined;
	}
}

/**
 * The last guard before a request is made: its URL must lie under the base the call uses (the
 * router, or the provider's configured host) or on the origin of the endpoint the caller passed.
 * Ids are checked before routes are built; this catches any route that would still escape, so a
 * bug in one helper cannot send the token to another host or another route.
 */
export function checkDestination(url: string, baseUrl: string, endpointUrl: string | undefined): void {
	const target = parsed(url);
	if (!target)
		throw new InferenceClientRoutingError(
			"The request URL built for this call is not a valid URL; nothing was sent.",
		);
	if (endpointUrl !== undefined && target.origin === parsed(endpointUrl)?.origin) return;
	const base = parsed(baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
	if (!base) {
		throw new InferenceClientInputError(
			"The router URL or provider base URL is not an absolute URL (routerUrl, providerBaseUrls, HF_ROUTER_URL); nothing was sent.",
		);
	}
	if (target.href.startsWith(base.href)) return;
	throw new InferenceClientRoutingError(
		`The request URL built for this call leaves its route (${target.origin}${target.pathname.slice(0, 80)} is not under ${base.origin}${base.pathname}); nothing was sent.`,
	);
}
