import { InferenceClientInputError } from "../errors/errors.js";
import { INFERENCE_TASKS, type InferenceTask } from "../inference-tasks.js";
import { checkTask } from "../validation/task-name.js";
import { baseten } from "./baseten/request.js";
import { cerebras } from "./cerebras/request.js";
import { cohere } from "./cohere/request.js";
import { deepinfra } from "./deepinfra/request.js";
import { falAi } from "./fal-ai/request.js";
import { featherlessAi } from "./featherless-ai/request.js";
import { fireworksAi } from "./fireworks-ai/request.js";
import { groq } from "./groq/request.js";
import type { RequestHelper } from "./helper.js";
import { hfInference } from "./hf-inference/request.js";
import { novita } from "./novita/request.js";
import { nscale } from "./nscale/request.js";
import { openai } from "./openai/request.js";
import { ovhcloud } from "./ovhcloud/request.js";
import type { ProviderModule } from "./provider-module.js";
import { publicai } from "./publicai/request.js";
import { replicate } from "./replicate/request.js";
import { scaleway } from "./scaleway/request.js";
import { together } from "./together/request.js";
import { wavespeed } from "./wavespeed/request.js";
import { zaiOrg } from "./zai-org/request.js";

// The provider registry: the list of provider modules and everything derived from it (names,
// hosts, hub organisations, the requests by provider and by task, lookups and the error for a name
// that is not a provider). Nothing about a provider is written here but its place in the list.
// The modules are the providers' request halves: how answers are read is joined to them in
// task-helpers.ts, which only the client imports, so code that only writes requests out (the
// snippet generator) carries no answer reading.

/**
 * Every provider module, in alphabetical order of id: the one list everything below is derived
 * from. Adding a provider is adding its module here. Its literal types are what `InferenceProvider`
 * and `ProviderHost` are computed from; `PROVIDER_MODULES` is the same list, plainly typed.
 */
const PROVIDER_MODULE_LIST = [
	baseten,
	cerebras,
	cohere,
	deepinfra,
	falAi,
	featherlessAi,
	fireworksAi,
	groq,
	hfInference,
	novita,
	nscale,
	openai,
	ovhcloud,
	publicai,
	replicate,
	scaleway,
	together,
	wavespeed,
	zaiOrg,
] as const satisfies readonly ProviderModule[];

type Modules = typeof PROVIDER_MODULE_LIST;
/** One of the registered provider modules, with the literal types its declaration keeps. */
export type RegisteredModule = Modules[number];
type Module = RegisteredModule;

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

/**
 * `auto` is a policy, not a provider: a chat call goes to the router, which picks by the model id's
 * suffix (`:fastest` when there is none); any other task takes the first provider the hub lists for
 * the model, in the order of the caller's settings (see `BaseArgs.provider`).
 */
export const PROVIDERS_OR_POLICIES = [...INFERENCE_PROVIDERS, "auto"] as const;

/** What a call's `provider` may be: a provider's name, or `"auto"` to let the router or the hub's list choose. */
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
 * import { getProvider } from "@hubkit/inference/internal";
 *
 * const fal = getProvider("fal-ai");
 * console.log(fal.hubOrg, fal.keyEnvVar, Object.keys(fal.tasks).length); // fal FAL_AI_API_KEY 11
 * ```
 */
export function getProvider(id: string): InferenceProviderModule {
	const module = BY_ID.get(id);
	if (!module) throw unsupportedProvider(id);
	return module;
}

/**
 * The one error for a provider name that is not one: it lists what may be used instead, `"auto"`
 * included where a policy is accepted (a call's `provider`), left out where a provider itself is
 * asked for (its module or helper).
 *
 * @param name - The name that was given.
 * @param policies - Whether a policy (`"auto"`) is accepted where it was given.
 * @returns The error to throw, an {@link InferenceClientInputError}.
 * @example
 * ```ts
 * import { unsupportedProvider } from "@hubkit/inference/internal";
 *
 * console.log(unsupportedProvider("nope", true).message); // Provider 'nope' not supported. Available providers: baseten, …, auto
 * ```
 */
export function unsupportedProvider(name: string, policies = false): InferenceClientInputError {
	const available = policies ? PROVIDERS_OR_POLICIES : INFERENCE_PROVIDERS;
	return new InferenceClientInputError(
		`Provider '${name}' not supported. Available providers: ${available.join(", ")}`,
	);
}

/** The providers serving one task, as requests; {@link ProviderTable} joins each with its answer. */
export type RequestTable = Partial<Record<InferenceProvider, RequestHelper>>;

/**
 * The requests by provider: every provider and the tasks it serves, from the provider modules, each
 * provider's tasks in the order of `INFERENCE_TASKS` whatever order its module lists them in.
 */
export const PROVIDER_REQUESTS = Object.fromEntries(
	PROVIDER_MODULES.map((module) => {
		const tasks: { readonly [Task in InferenceTask]?: RequestHelper } = module.tasks;
		return [
			module.id,
			Object.fromEntries(INFERENCE_TASKS.flatMap((task) => (tasks[task] ? [[task, tasks[task]]] : []))),
		];
	}),
) as Record<InferenceProvider, Partial<Record<InferenceTask, RequestHelper>>>;

/**
 * A table by provider and task turned round: by task, the providers that have an entry for it, in
 * the order of `INFERENCE_PROVIDERS`. The requests and the whole helpers are both read this way.
 */
export function byTask<Entry>(
	byProvider: Record<InferenceProvider, Partial<Record<InferenceTask, Entry>>>,
): Record<InferenceTask, Partial<Record<InferenceProvider, Entry>>> {
	return Object.fromEntries(
		INFERENCE_TASKS.map((task) => [
			task,
			Object.fromEntries(
				INFERENCE_PROVIDERS.flatMap((provider) => {
					const entry = byProvider[provider][task];
					return entry ? [[provider, entry]] : [];
				}),
			),
		]),
	) as Record<InferenceTask, Partial<Record<InferenceProvider, Entry>>>;
}

/** Each task's requests, keyed by task id: the providers that serve it, from the provider modules. */
export const REQUEST_TABLES: Record<InferenceTask, RequestTable> = byTask(PROVIDER_REQUESTS);

/**
 * The request half of a provider's helper for a task: its route, headers and body, without the
 * reading of its answer ({@link getProviderHelper} gives both). The snippet generator writes calls
 * out from it.
 *
 * @param provider - A provider's name, e.g. `"together"`.
 * @param task - The task id, e.g. `"text-to-image"` (`"conversational"` for chat completion).
 * @returns The provider's request for the task.
 * @throws {InferenceClientInputError} when the provider is unknown (or `"auto"`), the task is not
 *   one of `INFERENCE_TASKS`, or the provider does not serve it; the message lists what is
 *   available instead.
 * @example
 * ```ts
 * import { getRequestHelper } from "@hubkit/inference/internal";
 *
 * const request = getRequestHelper("together", "conversational");
 * console.log(request.provider, request.task); // together conversational
 * ```
 */
export function getRequestHelper(provider: InferenceProviderOrPolicy, task: InferenceTask): RequestHelper {
	if (!isInferenceProvider(provider)) throw unsupportedProvider(provider);
	checkTask(task);
	const tasks = PROVIDER_REQUESTS[provider];
	const helper = tasks[task];
	if (!helper) {
		throw new InferenceClientInputError(
			`Task '${task}' not supported for provider '${provider}'. Available tasks: ${Object.keys(tasks).join(", ")}`,
		);
	}
	return helper;
}
