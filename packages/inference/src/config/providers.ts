import { InferenceClientInputError } from "../errors/errors.js";
import { PROVIDER_MODULE_LIST } from "../providers/all.js";
import type { ProviderModule } from "../providers/provider-module.js";

// Provider facts, derived from the provider modules (`providers/all.ts`): nothing about a provider
// is written here.

type Modules = typeof PROVIDER_MODULE_LIST;
type Module = Modules[number];

/** The modules as their common type, for reading the fields some of them leave out. */
const MODULES: readonly ProviderModule[] = PROVIDER_MODULE_LIST;

/** The ids of a list of modules, as a tuple of literals (spelt out, so declarations print the tuple). */
function idsOf<const List extends readonly { id: string }[]>(
	list: List,
): { readonly [Index in keyof List]: List[Index] extends { id: infer Id } ? Id : never } {
	return list.map((module) => module.id) as never;
}

/** Every inference provider the client can call, in alphabetical order. */
export const INFERENCE_PROVIDERS = idsOf(PROVIDER_MODULE_LIST);

/** The name of a provider the client can call, e.g. `"together"`. */
export type InferenceProvider = Module["id"];

/** `auto` is a policy, not a provider: the first provider the hub lists for the model. */
export const PROVIDERS_OR_POLICIES = [...INFERENCE_PROVIDERS, "auto"] as const;

/** What a call's `provider` may be: a provider's name, or `"auto"` to let the hub's list choose. */
export type InferenceProviderOrPolicy = (typeof PROVIDERS_OR_POLICIES)[number];

/** The hub organisation each provider publishes under, where it differs from the provider's name. */
export const PROVIDERS_HUB_ORGS = Object.fromEntries(
	MODULES.map((module) => [module.id, module.hubOrg]),
) as Record<InferenceProvider, string>;

/** The host names a module gives: its id when it has a base URL, `{id}-{name}` for each extra host. */
type HostsOf<M> = M extends { id: infer Id extends string }
	?
			| (M extends { baseUrl: string } ? Id : never)
			| (M extends { extraHosts: infer Hosts } ? `${Id}-${keyof Hosts & string}` : never)
	: never;

/**
 * A provider's own API host, used with a provider key (direct mode): each provider's id, and
 * `{id}-{name}` for its extra hosts (`fal-ai-queue`, fal's host for the tasks it runs as queued
 * jobs). The provider that lives on the router has none.
 */
export type ProviderHost = HostsOf<Module>;

/**
 * Each provider's own API origin, called directly when the token is the provider's key rather than
 * a hub token. Override one per call with `providerBaseUrls`.
 */
export const PROVIDER_BASE_URLS = Object.fromEntries(
	MODULES.flatMap((module) => [
		...(module.baseUrl !== undefined ? [[module.id, module.baseUrl]] : []),
		...Object.entries(module.extraHosts ?? {}).map(([name, url]) => [`${module.id}-${name}`, url]),
	]),
) as Record<ProviderHost, string>;

/** The provider that lives on the router: the default, and the one that serves dedicated endpoints. */
type HubHosted = Extract<Module, { hubHosted: true }>;

/**
 * The provider a call uses when it names none: the hub's own, which lives on the router and also
 * serves dedicated endpoints (`endpointUrl`).
 */
export const DEFAULT_PROVIDER = (MODULES.find((module) => module.hubHosted) as HubHosted).id;

/** A provider's module, with its id typed as one of the providers. */
export type InferenceProviderModule = ProviderModule & { readonly id: InferenceProvider };

/**
 * Every provider module, in alphabetical order of id: everything the client knows about each
 * provider, the list the other registries are derived from.
 */
export const PROVIDER_MODULES = MODULES as readonly InferenceProviderModule[];

const BY_ID = new Map<string, InferenceProviderModule>(PROVIDER_MODULES.map((module) => [module.id, module]));

/**
 * Whether a value names a provider the client can call: narrows a string read from data (a route
 * parameter, a query, a mapping's `provider`) to {@link InferenceProvider}. `"auto"` is a policy,
 * not a provider, so it is not one.
 *
 * @param value - Anything, typically a string.
 * @returns True when it is one of {@link INFERENCE_PROVIDERS}.
 * @example
 * ```ts
 * import { isInferenceProvider } from "@hubkit/inference";
 *
 * console.log(isInferenceProvider("together"), isInferenceProvider("auto")); // true false
 * ```
 */
export function isInferenceProvider(value: unknown): value is InferenceProvider {
	return typeof value === "string" && BY_ID.has(value);
}

/** The module of a provider id, or undefined for an id that is not one (a policy, an unknown name). */
export function findProvider(id: string): InferenceProviderModule | undefined {
	return BY_ID.get(id);
}

/**
 * A provider's module: everything the client knows about it (its hub organisation, its own host,
 * whether the router serves it, the variable its key is read from, the tasks it serves).
 *
 * @param id - A provider's id, e.g. `"together"`.
 * @returns The provider's module.
 * @throws {InferenceClientInputError} when no provider has that id (`"auto"` included: it is a
 *   policy, not a provider); the message lists the providers there are.
 * @example
 * ```ts
 * import { getProvider } from "@hubkit/inference";
 *
 * const fal = getProvider("fal-ai");
 * console.log(fal.hubOrg, fal.keyEnvVar, Object.keys(fal.tasks).length); // fal FAL_AI_API_KEY 11
 * ```
 */
export function getProvider(id: string): InferenceProviderModule {
	const module = BY_ID.get(id);
	if (!module) {
		throw new InferenceClientInputError(
			`Provider '${id}' not supported. Available providers: ${INFERENCE_PROVIDERS.join(", ")}`,
		);
	}
	return module;
}
