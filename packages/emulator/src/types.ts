/** What a fault rule or the per-request fault header can ask the emulator to do instead of answering normally. */
export type Fault =
	| "rate-limit"
	| "server-error"
	| "loading"
	| "latency"
	| "cut-stream"
	| "stream-error"
	| "malformed-json"
	| "html-error"
	| "reset"
	| "invalid-token"
	| "token-lacks-inference"
	| "provider-not-enabled"
	| "credits-exhausted";

export interface FaultRule {
	fault: Fault;
	/** Matched against the request pathname: a string is a prefix, a RegExp is tested. Default: every non-/api path. */
	path?: string | RegExp;
	/** Apply to the first N matching requests only. Default: unlimited. */
	times?: number;
	/** Seconds, for rate-limit (the Retry-After header). Default 1. */
	retryAfter?: number;
	/** Seconds, for loading (the `estimated_time` of the 503 body). Default 1. */
	estimatedTime?: number;
	/**
	 * Milliseconds, for latency, from 0 to 2147483647 (the longest a timer waits); the answer is normal
	 * afterwards. A value out of that range makes `setFaults` and `startEmulator` throw a RangeError.
	 */
	latencyMs?: number;
}

export interface SeedMapping {
	provider: string;
	providerId: string;
	status: "live" | "staging";
	task: string;
	adapter?: string;
	adapterWeightsPath?: string;
}

export interface SeedModel {
	id: string;
	pipeline_tag: string;
	library_name?: string;
	tags?: string[];
	/** Length of the vectors feature-extraction answers for this model (default 384). */
	embeddingDimension?: number;
	/** Serve `inferenceProviderMapping` in the legacy form: an object keyed by provider. */
	legacyMapping?: boolean;
	inferenceProviderMapping: SeedMapping[];
	/** What the hub's model API says about the model besides its task, library and tags. */
	hub?: HubFacts;
}

/**
 * The `config` the hub derives from a repo's files (config.json, adapter_config.json, …), with the
 * parts code generators read. Field names as in huggingface.js packages/tasks/src/model-data.ts
 * (`ModelData.config`, commit 0020154f); any other key the repo's config has may be added.
 */
export interface HubModelConfig {
	architectures?: string[];
	model_type?: string;
	/** Auto class to `file.Class` in the repo: the model runs custom code (tagged `custom_code`). */
	auto_map?: Record<string, string>;
	quantization_config?: {
		bits?: number;
		load_in_4bit?: boolean;
		load_in_8bit?: boolean;
		quant_method?: string;
	};
	tokenizer_config?: Record<string, unknown>;
	/** From adapter_config.json: the model the adapter applies to. */
	peft?: { base_model_name_or_path?: string; task_type?: string };
	/** From a diffusers repo's model_index.json (or a component's config). */
	diffusers?: { _class_name?: string; [key: string]: unknown };
	/** From a skops repo's config.json: the pickled model's file, its format and its input columns. */
	sklearn?: {
		model?: { file?: string };
		model_format?: string;
		columns?: string[];
		task?: string;
		example_input?: Record<string, unknown[]>;
		[key: string]: unknown;
	};
	/** From a SpeechBrain repo's hyperparams: the interface class that loads it. */
	speechbrain?: { speechbrain_interface?: string; vocoder_interface?: string; vocoder_model_id?: string };
	[key: string]: unknown;
}

/** transformers' own view of the model (huggingface_hub hf_api.py `TransformersInfo`). */
export interface HubTransformersInfo {
	auto_model: string;
	custom_class?: string;
	pipeline_tag?: string;
	processor?: string;
}

/** What the hub reads from a GGUF repo's files (huggingface.js `ModelData.gguf`). */
export interface HubGguf {
	total: number;
	architecture?: string;
	context_length?: number;
	chat_template?: string;
	bos_token?: string;
	eos_token?: string;
}

/**
 * The facts `GET /api/models/{id}` gives beyond id, task, library and tags, each under the field name
 * the hub uses (huggingface.js packages/hub/src/types/api/api-model.ts `ApiModelInfo`, commit
 * 10436c76). Every field is optional: the hub leaves out what the repo has no file for.
 */
export interface HubFacts {
	config?: HubModelConfig;
	/** The model card's metadata: `license`, `base_model`, `instance_prompt`, `widget`, … */
	cardData?: Record<string, unknown>;
	/** The widget's example inputs (`text`, `src`, `structured_data`, …). */
	widgetData?: Array<Record<string, unknown>>;
	transformersInfo?: HubTransformersInfo;
	gguf?: HubGguf;
	/** Parameter counts by dtype, for safetensors repos. */
	safetensors?: { parameters: Record<string, number>; total: number };
	/** The repo's files, by path; answered as `siblings: [{ rfilename }]`. */
	siblings?: string[];
	mask_token?: string;
	/**
	 * A gated repo: its model info reads like any other (with this value as `gated`); downloading its
	 * files needs an approved token. Default false.
	 */
	gated?: false | "auto" | "manual";
	/**
	 * A private repo: no token the emulator sees can read it, so it answers as the hub answers a repo
	 * the caller cannot see (401 without a token, 404 with one, `X-Error-Code: RepoNotFound`).
	 */
	private?: boolean;
}

/** A model on the hub only: no provider serves it unless `inferenceProviderMapping` says so. */
export type HubModel = Omit<SeedModel, "inferenceProviderMapping"> & {
	inferenceProviderMapping?: SeedMapping[];
};

export interface EmulatorOptions {
	/** Default 0: an ephemeral port. */
	port?: number;
	/** Default "127.0.0.1". */
	host?: string;
	/** Replaces the default registry (`DEFAULT_MODELS`). */
	models?: SeedModel[];
	/**
	 * Models added to the hub (after `models` or the default registry), e.g. with the hub facts a
	 * test needs. They are on the hub without any provider mapping; an id already in the registry
	 * makes `startEmulator` throw.
	 */
	hubModels?: HubModel[];
	/** Server-wide fault rules. */
	faults?: FaultRule[];
	/** Status polls a queued job answers "in progress" before completing. Default 2. */
	pollSteps?: number;
	/**
	 * Whether Replicate's `Prefer: wait` answers with the finished prediction, as it does when the
	 * prediction ends within the hold. Default true; false plays a prediction that outlasts the hold,
	 * answered still starting and to be polled.
	 */
	preferWaitCompletes?: boolean;
	/**
	 * What `requests` keeps: the last `requests` requests (default 1000), each with at most the first
	 * `bodyBytes` bytes of its body (default 1 MiB). false keeps none, for a long-running emulator
	 * nobody reads.
	 */
	record?: false | RecordOptions;
}

export interface RecordOptions {
	/** How many of the latest requests are kept; older ones are dropped. Default 1000; 0 keeps none. */
	requests?: number;
	/** How many bytes of each body are kept (`bodySize` tells the whole size). Default 1048576 (1 MiB). */
	bodyBytes?: number;
}

export interface RecordedRequest {
	method: string;
	/** Path and query as received, e.g. "/hf-inference/models/x/y?a=1". */
	url: string;
	/** Lower-case names; the authorization value is reduced to "<scheme> [redacted]". */
	headers: Record<string, string>;
	/** hub: the token starts with hf_; provider: any other key. */
	credential?: { scheme: string; kind: "hub" | "provider" };
	/**
	 * The raw bytes as received, up to the `record.bodyBytes` limit (1 MiB by default): a longer body
	 * keeps its first bytes. A Node `Buffer` at run time, declared as `Uint8Array` so these
	 * declarations compile without `@types/node`.
	 */
	body: Uint8Array;
	/** How many bytes the body had; more than `body.length` when the record keeps only its start. */
	bodySize: number;
	/** The parsed body, when it is JSON and was kept whole. */
	json?: unknown;
	/**
	 * The parsed body, when it is multipart/form-data and was kept whole: text fields as strings,
	 * files described.
	 */
	form?: Record<string, string | { filename: string; type: string; size: number }>;
}

export interface Emulator {
	/** "http://127.0.0.1:PORT", without a trailing slash. */
	url: string;
	/**
	 * The latest requests in arrival order (the last 1000 by default, none with `record: false`); the
	 * same array for the emulator's whole life, the oldest dropped from its start.
	 */
	requests: RecordedRequest[];
	/** Replaces the server-wide fault rules (and their counters). */
	setFaults(rules: FaultRule[]): void;
	/** Clears the recorded requests, job state, request ids and fault counters. */
	reset(): void;
	/** Stops listening and destroys open sockets, so it never hangs. */
	close(): Promise<void>;
}
