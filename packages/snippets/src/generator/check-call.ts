import {
	checkCredential,
	checkEndpointUrl,
	checkHeaderValue,
	checkId,
	checkMappingIds,
	InferenceClientInputError,
	type InferenceProviderMappingEntry,
	type InferenceProviderOrPolicy,
} from "@hubkit/inference";
import type { InferenceSnippetOptions, ModelDataMinimal } from "../types.js";

/**
 * What every client sends alike as a header value: visible ASCII with inner spaces. HTTP carries
 * more (tabs, bytes above 0x7F), but clients disagree there: fetch trims edge spaces, requests
 * refuses them, curl sends a character above 0x7F as UTF-8 where the others send one byte.
 */
const SAME_IN_EVERY_CLIENT = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;

/**
 * Refuses, as the client would before sending anything, a call the snippets must not make: an
 * endpoint with a third-party provider, ids that would leave their route, a token or bill-to that
 * would split a header. Throws the client's own errors, with its messages (the values not shown).
 */
export function checkCall(
	model: ModelDataMinimal,
	provider: InferenceProviderOrPolicy,
	mapping: InferenceProviderMappingEntry | undefined,
	options: InferenceSnippetOptions,
): void {
	if (options.endpointUrl) {
		if (provider !== "hf-inference")
			throw new InferenceClientInputError("Cannot use endpointUrl with a third-party provider.");
		checkEndpointUrl(options.endpointUrl);
	} else checkId(model.id, "model id", "model", "caller");
	if (mapping) checkMappingIds(mapping, "providerMapping", "caller");
	if (options.accessToken) checkCredential(options.accessToken);
	if (options.billTo) {
		checkHeaderValue(options.billTo, "billTo");
		if (!SAME_IN_EVERY_CLIENT.test(options.billTo))
			throw new InferenceClientInputError(
				"billTo must be visible ASCII characters, with spaces only between them, to be written alike for every client; nothing was written.",
			);
	}
}
