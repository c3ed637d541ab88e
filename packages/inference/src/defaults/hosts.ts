import { withoutTrailingSlash } from "../utils/urls.js";
import { checkHostUrl } from "../validation/destination.js";

/**
 * The public inference router's origin. Calls go there unless `routerUrl` or the `HF_ROUTER_URL`
 * environment variable names another (a proxy, a self-hosted router, an emulator).
 */
export const DEFAULT_ROUTER_URL = "https://router.huggingface.co";
/**
 * The public hub's origin, asked for models' provider mappings. `hubUrl` or the `HF_ENDPOINT`
 * environment variable names another.
 */
export const DEFAULT_HUB_URL = "https://huggingface.co";

const environment = new Map<string, string | undefined>();

/**
 * An environment variable, where the runtime has `process.env` (Node, Bun, Deno); undefined in
 * browsers. Read once per process: `process.env` lookups are slow enough to show in per-call cost.
 */
function fromEnvironment(name: string): string | undefined {
	if (!environment.has(name)) {
		const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
		environment.set(name, env?.[name] || undefined);
	}
	return environment.get(name);
}

/** A host from the environment, checked as the options are: a password there would be sent too. */
function hostFromEnvironment(name: string): string | undefined {
	const value = fromEnvironment(name);
	if (value !== undefined) checkHostUrl(value, name);
	return value;
}

/** The router's origin: the option, else `HF_ROUTER_URL`, else the public router. */
export function routerUrlFrom(option: string | undefined): string {
	return withoutTrailingSlash(option ?? hostFromEnvironment("HF_ROUTER_URL") ?? DEFAULT_ROUTER_URL);
}

/** The hub's origin: the option, else `HF_ENDPOINT`, else the public hub. */
export function hubUrlFrom(option: string | undefined): string {
	return withoutTrailingSlash(option ?? hostFromEnvironment("HF_ENDPOINT") ?? DEFAULT_HUB_URL);
}
