import { InferenceClientAbortError } from "../errors/abort-error.js";
import { InferenceClientError, InferenceClientTimeoutError } from "../errors/errors.js";
import type { Options } from "../types/options.js";

/**
 * The default limit for a whole call, as openai-node: long enough for a slow generation on a busy
 * provider, short enough that a server that never answers cannot hold a caller forever.
 */
export const DEFAULT_TIMEOUT_MS = 10 * 60_000;

/** setTimeout fires at once for anything longer (a 32-bit signed delay); such a limit is no limit. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** How often calls under the default limit are checked; the default limit may pass by this much. */
const SWEEP_MS = 1_000;

export type Timer = ReturnType<typeof setTimeout>;

/**
 * A timer that does not keep a Node process alive on its own: a pending request holds its socket,
 * which does; a call the caller has forgotten must not.
 */
export function arm(ms: number, fire: () => void): Timer | undefined {
	if (!(ms <= LONGEST_TIMER_MS)) return undefined;
	const timer = setTimeout(fire, Math.max(0, ms));
	(timer as { unref?: () => void }).unref?.();
	return timer;
}

/**
 * Calls running under the default limit, oldest first, watched by one timer for all of them: a
 * timer per call costs more than the rest of a call's own work. A linked list through the calls
 * themselves (adding and removing are a few writes), read against a clock the sweep refreshes:
 * they all have the same limit, so the oldest expires first, within a second of its time.
 */
let oldest: CallScope | undefined;
let newest: CallScope | undefined;
let clock = 0;
let sweeping = false;

function sweep(): void {
	clock = Date.now();
	while (oldest && oldest.deadline <= clock) {
		const expired = oldest;
		unlist(expired);
		expired.expire();
	}
	sweeping = oldest !== undefined;
	if (sweeping) arm(SWEEP_MS, sweep);
}

function list(scope: CallScope): void {
	if (!sweeping) {
		sweeping = true;
		clock = Date.now();
		arm(SWEEP_MS, sweep);
	}
	scope.deadline = clock + DEFAULT_TIMEOUT_MS;
	scope.listed = true;
	scope.older = newest;
	if (newest) newest.newer = scope;
	else oldest = scope;
	newest = scope;
}

function unlist(scope: CallScope): void {
	if (!scope.listed) return;
	scope.listed = false;
	if (scope.older) scope.older.newer = scope.newer;
	else oldest = scope.newer;
	if (scope.newer) scope.newer.older = scope.older;
	else newest = scope.older;
	scope.older = scope.newer = undefined;
}

/**
 * Everything one call shares across its requests: the fetch to use, the signal that fires on the
 * caller's abort or on a time limit (its reason is always the typed error to throw), and the
 * secrets to keep out of errors.
 */
export interface CallContext {
	fetch: typeof fetch;
	/** Made on first use: an AbortSignal costs more than the rest of a call's own work. */
	readonly signal: AbortSignal;
	options: Options;
	secrets: string[];
	/** True when the caller passed its own fetch, which may not honour the signal. */
	customFetch: boolean;
	/** Why the call was stopped (the caller's abort or a time limit), once it has been. */
	readonly failure: InferenceClientError | undefined;
	/**
	 * The signal for a request: always for the runtime's fetch (so a time limit cancels the request);
	 * for a custom fetch only when the call already has one, its waits being raced instead.
	 */
	requestSignal(): AbortSignal | undefined;
	/** Settles with `pending`, or with the call's failure as soon as it is stopped. */
	race<T>(pending: Promise<T>): Promise<T>;
	/** Runs `hook` when the call is stopped (a stream cancels its reader, whatever its fetch does with signals). */
	onStop(hook: () => void): void;
	/** Stops the call with `reason`: the signal fires, a pending race rejects, the stop hook runs. */
	stop(reason: InferenceClientError): void;
	/** The call's own limit gives way (a stream that has opened is bounded by its silences instead). */
	endCallLimit(): void;
	/**
	 * A queued job has started: its polls, result fetch and downloads must all end within `ms`. A
	 * caller's explicit `timeoutMs` still applies; the default one gives way to the job's bound.
	 */
	startJob(ms: number, expired: () => InferenceClientTimeoutError): void;
	dispose(): void;
}

/** The runtime's fetch, looked up at call time (so a polyfill installed later is used) and called unbound. */
const defaultFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

class CallScope implements CallContext {
	readonly fetch: typeof fetch;
	readonly customFetch: boolean;
	failure: InferenceClientError | undefined;
	private controller: AbortController | undefined;
	private callTimer: Timer | undefined;
	private jobTimer: Timer | undefined;
	private interrupt: ((reason: InferenceClientError) => void) | undefined;
	private stopHook: (() => void) | undefined;
	private readonly onAbort: (() => void) | undefined;

	constructor(
		readonly options: Options,
		readonly secrets: string[],
	) {
		// Called through a wrapper, never stored: browsers refuse `fetch` called as a method of another object ("Illegal invocation").
		this.fetch = options.fetch ?? defaultFetch;
		this.customFetch = options.fetch !== undefined;
		const outer = options.signal;
		if (outer?.aborted) {
			this.stop(new InferenceClientAbortError(outer.reason));
			return;
		}
		if (outer) {
			this.onAbort = () => this.stop(new InferenceClientAbortError(outer.reason));
			outer.addEventListener("abort", this.onAbort, { once: true });
		}
		const limit = options.timeoutMs;
		if (limit === undefined) list(this);
		else {
			this.callTimer = arm(limit, () => this.stop(new InferenceClientTimeoutError(limit)));
		}
	}

	/** When the default limit runs out, and the neighbours in the list of calls under it. */
	deadline = 0;
	listed = false;
	older: CallScope | undefined;
	newer: CallScope | undefined;

	expire(): void {
		this.stop(new InferenceClientTimeoutError(DEFAULT_TIMEOUT_MS));
	}

	endCallLimit(): void {
		clearTimeout(this.callTimer);
		this.callTimer = undefined;
		unlist(this);
	}

	get signal(): AbortSignal {
		if (!this.controller) {
			this.controller = new AbortController();
			if (this.failure) this.controller.abort(this.failure);
		}
		return this.controller.signal;
	}

	requestSignal(): AbortSignal | undefined {
		return !this.customFetch || this.controller || this.options.signal ? this.signal : undefined;
	}

	race<T>(pending: Promise<T>): Promise<T> {
		if (this.failure) return Promise.reject(this.failure);
		return new Promise<T>((resolve, reject) => {
			// A stale `interrupt` left from an earlier race only rejects a promise already settled: harmless.
			this.interrupt = reject;
			pending.then(resolve, reject);
		});
	}

	onStop(hook: () => void): void {
		this.stopHook = hook;
	}

	stop(reason: InferenceClientError): void {
		if (this.failure) return;
		this.failure = reason;
		this.controller?.abort(reason);
		this.interrupt?.(reason);
		this.stopHook?.();
	}

	startJob(ms: number, expired: () => InferenceClientTimeoutError): void {
		if (this.jobTimer !== undefined || this.failure) return;
		if (this.options.timeoutMs === undefined) this.endCallLimit();
		this.jobTimer = arm(ms, () => this.stop(expired()));
	}

	dispose(): void {
		this.endCallLimit();
		clearTimeout(this.jobTimer);
		this.stopHook = undefined;
		this.interrupt = undefined;
		if (this.onAbort) this.options.signal?.removeEventListener("abort", this.onAbort);
	}
}

export function createCallContext(options: Options, accessToken: string | undefined): CallContext {
	return new CallScope(options, accessToken ? [accessToken] : []);
}

/** The reason the call stopped, as the typed error to throw. */
export function abortReason(signal: AbortSignal): InferenceClientError {
	return signal.reason instanceof InferenceClientError
		? signal.reason
		: new InferenceClientAbortError(signal.reason);
}

/** Waits `ms`, or rejects as soon as the signal fires. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
	return new Promise((resolve, reject) => {
		if (signal.aborted) {
			reject(abortReason(signal));
			return;
		}
		const onAbort = () => {
			clearTimeout(timer);
			reject(abortReason(signal));
		};
		const timer = setTimeout(() => {
			signal.removeEventListener("abort", onAbort);
			resolve();
		}, ms);
		signal.addEventListener("abort", onAbort, { once: true });
	});
}
