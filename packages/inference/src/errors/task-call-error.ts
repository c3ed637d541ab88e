import type { InferenceClientAbortError } from "./abort-error.js";
import type {
	InferenceClientHubApiError,
	InferenceClientInputError,
	InferenceClientProviderApiError,
	InferenceClientProviderOutputError,
	InferenceClientRoutingError,
	InferenceClientTimeoutError,
} from "./errors.js";

/**
 * What a task function (and the client method of the same name) fails with: always one of these
 * classes, each an `InferenceClientError` with a message that says what was wrong, and never a
 * token or a URL password in any of its fields.
 *
 * - {@link InferenceClientInputError}: the arguments are invalid (a malformed model id, a model the
 *   provider does not serve for this task, a token or header value with a line break); nothing is
 *   sent.
 * - {@link InferenceClientRoutingError}: no provider can serve the model, or the request would
 *   leave the provider's route.
 * - {@link InferenceClientHubApiError}: the hub's provider-mapping lookup answers with an error
 *   status.
 * - {@link InferenceClientProviderApiError}: the provider (or the router) answers with an error
 *   status, after the retries `retryOnError` allows (a stream: also an error event mid-stream).
 * - {@link InferenceClientProviderOutputError}: the provider's answer does not have the task's
 *   output shape (a stream: it ends before it is complete).
 * - {@link InferenceClientTimeoutError}: `timeoutMs` passes (for a queued job, its `polling`
 *   bounds run out; for a stream, `idleTimeoutMs` of silence).
 * - {@link InferenceClientAbortError}: `signal` aborts the call.
 *
 * @example
 * ```ts
 * import { InferenceClientError, InferenceClientInputError, textClassification } from "@hubkit/inference";
 *
 * try {
 * 	await textClassification({ model: "../not-an-id", inputs: "I like you." });
 * } catch (error) {
 * 	if (error instanceof InferenceClientInputError) console.log("fix the call:", error.message);
 * 	else if (error instanceof InferenceClientError) console.log(error.name, error.message);
 * 	else throw error;
 * }
 * ```
 */
export type TaskCallError =
	| InferenceClientInputError
	| InferenceClientRoutingError
	| InferenceClientHubApiError
	| InferenceClientProviderApiError
	| InferenceClientProviderOutputError
	| InferenceClientTimeoutError
	| InferenceClientAbortError;
