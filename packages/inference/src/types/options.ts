import type { MappingCache } from "../mapping/mapping-cache.js";
import type { InferenceProviderMappingEntry } from "../mapping/mapping-entry.js";
import type { InferenceProviderOrPolicy, ProviderHost } from "../providers/registry.js";

export type { BinaryInput } from "../utils/binary.js";

/** How long to wait for a queued job (fal-ai, together video, novita, wavespeed, zai-org); `undefined` counts as left out. */
export interface PollingOptions {
	/** Milliseconds between status checks; default: the provider's own pace (500 ms to 5 s). */
	intervalMs?: number | undefined;
	/** Status checks before giving up; default 600. */
	maxAttempts?: number | undefined;
	/**
	 * Deadline for the job from its first status check: the checks, a check that never answers, the
	 * result fetch and the download all end when it passes (`InferenceClientTimeoutError`). Default
	 * 10 minutes.
	 */
	maxDurationMs?: number | undefined;
}

/**
 * fetch's `credentials` modes, spelled out here so the published types need no DOM library
 * (TypeScript's `RequestCredentials` is only declared there).
 */
export type CredentialsMode = "omit" | "same-origin" | "include";

/**
 * Options of a single call, the second argument of every task function and method; a client's own
 * options are the defaults. Each one bounds or redirects what the call does on the network. An
 * option given as `undefined` counts as left out, so a value that may be unset (`process.env.…`)
 * can be passed as it is.
 */
export interface Options {
	/** Used for every request the client makes: the call, mapping lookups, polls and downloads. */
	fetch?: typeof fetch | undefined;
	/**
	 * Aborts the call wherever it is: waiting for a response, reading it, between retries, while
	 * polling, mid-stream. The call ends in `InferenceClientAbortError` (name "AbortError", the
	 * signal's reason as its `cause`).
	 */
	signal?: AbortSignal | undefined;
	/**
	 * Limit for the whole call in milliseconds: every attempt, the waits between them, reading the
	 * answer, downloads. A stream counts it until its response starts, then `idleTimeoutMs` takes
	 * over. A queued job, once submitted, is bounded by `polling.maxDurationMs` instead of the default
	 * (a `timeoutMs` you set still applies to it). Ends in `InferenceClientTimeoutError`.
	 * Default: 10 minutes (as openai-node); `Infinity` turns it off.
	 */
	timeoutMs?: number | undefined;
	/**
	 * For streams: the longest silence between two network chunks once the response has started, in
	 * milliseconds (noticed within a quarter more). Ends in `InferenceClientTimeoutError`. Default:
	 * 60 s, the idle limit of common proxies in front of providers; `Infinity` turns it off.
	 */
	idleTimeoutMs?: number | undefined;
	/**
	 * For streams: the longest line, and the most data one event may gather, in characters. A
	 * longer one ends the stream with `InferenceClientProviderOutputError`, so a server cannot
	 * fill memory with a line that never ends. Default: 4 MiB (4,194,304).
	 */
	maxStreamEventLength?: number | undefined;
	/**
	 * The largest JSON answer read, in bytes; a larger one ends the call with
	 * `InferenceClientProviderOutputError` (binary answers, images and audio, are not limited).
	 * Default: 128 MiB. Error bodies are always read up to 64 KiB only, the rest cancelled.
	 */
	maxJsonResponseBytes?: number | undefined;
	/**
	 * Retry 429, 503 and transient network failures (connection refused or reset, DNS, socket
	 * timeouts) with exponential backoff; default true. A request fetch refuses (invalid URL or
	 * header value, forbidden port, redirect loop) is never retried.
	 */
	retryOnError?: boolean | undefined;
	/**
	 * The reference client's (`@huggingface/inference`) name for `retryOnError`, accepted so that
	 * code written for it keeps its behaviour: `retry_on_error: false` turns retries off. Giving both
	 * with different values is an `InferenceClientInputError`; a call's setting, under either name,
	 * replaces its client's.
	 */
	retry_on_error?: boolean | undefined;
	/** Retries after the first attempt; default 3. */
	maxRetries?: number | undefined;
	/** Longest single wait between retries, in ms; a server asking for longer ends the call. Default 30 s. */
	maxRetryDelayMs?: number | undefined;
	/** Bounds for queued jobs. */
	polling?: PollingOptions | undefined;
	/** The hub organisation to bill (`X-HF-Bill-To`). */
	billTo?: string | undefined;
	/** Router origin; default `HF_ROUTER_URL` or https://router.huggingface.co. An http(s) URL without credentials. */
	routerUrl?: string | undefined;
	/** Hub origin for mapping lookups; default `HF_ENDPOINT` or https://huggingface.co. An http(s) URL without credentials. */
	hubUrl?: string | undefined;
	/** A provider's own API base, for direct calls with a provider key (e.g. a proxy or an emulator); http(s) URLs without credentials. */
	providerBaseUrls?: Partial<Record<ProviderHost, string>> | undefined;
	/** Send cookies (`credentials`); `true` means "include". */
	includeCredentials?: CredentialsMode | boolean | undefined;
	/** Where provider mappings are cached; the client owns one, free functions share a module one. */
	mappingCache?: MappingCache | undefined;
}

/**
 * Arguments every task accepts besides its own inputs; one given as `undefined` counts as left out.
 * The task functions' `args` link here instead of listing them.
 */
export interface BaseArgs {
	/** A hub token (`hf_…`, routed through the hub) or a provider key (sent straight to the provider). */
	accessToken?: string | undefined;
	/**
	 * The hub model id, e.g. `meta-llama/Llama-3.1-8B-Instruct`, optionally ending in one of the
	 * router's suffixes (see `ROUTER_POLICIES`), which is never part of the id the hub is asked about:
	 * `:<provider>` (`…:together`) selects that provider; `:preferred` takes the first provider the
	 * hub's mapping lists for the task, as `provider: "auto"` does; `:fastest` (highest throughput)
	 * and `:cheapest` (lowest price per output token) are chosen by the router, so they are accepted
	 * on chat completion's router route only (`provider: "auto"`, or no provider) and refused for
	 * other tasks. A suffix and a `provider` that disagree are refused. Without one, hf-inference uses
	 * the task's default model from the hub's task catalogue.
	 */
	model?: string | undefined;
	/**
	 * A dedicated endpoint to call instead of a provider. Chat and text generation send `model`, when
	 * given, as the body's `model` (OpenAI-compatible servers such as vLLM refuse a name they do not
	 * serve), else the endpoint's URL.
	 */
	endpointUrl?: string | undefined;
	/**
	 * The provider to call; default `hf-inference` (or what the model id's suffix names). `"auto"`:
	 * chat completion goes to the router's own chat route (`/v1/chat/completions`) with the model id
	 * as given, and the router chooses the provider (`:fastest`, its default, unless the id's suffix
	 * says otherwise); every other task asks the hub for the model's mapping and calls the first
	 * provider it lists that serves the task and that this client can call.
	 */
	provider?: InferenceProviderOrPolicy | undefined;
	/** The provider mapping for this model and provider, to skip the hub lookup. */
	providerMapping?: InferenceProviderMappingEntry | undefined;
}
