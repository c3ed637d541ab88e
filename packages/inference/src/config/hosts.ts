export const DEFAULT_ROUTER_URL = "https://router.huggingface.co";
export const DEFAULT_HUB_URL = "https://huggingface.co";

/** An environment variable, where the runtime has `process.env` (Node, Bun, Deno); undefined in browsers. */
function fromEnvironment(name: string): string | undefined {
	const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
	const value = env?.[name];
	return value ? value : undefined;
}

function withoutTrailingSlash(url: string): string {
	return url.replace(/\/+$/, "");
}

/** The router's origin: the option, else `HF_ROUTER_URL`, else the public router. */
export function routerUrlFrom(option: string | undefined): string {
	return withoutTrailingSlash(option ?? fromEnvironment("HF_ROUTER_URL") ?? DEFAULT_ROUTER_URL);
}

/** The hub's origin: the option, else `HF_ENDPOINT`, else the public hub. */
export function hubUrlFrom(option: string | undefined): string {
	return withoutTrailingSlash(option ?? fromEnvironment("HF_ENDPOINT") ?? DEFAULT_HUB_URL);
}
