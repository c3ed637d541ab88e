import type { SnippetCall } from "../generator/snippet-call.js";

/**
 * Whether a Responses call offers the model functions: its answer may then be function calls
 * rather than text, which the code prints (the output items; streamed, each finished call).
 */
export function offersFunctions(call: SnippetCall): boolean {
	return call.body !== undefined && Object.hasOwn(call.body, "tools");
}
