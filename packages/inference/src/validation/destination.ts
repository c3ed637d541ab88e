import { InferenceClientInputError, InferenceClientRoutingError } from "../errors/errors.js";
import { quoted } from "./ids.js";

function parsed(url: string): URL | undefined {
	try {
		return new URL(url);
	} catch {
		return undefined;
	}
}

/**
 * Checks a URL a call sends requests to (an endpoint, the router, the hub, a provider's base): it
 * must be one fetch can call, absolute `http:` or `https:`, with no credentials in it, so that no
 * request is made and no error is built with a password in its URL. The message names the option
 * and never shows the URL, which may carry a password or a signed query.
 *
 * @param value - The candidate URL.
 * @param option - The option (or environment variable) it came from, for the message.
 * @throws {InferenceClientInputError} when the value is not an absolute http(s) URL, or carries a
 *   user name or password.
 */
export function checkHostUrl(value: unknown, option: string): void {
	let url: URL | undefined;
	try {
		url = typeof value === "string" ? new URL(value) : undefined;
	} catch {
		url = undefined;
	}
	if (!url) {
		throw new InferenceClientInputError(
			`${option} must be an absolute http:// or https:// URL; got ${typeof value === "string" ? "a string that is not one" : quoted(value)}. Nothing was sent.`,
		);
	}
	if (url.protocol !== "http:" && url.protocol !== "https:") {
		throw new InferenceClientInputError(
			`${option} must be an absolute http:// or https:// URL; got a ${quoted(url.protocol)} URL. Nothing was sent.`,
		);
	}
	if (url.username || url.password) {
		throw new InferenceClientInputError(
			`${option} must not carry credentials (user:password@); pass the token as accessToken instead. Nothing was sent.`,
		);
	}
}

/**
 * Checks an endpoint URL: it must be one fetch can call, absolute `http:` or `https:`, with no
 * credentials in it. The message never shows the URL, which may carry a password or a signed query.
 *
 * @param value - The candidate URL.
 * @returns The parsed URL.
 * @throws {InferenceClientInputError} when the value is not an absolute http(s) URL, or carries a
 *   user name or password.
 * @example
 * ```ts
 * import { checkEndpointUrl } from "@hubkit/inference/internal";
 *
 * const url = checkEndpointUrl("https://xyz.us-east-1.aws.endpoints.huggingface.cloud");
 * console.log(url.host);
 * ```
 */
export function checkEndpointUrl(value: unknown): URL {
	checkHostUrl(value, "endpointUrl");
	return new URL(value as string);
}

/**
 * A route a URL parser leaves as it is: plain path and query characters, nothing it would strip
 * (tabs, newlines) or read as a slash (backslash). Dot segments and percent signs (`%2e` is a dot
 * to it) send the route to the full check instead.
 */
const PLAIN_ROUTE = /^[A-Za-z0-9\-_~:@!$&'()*+,;=./?[\]]*$/;

/**
 * The base a call's requests go under (the router, or a provider's configured host), parsed once
 * for both checks it needs: that it is a host a request may go to (absolute http(s), no
 * credentials, as every host option is checked) and, by {@link checkDestination}, that each URL
 * built lies under it. Its `href` ends with a slash, so that a route is under it only as a path.
 *
 * @param baseUrl - The base, as the call's options or the registry give it.
 * @param option - The option it came from, for the message (`routerUrl`, `providerBaseUrls.x`).
 * @throws {InferenceClientInputError} when the base is not an absolute http(s) URL or carries
 *   credentials; the message names the option, never the URL.
 */
export function parseBase(baseUrl: string, option: string): URL {
	const base = parsed(baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
	if (base && (base.protocol === "https:" || base.protocol === "http:") && !base.username && !base.password)
		return base;
	// The host check says which of these is wrong, in the words every host option is refused with.
	checkHostUrl(baseUrl, option);
	throw new InferenceClientInputError(
		`${option} must be an absolute http:// or https:// URL without credentials. Nothing was sent.`,
	);
}

/**
 * The last guard before a request is made: its URL must lie under the base the call uses (the
 * router, or the provider's configured host) or on the origin of the endpoint the caller passed.
 * Ids are checked before routes are built; this catches any route that would still escape, so a
 * bug in one helper cannot send the token to another host or another route.
 *
 * @param url - The URL built for the request.
 * @param base - The call's base, from {@link parseBase}.
 * @param endpoint - The endpoint the caller passed, parsed, if any.
 * @throws {InferenceClientRoutingError} when the URL is not a URL or leaves its route.
 */
export function checkDestination(url: string, base: URL, endpoint: URL | undefined): void {
	// Most calls: a plain route appended to the base as the parser writes it, decided without parsing.
	if (url.startsWith(base.href)) {
		const route = url.slice(base.href.length);
		if (PLAIN_ROUTE.test(route) && route[0] !== "." && !route.includes("/.")) return;
	}
	const target = parsed(url);
	if (!target)
		throw new InferenceClientRoutingError(
			"The request URL built for this call is not a valid URL; nothing was sent.",
		);
	if (endpoint !== undefined && target.origin === endpoint.origin) return;
	if (target.href.startsWith(base.href)) return;
	throw new InferenceClientRoutingError(
		`The request URL built for this call leaves its route (${target.origin}${target.pathname.slice(0, 80)} is not under ${base.origin}${base.pathname}); nothing was sent.`,
	);
}
