import type { InferenceTask } from "../inference-tasks.js";
import type { OutputType } from "../providers/helper.js";
import { autoRouterChat, TASK_TABLES } from "../providers/task-helpers.js";
import { type BuiltRequest, buildResolvedRequest } from "../request/request-parts.js";
import type { BaseArgs, Options } from "../types/options.js";
import { checkTask } from "../validation/task-name.js";
import { resolveCall, tokenOf } from "./resolve-call.js";
import { withCallContext } from "./run-task.js";

/**
 * The request a call would send (URL, method, headers, body), without sending it. Looks up the
 * provider mapping when the caller does not pass `providerMapping`. The request is the one the task
 * function would send for the same arguments, so it can be logged, signed, queued or sent by other
 * means.
 *
 * @param task - The task id, e.g. `"text-classification"` (`"conversational"` for chat completion).
 * @param args - The call's arguments, as the task function takes them: `model`, `provider`,
 *   `accessToken`, the task's inputs and parameters.
 * @param options - The call's options; `outputType` (text-to-image) and `stream: true` (chat and
 *   text generation) shape the request as the task functions would.
 * @returns A promise of the request: URL, method, headers and serialised body.
 * @throws {InferenceClientInputError} when the task is not one of `INFERENCE_TASKS`, or the
 *   arguments are invalid (a malformed id, a model the provider does not serve for this task, a
 *   header value with a line break).
 * @throws {InferenceClientRoutingError} when no provider can serve the model.
 * @throws {InferenceClientHubApiError} when the hub's provider-mapping lookup answers with an error
 *   status.
 * @example
 * ```ts
 * import { buildRequest } from "@hubkit/inference";
 *
 * const request = await buildRequest("conversational", {
 * 	accessToken: process.env.HF_TOKEN,
 * 	provider: "together",
 * 	model: "meta-llama/Llama-3.1-8B-Instruct",
 * 	messages: [{ role: "user", content: "Hello" }],
 * });
 * // The provider's own model id, looked up on the hub, is in the body.
 * console.log(request.url, request.body);
 * ```
 */
export function buildRequest(
	task: InferenceTask,
	args: BaseArgs & Record<string, unknown>,
	options: Options & { outputType?: OutputType; stream?: boolean } = {},
): Promise<BuiltRequest> {
	const { outputType, stream, ...rest } = options;
	const callArgs = stream ? { ...args, stream: true } : args;
	return withCallContext(rest, tokenOf(args, rest), async (ctx) => {
		const known = checkTask(task);
		const route = {
			task: known,
			table: TASK_TABLES[known],
			...(known === "conversational" ? { autoRouter: autoRouterChat } : {}),
		};
		return buildResolvedRequest(
			await resolveCall(route, callArgs, ctx, {
				...(outputType ? { outputType } : {}),
				...(stream ? { stream } : {}),
			}),
		);
	});
}
