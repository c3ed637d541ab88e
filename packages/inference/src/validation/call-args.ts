import { InferenceClientInputError } from "../errors/errors.js";
import type { InferenceProviderMappingEntry } from "../types/options.js";
import { checkCredential, checkHeaderValue } from "./header-values.js";
import { checkEndpointUrl, checkId, checkMappingIds } from "./ids.js";

/** The routing arguments of a call, as the caller gave them. */
export interface CallArgs {
	accessToken?: string | undefined;
	model?: string | undefined;
	endpointUrl?: string | undefined;
	provider?: string | undefined;
	providerMapping?: InferenceProviderMappingEntry | undefined;
	billTo?: string | undefined;
}

function isUrl(model: string): boolean {
	return /^https?:/.test(model) || model.startsWith("/");
}

/**
 * Refuses, before anything is looked up or sent, a call the client must not make: an endpoint with
 * a third-party provider, a model URL, a token or bill-to a header cannot carry, ids that would
 * leave their route. The client checks every call with it, and the snippet generator every snippet,
 * so both refuse the same calls with the same messages.
 */
export function checkCallArgs(args: CallArgs): void {
	const { accessToken, model, endpointUrl, provider, providerMapping, billTo } = args;
	if (endpointUrl && provider && provider !== "hf-inference") {
		throw new InferenceClientInputError("Cannot use endpointUrl with a third-party provider.");
	}
	if (model && isUrl(model)) {
		throw new InferenceClientInputError("Model URLs are no longer supported. Use endpointUrl instead.");
	}
	checkCredential(accessToken);
	if (billTo !== undefined) checkHeaderValue(billTo, "billTo");
	if (endpointUrl !== undefined) checkEndpointUrl(endpointUrl);
	else if (model !== undefined) checkId(model, "model id", "model", "caller");
	if (providerMapping !== undefined) checkMappingIds(providerMapping, "providerMapping", "caller");
}
