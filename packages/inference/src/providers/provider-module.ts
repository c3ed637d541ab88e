import type { InferenceTask } from "../inference-tasks.js";
import type { TaskHelper } from "./helper.js";

/**
 * Everything the client (and the snippet generator, and the site) knows about one provider, declared
 * in the provider's own module. The registries (`INFERENCE_PROVIDERS`, the host and organisation
 * tables, the task tables) are derived from the list of modules in `providers/registry.ts`, so a fact
 * about a provider is written once.
 *
 * Declare a module `as const satisfies ProviderModule`: the literal types it keeps are what the
 * `InferenceProvider` and `ProviderHost` unions are computed from.
 */
export interface ProviderModule {
	/** The provider's id on the router and in the hub's mappings, e.g. `"together"`. */
	readonly id: string;
	/** Its name for people, as error messages and pages write it, e.g. `"Together"`. */
	readonly label: string;
	/** The hub organisation it publishes under, e.g. `"togethercomputer"`. */
	readonly hubOrg: string;
	/**
	 * Its own API origin, called directly with the provider's key. None for a provider that lives on
	 * the router itself.
	 */
	readonly baseUrl?: string;
	/**
	 * Further origins some of its tasks use, by name: a helper naming one in `host` goes there on a
	 * direct call. Each is overridable as `{id}-{name}` in `providerBaseUrls` (fal's `fal-ai-queue`).
	 */
	readonly extraHosts?: Readonly<Record<string, string>>;
	/** False when the router does not serve it: the caller must bring the provider's own key (openai). */
	readonly routed: boolean;
	/** The environment variable snippets read the provider's own key from, e.g. `TOGETHER_API_KEY`. */
	readonly keyEnvVar: string;
	/**
	 * The hub's own provider: it lives on the router (no host of its own), serves dedicated endpoints
	 * (`endpointUrl`) and the generic route without a task, and is the default provider. Exactly one
	 * module says so.
	 */
	readonly hubHosted?: true;
	/** Tasks one model serves interchangeably, so a mapping for one is good for the other. */
	readonly equivalentTasks?: ReadonlyArray<readonly InferenceTask[]>;
	/** The helper for a call without a task (the deprecated generic `request`); the hub-hosted provider's. */
	readonly untaskedHelper?: TaskHelper;
	/** The tasks it serves, each a helper built from the protocol shapes in `providers/shapes/`. */
	readonly tasks: { readonly [Task in InferenceTask]?: TaskHelper };
}
