import {
	InferenceClientInputError,
	type InferenceProviderMappingEntry,
	type InferenceProviderOrPolicy,
} from "@hubkit/inference";
import { checkCallArgs } from "@hubkit/inference/internal";
import type { InferenceSnippetOptions, ModelDataMinimal } from "../types.js";

/**
 * What every client sends alike as a header value: visible ASCII with inner spaces. HTTP carries
 * more (tabs, bytes above 0x7F), but clients disagree there: fetch trims edge spaces, requests
 * refuses them, curl sends a character above 0x7F as UTF-8 where the others send one byte.
 */
const SAME_IN_EVERY_CLIENT = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;

/**
 * Refuses, with the client's own check and messages, a call the client would refuse before sending
 * anything (an endpoint with a third-party provider, ids that would leave their route, a token or
 * bill-to that would split a header), and a bill-to the snippets' clients would not send alike.
 */
export function checkCall(
	model: ModelDataMinimal,
	provider: InferenceProviderOrPolicy,
	mapping: InferenceProviderMappingEntry | undefined,
	options: InferenceSnippetOptions,
): void {
	// An empty option is no option to the generator (a form field left blank), as elsewhere in it.
	checkCallArgs({
		accessToken: options.accessToken || undefined,
		// The model the call names: an endpoint's own name for it, when given, is checked as the client checks it.
		model: (options.endpointUrl && options.endpointModel) || model.id,
		endpointUrl: options.endpointUrl || undefined,
		provider,
		providerMapping: mapping,
		billTo: options.billTo || undefined,
	});
	if (options.billTo && !SAME_IN_EVERY_CLIENT.test(options.billTo))
		throw new InferenceClientInputError(
			"billTo must be visible ASCII characters, with spaces only between them, to be written alike for every client; nothing was written.",
		);
}

/**
 * Refuses an endpoint model name that would not be sent: without an endpoint, the call names the
 * hub's model; off chat, the body names no model at all.
 */
export function checkEndpointModel(options: InferenceSnippetOptions, task: string): void {
	if (!options.endpointModel) return;
	if (!options.endpointUrl)
		throw new InferenceClientInputError(
			"endpointModel names the model to a custom endpoint, and needs endpointUrl, which was not given; nothing was written.",
		);
	if (task !== "conversational")
		throw new InferenceClientInputError(
			`endpointModel is sent as a chat call's model; a ${task} call names no model in its body; nothing was written.`,
		);
}
