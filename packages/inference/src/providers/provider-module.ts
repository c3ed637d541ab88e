import type { InferenceTask } from "../inference-tasks.js";
import type { AnswerReader, RequestHelper } from "./helper.js";

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
	/** The request for a call without a task (the deprecated generic `request`); the hub-hosted provider's. */
	readonly untaskedHelper?: RequestHelper;
	/**
	 * The tasks it serves, each a request built from the protocol shapes in `providers/shapes/`. How
	 * each answer is read is in the provider's {@link ProviderAnswers}, a module of its own.
	 */
	readonly tasks: { readonly [Task in InferenceTask]?: RequestHelper };
}

/**
 * How the client reads one provider's answers: a reader for each task its module serves. Declared
 * in the provider's `answer.ts`, beside the `request.ts` that declares its {@link ProviderModule};
 * only the client joins the two (`providers/task-helpers.ts`). A call without a task keeps the
 * answer as it came, so it needs no reader.
 */
export interface ProviderAnswers {
	readonly tasks: { readonly [Task in InferenceTask]?: AnswerReader };
}
