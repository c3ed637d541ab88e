import { InferenceClientTimeoutError } from "../errors/errors.js";
import type { Options } from "../types/options.js";

/**
 * Everything one call shares across its requests: the fetch to use, the signal that fires on the
 * caller's abort or on the timeout, and the secrets to keep out of errors.
 */
export interface CallContext {
	fetch: typeof fetch;
	/** Undefined when the call has neither a signal nor a timeout (no abort machinery to pay for). */
	signal: AbortSignal | undefined;
	options: Options;
	secrets: string[];
	/** Restarts the timeout; streams call it per chunk, so the limit is the longest silence. */
	touch(): void;
	dispose(): void;
}

const noop = () => {};

/** The runtime's fetch, looked up at call time (so a polyfill installed later is used) and called unbound. */
const defaultFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

export function createCallContext(options: Options, accessToken: string | undefined): CallContext {
	const { signal: outer, timeoutMs } = options;
	const secrets = accessToken ? [accessToken] : [];
	// Called through a wrapper, never stored: browsers refuse `fetch` called as a method of another object ("Illegal invocation").
	const fetchFn = options.fetch ?? defaultFetch;
	if (timeoutMs === undefined) {
		return { fetch: fetchFn, signal: outer, options, secrets, touch: noop, dispose: noop };
	}
	const controller = new AbortController();
	const onAbort = () => controller.abort(outer?.reason);
	if (outer?.aborted) controller.abort(outer.reason);
	else outer?.addEventListener("abort", onAbort, { once: true });
	let timer: ReturnType<typeof setTimeout> | undefined;
	const touch = () => {
		if (controller.signal.aborted) return;
		if (timer !== undefined) clearTimeout(timer);
		timer = setTimeout(() => controller.abort(new InferenceClientTimeoutError(timeoutMs)), timeoutMs);
	};
	touch();
	return {
		fetch: fetchFn,
		signal: controller.signal,
		options,
		secrets,
		touch,
		dispose() {
			if (timer !== undefined) clearTimeout(timer);
			outer?.removeEventListener("abort", onAbort);
		},
	};
}

/** The reason the call stopped, as the error to throw. */
export function abortReason(signal: AbortSignal): unknown {
	return signal.reason instanceof Error
		? signal.reason
		: new DOMException("The operation was aborted.", "AbortError");
}

/** Waits `ms`, or rejects as soon as the signal fires. */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
	return new Promise((resolve, reject) => {
		if (signal?.aborted) {
			reject(abortReason(signal));
			return;
		}
		const onAbort = () => {
			clearTimeout(timer);
			reject(abortReason(signal as AbortSignal));
		};
		const timer = setTimeout(() => {
			signal?.removeEventListener("abort", onAbort);
			resolve();
		}, ms);
		signal?.addEventListener("abort", onAbort, { once: true });
	});
}
