import type { InferenceProviderOrPolicy, ProviderHost } from "../config/providers.js";
import type { InferenceTask } from "../config/tasks.js";
import type { MappingCache } from "../mapping/mapping-cache.js";

/** How long to wait for a queued job (fal-ai, together video, novita, wavespeed, zai-org). */
export interface PollingOptions {
	/** Milliseconds between status checks; default: the provider's own pace (500 ms to 5 s). */
	intervalMs?: number;
	/** Status checks before giving up; default 600. */
	maxAttempts?: number;
	/** Total time spent polling before giving up; default 10 minutes. */
	maxDurationMs?: number;
}

/**
 * Where a client keeps the arguments it adds to every call (token, provider, endpoint). A symbol,
 * so it never collides with a real option and stays out of the public option names.
 */
export const CLIENT_ARGS: unique symbol = Symbol("hubkit.clientArgs");

/**
 * fetch's `credentials` modes, spelled out here so the published types need no DOM library
 * (TypeScript's `RequestCredentials` is only declared there).
 */
export type CredentialsMode = "omit" | "same-origin" | "include";

export interface Options {
	/** Arguments a client adds to every call; per-call arguments win. */
	[CLIENT_ARGS]?: BaseArgs;
	/** Used for every request the client makes: the call, mapping lookups, polls and downloads. */
	fetch?: typeof fetch;
	/** Aborts the call wherever it is: waiting for a response, between retries, while polling. */
	signal?: AbortSignal;
	/**
	 * Limit for the whole call (all attempts, polls and downloads) in milliseconds; for streams, the
	 * longest wait for the next chunk. Ends in `InferenceClientTimeoutError`. Default: none.
	 */
	timeoutMs?: number;
	/** Retry 429, 503 and network errors with exponential backoff; default true. */
	retryOnError?: boolean;
	/** Retries after the first attempt; default 3. */
	maxRetries?: number;
	/** Longest single wait between retries, in ms; a server asking for longer ends the call. Default 30 s. */
	maxRetryDelayMs?: number;
	/** Bounds for queued jobs. */
	polling?: PollingOptions;
	/** The hub organisation to bill (`X-HF-Bill-To`). */
	billTo?: string;
	/** Router origin; default `HF_ROUTER_URL` or https://router.huggingface.co. */
	routerUrl?: string;
	/** Hub origin for mapping lookups; default `HF_ENDPOINT` or https://huggingface.co. */
	hubUrl?: string;
	/** A provider's own API base, for direct calls with a provider key (e.g. a proxy or an emulator). */
	providerBaseUrls?: Partial<Record<ProviderHost, string>>;
	/** Send cookies (`credentials`); `true` means "include". */
	includeCredentials?: CredentialsMode | boolean;
	/** Where provider mappings are cached; the client owns one, free functions share a module one. */
	mappingCache?: MappingCache;
}

/** One entry of the hub's `inferenceProviderMapping` for a model. */
export interface InferenceProviderMappingEntry {
	provider: string;
	hfModelId: string;
	providerId: string;
	status: "live" | "staging";
	task: InferenceTask | string;
	adapter?: string;
	adapterWeightsPath?: string;
	type?: "single-model" | "tag-filter";
}

/** Arguments every task accepts besides its own inputs. */
export interface BaseArgs {
	/** A hub token (`hf_…`, routed through the hub) or a provider key (sent straight to the provider). */
	accessToken?: string;
	/** The hub model id, e.g. `meta-llama/Llama-3.1-8B-Instruct`. */
	model?: string;
	/** A dedicated endpoint to call instead of a provider. */
	endpointUrl?: string;
	/** Default `hf-inference`; `auto` picks the first provider the hub lists for the model. */
	provider?: InferenceProviderOrPolicy;
	/** The provider mapping for this model and provider, to skip the hub lookup. */
	providerMapping?: InferenceProviderMappingEntry;
}

/** Binary data the client accepts wherever a task takes audio, an image or a video. */
export type BinaryInput = Blob | ArrayBuffer | Uint8Array;
