import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * On every answer, so a web page on any origin can read it. `*` rather than the caller's origin:
 * the hub's tokens travel as bearer headers, never as cookies, so no answer needs credentials.
 * Exposed: what clients read besides the safelisted headers (request ids, back-off, who served it).
 */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
	"access-control-allow-origin": "*",
	"access-control-expose-headers": "x-request-id, retry-after, x-inference-provider",
};

const METHODS = "GET, HEAD, POST, OPTIONS";

/**
 * Named one by one: a `*` would not cover `authorization` (the Fetch standard keeps it out of the
 * wildcard). The reference clients' headers (the hub's, replicate's `prefer`, zai's), the hosted
 * pipelines' switches, and the emulator's own fault header so pages can inject faults too.
 */
const ALLOWED_HEADERS = [
	"authorization",
	"content-type",
	"user-agent",
	"x-hf-bill-to",
	"prefer",
	"x-source-channel",
	"accept-language",
	"x-wait-for-model",
	"x-use-cache",
	"x-emulator-fault",
].join(", ");

/**
 * Answers an `OPTIONS` request (a browser's CORS preflight) the way the router does. A preflight is
 * the browser asking, not a call: it is not recorded, gets no request id, spends no fault and has
 * no body to validate.
 */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
	req.resume();
	res.writeHead(204, {
		...CORS_HEADERS,
		"access-control-allow-methods": METHODS,
		"access-control-allow-headers": ALLOWED_HEADERS,
		"access-control-max-age": "86400",
		allow: METHODS,
	});
	res.end();
}
