import { InferenceClientHubApiError } from "../errors/errors.js";

/**
 * Why the hub gave no model info, as its answer says. The hub cannot tell a private repo from a
 * missing one (it answers both alike, so as not to reveal private repos), and neither can we:
 * - `not-found`: 404; no such model, or a private one this token cannot read.
 * - `needs-token`: 401 to a request without a token; no such model, or a private one.
 * - `invalid-token`: 401 "Invalid credentials in Authorization header"; the token is not valid.
 * - `gated`: `X-Error-Code: GatedRepo`; access must be requested on the model's page first.
 * - `forbidden`: 403 for another reason; the token may not read this repo.
 * - `disabled`: "Access to this resource is disabled."; the repo is disabled.
 * - `unreachable`: no answer at all (the network, DNS, a refused connection).
 * - `malformed`: an answer that is not a JSON object (or over the size limit).
 * - `failed`: any other error status (the hub's own failures, after retries).
 *
 * The header names and values are the hub's, as huggingface_hub reads them:
 * huggingface/huggingface_hub, commit ee0a451, src/huggingface_hub/utils/_http.py,
 * `hf_raise_for_status`.
 */
export type HubModelErrorReason =
	| "not-found"
	| "needs-token"
	| "invalid-token"
	| "gated"
	| "forbidden"
	| "disabled"
	| "unreachable"
	| "malformed"
	| "failed";

/**
 * The hub answered a model lookup (`fetchModelInfo`) with no model info; `reason` says why in a
 * word a program can branch on. Its `name` is `"HubModelError"`. Like every error of the client,
 * it carries no token in any view.
 *
 * @example
 * ```ts
 * import { fetchModelInfo, InferenceClientHubModelError } from "@hubkit/inference";
 *
 * try {
 * 	await fetchModelInfo("no-such-org/no-such-model");
 * } catch (error) {
 * 	if (!(error instanceof InferenceClientHubModelError)) throw error;
 * 	console.log(error.reason); // "needs-token": missing, or private
 * }
 * ```
 */
export class InferenceClientHubModelError extends InferenceClientHubApiError {
	/** Why there is no model info. */
	readonly reason: HubModelErrorReason;

	/**
	 * @param reason - Why there is no model info.
	 * @param args - As for `InferenceClientHubApiError`: the message, the request, the response, the
	 *   secrets to scrub and the error's options.
	 */
	constructor(
		reason: HubModelErrorReason,
		...args: ConstructorParameters<typeof InferenceClientHubApiError>
	) {
		super(...args);
		this.name = "HubModelError";
		this.reason = reason;
	}

	override toJSON(): Record<string, unknown> {
		return { ...super.toJSON(), reason: this.reason };
	}
}
