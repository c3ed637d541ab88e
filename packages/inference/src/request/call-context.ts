import { InferenceClientTimeoutError } from "../errors/errors.js";
import type { Options } from "../types/options.js";

/**
 * Everything one call shares across its requests: the fetch to use, one signal that fires on the
 * caller's abort or on the timeout, and the secrets to keep out of errors.
 */
export interface CallContext {
	fetch: typeof fetch;
	signal: AbortSignal;
	options: Options;
	secrets: string[];
	/** Restarts the timeout; streams call it per chunk, so the limit is the longest silence. */
	touch(): void;
	dispose(): void;
}

export function createCallContext(options: Options, secrets: Array<string | undefined>): CallContext {
	const controller = new AbortController();
	const { signal: outer, timeoutMs } = options;
	const onAbort = () => controller.abort(outer?.reason);
	if (outer?.aborted) controller.abort(outer.reason);
	else outer?.addEventListener("abort", onAbort, { once: true });
	let timer: ReturnType<typeof setTimeout> | undefined;
	const touch = () => {
		if (timeoutMs === undefined || controller.signal.aborted) return;
		if (timer !== undefined) clearTimeout(timer);
		timer = setTimeout(() => controller.abort(new InferenceClientTimeoutError(timeoutMs)), timeoutMs);
	};
	touch();
	return {
		fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
		signal: controller.signal,
		options,
		secrets: secrets.filter((secret): secret is string => typeof secret === "string" && secret.length > 0),
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
