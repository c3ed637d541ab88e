import type { BaseArgs, Options } from "../types/options.js";

/**
 * Where a client keeps the arguments it adds to every call (token, provider, endpoint), on the
 * options it passes to the task functions: a symbol, so it never collides with a real option, and
 * on a type of this module only, so it is no part of the public `Options`.
 */
const CLIENT_ARGS: unique symbol = Symbol("hubkit.clientArgs");

/** Options as a client passes them: its own arguments ride along. */
type ClientCallOptions = Options & { [CLIENT_ARGS]?: BaseArgs };

/** A client's options for every call, carrying the arguments it adds to each. */
export function withClientArgs(options: Options, args: BaseArgs): Options {
	const carrying: ClientCallOptions = { ...options, [CLIENT_ARGS]: args };
	return carrying;
}

/** The arguments a client added to a call's options, if a client made the call. */
export function clientArgsOf(options: Options): BaseArgs | undefined {
	return (options as ClientCallOptions)[CLIENT_ARGS];
}
