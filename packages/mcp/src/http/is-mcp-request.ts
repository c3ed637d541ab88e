import type { IncomingMessage } from "node:http";

/**
 * Whether a request to a site that also has a page at the MCP path is meant for the MCP server:
 * anything but GET and HEAD (the protocol's POST, and what the handler refuses), and a GET that
 * asks for an event stream, as an MCP client's does, so it gets the handler's 405 rather than the
 * page's HTML. A browser's GET, which accepts HTML, gets the page.
 */
export function isMcpRequest(req: IncomingMessage, path = "/mcp"): boolean {
	if ((req.url ?? "").replace(/\?.*$/s, "") !== path) return false;
	if (req.method !== "GET" && req.method !== "HEAD") return true;
	const accept = (req.headers.accept ?? "").toLowerCase();
	return accept.includes("text/event-stream") && !accept.includes("text/html");
}
