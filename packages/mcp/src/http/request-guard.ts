import type { IncomingMessage } from "node:http";

/** Host names a server on this machine answers to when no others are configured. */
export const LOOPBACK_HOSTS: readonly string[] = ["localhost", "127.0.0.1", "[::1]"];

/** Why a request is refused before the MCP server sees it: the HTTP status, and a sentence. */
export interface Refusal {
	status: number;
	message: string;
	headers?: Record<string, string>;
}

/** Who may call: the host names the server answers to, and the browser origins allowed to call it. */
export interface RequestGuardOptions {
	/** Host names (no port; IPv6 in brackets) the `Host` header may name; default {@link LOOPBACK_HOSTS}. */
	allowedHosts?: readonly string[] | undefined;
	/**
	 * Origins (`scheme://host[:port]`) a browser's `Origin` header may name; default: any origin on an
	 * allowed host. A request without `Origin` (not sent by a browser's script) is not asked for one.
	 */
	allowedOrigins?: readonly string[] | undefined;
	/** The path the handler answers, default `/mcp`; the query string is ignored. */
	path?: string | undefined;
}

/** The host name a `Host` header names, lower case and without its port, or undefined when it is malformed. */
function hostnameOf(host: string): string | undefined {
	// Only what a Host header may hold: a name or address and an optional port, nothing a URL would reinterpret.
	if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i.test(host)) return undefined;
	try {
		return new URL(`http://${host}`).hostname;
	} catch {
		return undefined;
	}
}

const printable = (value: string) => JSON.stringify(value.slice(0, 200));

/**
 * Checks what a DNS rebinding or a cross-site page would get wrong: the `Host` must be one of the
 * allowed hosts (a rebound name reaches the server with its own name there) and a browser's
 * `Origin` one of the allowed origins; then the path, the method and the media type.
 */
export function refusalOf(req: IncomingMessage, options: RequestGuardOptions): Refusal | undefined {
	const hosts = (options.allowedHosts ?? LOOPBACK_HOSTS).map((host) => host.toLowerCase());
	const host = req.headers.host;
	const hostname = host === undefined ? undefined : hostnameOf(host);
	if (host === undefined) return { status: 400, message: "The request has no Host header" };
	if (hostname === undefined || !hosts.includes(hostname))
		return {
			status: 403,
			message: `Host ${printable(host)} is not allowed: this server answers only ${hosts.join(", ")}`,
		};
	const origin = req.headers.origin;
	if (origin !== undefined) {
		let allowed = false;
		if (options.allowedOrigins) allowed = options.allowedOrigins.includes(origin);
		else {
			const match = /^https?:\/\/(.+)$/.exec(origin);
			const originHost = match ? hostnameOf(match[1] as string) : undefined;
			allowed = originHost !== undefined && hosts.includes(originHost);
		}
		if (!allowed)
			return { status: 403, message: `Origin ${printable(origin)} is not allowed to call this server` };
	}
	const path = (req.url ?? "").replace(/\?.*$/s, "");
	if (path !== (options.path ?? "/mcp"))
		return { status: 404, message: `Nothing here: the MCP server answers POST ${options.path ?? "/mcp"}` };
	if (req.method !== "POST")
		return {
			status: 405,
			message: `Method ${req.method ?? ""} not allowed: this server is stateless and answers POST only`,
			headers: { Allow: "POST" },
		};
	const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
	if (type !== "application/json")
		return {
			status: 415,
			message: `Content-Type ${printable(req.headers["content-type"] ?? "")} not supported: send application/json`,
		};
	return undefined;
}
