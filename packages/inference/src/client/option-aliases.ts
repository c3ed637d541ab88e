import { InferenceClientInputError } from "../errors/errors.js";
import type { Options } from "../types/options.js";

/**
 * Options the reference client names otherwise, each as `[our name, the reference's name]`: code
 * written for it passes its own names, and ignoring one would change what the call does silently
 * (a call its author made single-shot would be retried).
 */
export const OPTION_ALIASES = [["retryOnError", "retry_on_error"]] as const;

/**
 * Whether a call retries, from `retryOnError` or its alias `retry_on_error` (default true).
 *
 * @throws {InferenceClientInputError} when both are given with different values: either reading
 *   would ignore what the caller wrote in the other.
 */
export function retryOnErrorOf(options: Options): boolean {
	const { retryOnError, retry_on_error: alias } = options;
	if (retryOnError !== undefined && alias !== undefined && retryOnError !== alias) {
		throw new InferenceClientInputError(
			`retryOnError (${String(retryOnError)}) and retry_on_error (${String(alias)}, the reference client's name for it) disagree; give only one of them. Nothing was sent.`,
		);
	}
	return retryOnError ?? alias ?? true;
}

/**
 * The client's options under a call's own, where a call that sets an option under either of its
 * names replaces the client's setting under both: a call's `retry_on_error: false` wins over its
 * client's `retryOnError: true`, as it would under the same name.
 */
export function withoutAliasedDefaults(defaults: Record<string, unknown>, own: Options): void {
	for (const names of OPTION_ALIASES) {
		if (names.some((name) => own[name] !== undefined)) for (const name of names) delete defaults[name];
	}
}
