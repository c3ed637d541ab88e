import { InferenceClientAbortError } from "../errors/abort-error.js";
import { type InferenceClientError, InferenceClientTimeoutError } from "../errors/errors.js";
import type { Options } from "../types/options.js";

/**
 * The default limit for a whole call, as openai-node: long enough for a slow generation on a busy
 * provider, short enough that a server that never answers cannot hold a caller forever.
 */
export const DEFAULT_TIMEOUT_MS = 10 * 60_000;

export type Timer = ReturnType<typeof setTimeout>;

/** Timers fire at once for anything longer (a 32-bit signed delay); such a limit is no limit. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * A timer for a time limit, or none for a limit too long to be one (`Infinity`). It does not keep a
 * Node process alive on its own: a pending request holds its socket, which does; a call the caller
 * has forgotten must not.
 */
export function arm(ms: number, fire: () => void): Timer | undefined {
	if (!(ms <= LONGEST_TIMER_MS)) return undefined;
	const timer = setTimeout(fire, Math.max(0, ms));
	(timer as { unref?: () => void }).unref?.();
	return timer;
}

/**
 * Everything one call shares across its requests: the fetch to use, the signal that fires on the
 * caller's abort or on a time limit (its reason is always the typed error to throw), and the
 * secrets to keep out of errors.
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

/**
 * One controller per call, stopped by a plain timer per time limit and by one listener on the
 * caller's signal, each removed when the call ends (as openai-node does): a timeout signal and a
 * signal combined from the caller's cost several times the rest of a call's own work (their weak
 * references and the listeners the runtime keeps for them), and a request sees the same signal.
 */
class CallScope implements CallContext {
	readonly fetch: typeof fetch;
	readonly customFetch: boolean;
	readonly signal: AbortSignal;
	failure: InferenceClientError | undefined;
	private readonly controller = new AbortController();
	private callTimer: Timer | undefined;
	private jobTimer: Timer | undefined;
	private interrupt: ((reason: InferenceClientError) => void) | undefined;
	private stopHook: (() => void) | undefined;
	private onCallerAbort: (() => void) | undefined;

	constructor(
		readonly options: Options,
		readonly secrets: string[],
	) {
		// Called through a wrapper, never stored: browsers refuse `fetch` called as a method of another object ("Illegal invocation").
		this.fetch = options.fetch ?? defaultFetch;
		this.customFetch = options.fetch !== undefined;
		this.signal = this.controller.signal;
		const outer = options.signal;
		if (outer) {
			if (outer.aborted) {
				this.stop(new InferenceClientAbortError(outer.reason));
				return;
			}
			this.onCallerAbort = () => this.stop(new InferenceClientAbortError(outer.reason));
			outer.addEventListener("abort", this.onCallerAbort, { once: true });
		}
		const limit = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
		this.callTimer = arm(limit, () => this.stop(new InferenceClientTimeoutError(limit)));
	}

	endCallLimit(): void {
		clearTimeout(this.callTimer);
		this.callTimer = undefined;
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
		if (this.jobTimer !== undefined || this.failure) return;
		if (this.options.timeoutMs === undefined) this.endCallLimit();
		this.jobTimer = arm(ms, () => this.stop(expired()));
	}

	dispose(): void {
		this.endCallLimit();
		clearTimeout(this.jobTimer);
		this.jobTimer = undefined;
		this.stopHook = undefined;
		this.interrupt = undefined;
		if (this.onCallerAbort) this.options.signal?.removeEventListener("abort", this.onCallerAbort);
		this.onCallerAbort = undefined;
	}
}

export function createCallContext(options: Options, accessToken: string | undefined): CallContext {
	return new CallScope(options, accessToken ? [accessToken] : []);
}

/** Waits `ms`, or rejects as soon as the call's signal fires, with its reason: the typed error. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
	return new Promise((resolve, reject) => {
		if (signal.aborted) {
			reject(signal.reason);
			return;
		}
		const onAbort = () => {
			clearTimeout(timer);
			reject(signal.reason);
		};
		const timer = setTimeout(() => {
			signal.removeEventListener("abort", onAbort);
			resolve();
		}, ms);
		signal.addEventListener("abort", onAbort, { once: true });
	});
}
