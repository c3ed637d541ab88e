/**
 * Network failure codes worth another attempt: the connection could not be made or broke, a name
 * did not resolve for now, or a socket timed out. The set undici's retry handler uses, plus the
 * timeouts; a refused request (bad port, invalid header, redirect loop) has no code here.
 */
const TRANSIENT_CODES = new Set([
	"ECONNREFUSED",
	"ECONNRESET",
	"ECONNABORTED",
	"EPIPE",
	"ETIMEDOUT",
	"ENOTFOUND",
	"EAI_AGAIN",
	"ENETDOWN",
	"ENETUNREACH",
	"EHOSTDOWN",
	"EHOSTUNREACH",
	"UND_ERR_SOCKET",
	"UND_ERR_CLOSED",
	"UND_ERR_CONNECT_TIMEOUT",
	"UND_ERR_HEADERS_TIMEOUT",
	"UND_ERR_BODY_TIMEOUT",
]);

/**
 * What browsers say for any network failure (Chromium, Firefox, Safari): they hide the cause, so
 * these are retried; their refusals of a bad request say something else ("Failed to execute…").
 */
const BROWSER_NETWORK_FAILURE =
	/^(Failed to fetch|NetworkError when attempting to fetch resource|Load failed|The network connection was lost)/;

/** How deep a `cause` chain is followed: node-fetch, undici and wrappers nest two or three levels. */
const CAUSE_DEPTH = 4;

/**
 * Whether a fetch failure may pass on a second attempt. fetch throws the same TypeError for a
 * request it refuses before sending (an invalid header value, a forbidden port, a bad URL, too many
 * redirects) as for a broken connection; only the network's own codes (undici keeps them on
 * `cause`) and the browsers' network messages mark the transient ones, as openai-node and undici's
 * retry handler decide.
 */
export function isTransientFailure(error: unknown): boolean {
	let current: unknown = error;
	for (let depth = 0; depth < CAUSE_DEPTH && current instanceof Object; depth++) {
		const { code, name, message } = current as { code?: unknown; name?: unknown; message?: unknown };
		if (typeof code === "string" && TRANSIENT_CODES.has(code)) return true;
		if (name === "TimeoutError" || name === "ConnectTimeoutError") return true;
		if (typeof message === "string" && BROWSER_NETWORK_FAILURE.test(message)) return true;
		current = (current as { cause?: unknown }).cause;
	}
	return false;
}
