import { InferenceClientAbortError } from "../errors/abort-error.js";
import { InferenceClientError, InferenceClientTimeoutError } from "../errors/errors.js";
import type { Options } from "../types/options.js";

/**
 * The default limit for a whole call, as openai-node: long enough for a slow generation on a busy
 * provider, short enough that a server that never answers cannot hold a caller forever.
 */
export const DEFAULT_TIMEOUT_MS = 10 * 60_000;

/** Timers fire at once for anything longer (a 32-bit signed delay); such a limit is no limit. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * A signal that fires after `ms`, or none for a limit too long to be one (`Infinity`). The
 * runtime's timeout signal does not keep a Node process alive: a pending request holds its socket,
 * which does; a call the caller has forgotten must not.
 */
function deadline(ms: number): AbortSignal | undefined {
	return ms <= LONGEST_TIMER_MS ? AbortSignal.timeout(Math.max(0, ms)) : undefined;
}

/**
 * Everything one call shares across its requests: the fetch to use, the signal that fires on the
 * caller's abort or on a time limit (read with {@link abortReason}, it is always the typed error
 * to throw), and the secrets to keep out of errors.
 */
export interface CallContext {
	fetch: typeof fetch;
	readonly signal: AbortSignal;
	options: Options;
	secrets: string[];
	/** True when the caller passed its own fetch, which may not honour the signal. */
	customFetch: boolean;
	/** Why the call was stopped (the caller's abort or a time limit), once it has been. */
	readonly failure: InferenceClientError | undefined;
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

/** A signal the call stops on (a time limit, the caller's abort) and what it does when it fires. */
interface Limit {
	signal: AbortSignal;
	fire: () => void;
}

function watch(signal: AbortSignal | undefined, fire: () => void): Limit | undefined {
	if (!signal) return undefined;
	signal.addEventListener("abort", fire, { once: true });
	return { signal, fire };
}

function unwatch(limit: Limit | undefined): undefined {
	limit?.signal.removeEventListener("abort", limit.fire);
	return undefined;
}

class CallScope implements CallContext {
	readonly fetch: typeof fetch;
	readonly customFetch: boolean;
	readonly signal: AbortSignal;
	failure: InferenceClientError | undefined;
	/** Fires for the client's own reasons (time limits, a silent stream), always with a typed error. */
	private readonly controller = new AbortController();
	private callLimit: Limit | undefined;
	private jobLimit: Limit | undefined;
	private interrupt: ((reason: InferenceClientError) => void) | undefined;
	private stopHook: (() => void) | undefined;
	private callerAbort: Limit | undefined;

	constructor(
		readonly options: Options,
		readonly secrets: string[],
	) {
		// Called through a wrapper, never stored: browsers refuse `fetch` called as a method of another object ("Illegal invocation").
		this.fetch = options.fetch ?? defaultFetch;
		this.customFetch = options.fetch !== undefined;
		// The caller's abort reaches requests as it is; abortReason() turns its reason into the typed error.
		const outer = options.signal;
		this.signal = outer ? AbortSignal.any([outer, this.controller.signal]) : this.controller.signal;
		if (outer?.aborted) {
			this.stop(new InferenceClientAbortError(outer.reason));
			return;
		}
		this.callerAbort = watch(outer, () => this.stop(new InferenceClientAbortError(outer?.reason)));
		const limit = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
		this.callLimit = watch(deadline(limit), () => this.stop(new InferenceClientTimeoutError(limit)));
	}

	endCallLimit(): void {
		this.callLimit = unwatch(this.callLimit);
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
		this.controller.abort(reason);
		this.interrupt?.(reason);
		this.stopHook?.();
	}

	startJob(ms: number, expired: () => InferenceClientTimeoutError): void {
		if (this.jobLimit !== undefined || this.failure) return;
		if (this.options.timeoutMs === undefined) this.endCallLimit();
		this.jobLimit = watch(deadline(ms), () => this.stop(expired()));
	}

	dispose(): void {
		this.endCallLimit();
		this.jobLimit = unwatch(this.jobLimit);
		this.stopHook = undefined;
		this.interrupt = undefined;
		this.callerAbort = unwatch(this.callerAbort);
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
