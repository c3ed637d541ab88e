import { AUTO_ROUTER } from "../providers/auto-router.js";
import type { DirectBase, ProviderSpec } from "../providers/call.js";
import { directBase, providerNamed } from "../providers/catalog.js";

/** Which emulated service a path belongs to. */
export type Target =
	| { kind: "hub" }
	| { kind: "files"; name: string }
	| { kind: "routed"; provider: ProviderSpec; route: string }
	| { kind: "direct"; provider: ProviderSpec; base: DirectBase; route: string }
	| { kind: "unknown-direct"; name: string }
	| { kind: "unknown" };

export function classify(pathname: string): Target {
	if (pathname === "/api" || pathname.startsWith("/api/")) return { kind: "hub" };
	if (pathname.startsWith("/files/")) return { kind: "files", name: pathname.slice("/files/".length) };
	if (pathname.startsWith("/v1/"))
		return { kind: "routed", provider: AUTO_ROUTER, route: pathname.slice("/v1/".length) };
	const direct = /^\/direct\/([^/]+)(?:\/+(.*))?$/.exec(pathname);
	if (direct) {
		const found = directBase(direct[1] ?? "");
		return found
			? { kind: "direct", ...found, route: direct[2] ?? "" }
			: { kind: "unknown-direct", name: direct[1] ?? "" };
	}
	const routed = /^\/([^/]+)(?:\/+(.*))?$/.exec(pathname);
	const provider = routed && providerNamed(routed[1] ?? "");
	return provider ? { kind: "routed", provider, route: routed[2] ?? "" } : { kind: "unknown" };
}
