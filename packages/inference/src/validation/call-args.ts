import { InferenceClientInputError } from "../errors/errors.js";
import type { InferenceProviderMappingEntry } from "../mapping/mapping-entry.js";
import { findProvider, type ProviderHost } from "../providers/registry.js";
import { checkEndpointUrl, checkHostUrl } from "./destination.js";
import { checkCredential, checkHeaderValue } from "./header-values.js";
import { checkId, checkMappingIds } from "./ids.js";

/** The routing arguments of a call, as the caller gave them. */
export interface CallArgs {
	/** A hub token or a provider key. */
	accessToken?: string | undefined;
	/** The hub model id, optionally with a router suffix (`owner/name:provider`). */
	model?: string | undefined;
	/** A dedicated endpoint to call instead of a provider. */
	endpointUrl?: string | undefined;
	/** A provider's name, or `"auto"`. */
	provider?: string | undefined;
	/** The hub's mapping entry for the model and provider, when the caller gives one. */
	providerMapping?: InferenceProviderMappingEntry | undefined;
	/** The hub organisation to bill (`X-HF-Bill-To`). */
	billTo?: string | undefined;
	/** The router's origin, when the caller names one. */
	routerUrl?: string | undefined;
	/** The hub's origin, when the caller names one. */
	hubUrl?: string | undefined;
	/** Providers' own API origins, when the caller names any. */
	providerBaseUrls?: Partial<Record<ProviderHost, string>> | undefined;
}

function isUrl(model: string): boolean {
	return /^https?:/.test(model) || model.startsWith("/");
}

/**
 * Refuses, before anything is looked up or sent, a call the client must not make: an endpoint with
 * a third-party provider, a model URL, a token or bill-to a header cannot carry, ids that would
 * leave their route, a host (endpoint, router, hub, provider base) that is not an http(s) URL or
 * carries credentials. The client checks every call with it, and the snippet generator every snippet,
 * so both refuse the same calls with the same messages.
 *
 * @param args - The call's routing arguments, as the caller gave them.
 * @throws {InferenceClientInputError} when the call must not be made; the message names the
 *   argument and why.
 * @throws {InferenceClientRoutingError} never for a caller's own arguments; listed because the id
 *   checks it shares raise it for ids that come from the hub.
 * @example
 * ```ts
 * import { InferenceClientInputError } from "@hubkit/inference";
 * import { checkCallArgs } from "@hubkit/inference/internal";
 *
 * checkCallArgs({ model: "meta-llama/Llama-3.1-8B-Instruct", provider: "together" }); // fine
 * try {
 * 	checkCallArgs({ endpointUrl: "https://my-endpoint.example", provider: "together" });
 * } catch (error) {
 * 	if (error instanceof InferenceClientInputError) console.log(error.message);
 * 	else throw error;
 * }
 * ```
 */
export function checkCallArgs(args: CallArgs): void {
	const { accessToken, model, endpointUrl, provider, providerMapping, billTo } = args;
	// Every host a request may go to: a password in one would be sent, and shown in its errors.
	if (args.routerUrl !== undefined) checkHostUrl(args.routerUrl, "routerUrl");
	if (args.hubUrl !== undefined) checkHostUrl(args.hubUrl, "hubUrl");
	if (args.providerBaseUrls !== undefined) {
		for (const [host, url] of Object.entries(args.providerBaseUrls)) {
			if (url !== undefined) checkHostUrl(url, `providerBaseUrls.${host}`);
		}
	}
	// Dedicated endpoints are the hub's own: only the hub-hosted provider (the default) serves them.
	if (endpointUrl && provider && !findProvider(provider)?.hubHosted) {
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
