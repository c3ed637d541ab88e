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
	| "reset";

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
}

export interface EmulatorOptions {
	/** Default 0: an ephemeral port. */
	port?: number;
	/** Default "127.0.0.1". */
	host?: string;
	/** Replaces the default registry (`DEFAULT_MODELS`). */
	models?: SeedModel[];
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
	 * The raw bytes as received (a Node `Buffer` at run time). Declared as `Uint8Array` so these
	 * declarations compile without `@types/node`.
	 */
	body: Uint8Array;
	/** The parsed body, when it is JSON. */
	json?: unknown;
	/** The parsed body, when it is multipart/form-data: text fields as strings, files described. */
	form?: Record<string, string | { filename: string; type: string; size: number }>;
}

export interface Emulator {
	/** "http://127.0.0.1:PORT", without a trailing slash. */
	url: string;
	/** Every request in arrival order; the same array for the emulator's whole life. */
	requests: RecordedRequest[];
	/** Replaces the server-wide fault rules (and their counters). */
	setFaults(rules: FaultRule[]): void;
	/** Clears the recorded requests, job state, request ids and fault counters. */
	reset(): void;
	/** Stops listening and destroys open sockets, so it never hangs. */
	close(): Promise<void>;
}
