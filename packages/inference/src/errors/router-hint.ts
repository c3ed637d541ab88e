/**
 * Where a hub token with the permission the router needs is made: the hub's new-token page with
 * the fine-grained "Make calls to Inference Providers" permission already ticked. The errors'
 * hints name it; it is in the main entry because an application built on the client may link its
 * own users to it (a settings screen, a sign-in prompt) and should not have to copy it.
 */
export const INFERENCE_TOKEN_URL =
	"https://huggingface.co/settings/tokens/new?ownUserPermissions=inference.serverless.write&tokenType=fineGrained";

/** Where a reader chooses which providers the router may send their calls to. */
export const PROVIDER_SETTINGS_URL = "https://huggingface.co/settings/inference-providers";

/** Where a reader sees their credits and adds a payment method. */
export const BILLING_URL = "https://huggingface.co/settings/billing";

/** What to do when a call that needs a hub token carried none: the same words wherever it is found out. */
const MISSING_TOKEN = `The call carried no Hugging Face token. Create one at ${INFERENCE_TOKEN_URL} and pass it to the client (or set HF_TOKEN).`;

/**
 * Why the client refuses the auto-router (`provider: "auto"`, or a policy suffix sent to the
 * router) before sending: it takes only a hub token. Without any token the fix is to make one, as
 * the router's own 401 hint says, not to swap a key the caller never gave.
 *
 * @param hasKey - Whether the call carried a provider's own key (rather than no token at all).
 * @returns The refusal's message.
 */
export function autoRouterRefusal(hasKey: boolean): string {
	return hasKey
		? "Cannot select auto-router when using non-Hugging Face API key."
		: `The auto-router needs a Hugging Face token. ${MISSING_TOKEN} Nothing was sent.`;
}

const NO_INFERENCE_PERMISSION = /sufficient permissions to call Inference Providers/i;
const NO_PROVIDER_ENABLED = /not supported by any provider you have enabled/i;

/**
 * The likely cause of a refusal by the router or the hub, and its fix, in plain words: what
 * `InferenceClientHttpRequestError.hint` holds. Only calls made with a hub token (or none) reach
 * the router: a provider's own refusal of its own key is the provider's to explain, so
 * `authorization` decides. It never quotes the token. The cases:
 * - 401: the token is missing, invalid, expired or revoked; create one with the inference
 *   permission at {@link INFERENCE_TOKEN_URL}.
 * - 403 "…sufficient permissions to call Inference Providers…": the token lacks the "Make calls
 *   to Inference Providers" permission; create a fine-grained token with it at the same page.
 * - 400 "…not supported by any provider you have enabled": enable a provider serving the model
 *   at https://huggingface.co/settings/inference-providers, or name a provider explicitly.
 * - 402: credits used up or billing not set up; see https://huggingface.co/settings/billing
 *
 * For code that calls the router by its own means (another OpenAI-compatible client, say) and
 * wants to tell its users the same.
 *
 * @param status - The answer's HTTP status.
 * @param serverWords - The server's message, if it gave one (the 400 and 403 cases read it).
 * @param authorization - The request's `Authorization` header as sent, or undefined for none.
 * @returns The cause and the fix, or undefined for any other answer and for a provider's own key.
 * @example
 * ```ts
 * import { routerHint } from "@hubkit/inference";
 *
 * // A call to the router that carried no token.
 * console.log(routerHint(401, "Invalid credentials in Authorization header", undefined));
 * // The call carried no Hugging Face token. Create one at https://huggingface.co/settings/tokens/new?…
 * ```
 */
export function routerHint(
	status: number,
	serverWords: string | undefined,
	authorization: string | undefined,
): string | undefined {
	if (authorization !== undefined && !/^Bearer\s+hf_/i.test(authorization)) return undefined;
	const words = serverWords ?? "";
	if (status === 401) {
		return authorization === undefined
			? MISSING_TOKEN
			: `The Hugging Face token is invalid, expired or revoked. Create a new one at ${INFERENCE_TOKEN_URL}.`;
	}
	if (status === 403 && NO_INFERENCE_PERMISSION.test(words)) {
		return `The token lacks the "Make calls to Inference Providers" permission. Create a fine-grained token with it at ${INFERENCE_TOKEN_URL}.`;
	}
	if (status === 400 && NO_PROVIDER_ENABLED.test(words)) {
		return `None of the providers serving this model is enabled in your settings. Enable one at ${PROVIDER_SETTINGS_URL}, or name a provider explicitly.`;
	}
	if (status === 402) {
		return `Your Inference Providers credits are used up, or billing is not set up. Add credits or a payment method at ${BILLING_URL}.`;
	}
	return undefined;
}
