import { resolveCall, tokenOf } from "../call/resolve-call.js";
import { withCallContext } from "../call/run-task.js";
import type { InferenceTask } from "../config/tasks.js";
import type { OutputType } from "../providers/helper.js";
import { autoRouterChat } from "../providers/openai-compatible.js";
import { TASK_TABLES } from "../providers/registry.js";
import type { BaseArgs, Options } from "../types/options.js";
import { type BuiltRequest, buildResolvedRequest } from "./build-request.js";

/**
 * The request a call would send (URL, method, headers, body), without sending it. Looks up the
 * provider mapping when the caller does not pass `providerMapping`.
 */
export function buildRequest(
	task: InferenceTask,
	args: BaseArgs & Record<string, unknown>,
	options: Options & { outputType?: OutputType; stream?: boolean } = {},
): Promise<BuiltRequest> {
	const { outputType, stream, ...rest } = options;
	const spec = {
		task,
		table: TASK_TABLES[task],
		...(task === "conversational" ? { autoRouter: autoRouterChat } : {}),
	};
	const callArgs = stream ? { ...args, stream: true } : args;
	return withCallContext(rest, tokenOf(args, rest), async (ctx) =>
		buildResolvedRequest(
			await resolveCall(spec, callArgs, ctx, {
				...(outputType ? { outputType } : {}),
				...(stream ? { stream } : {}),
			}),
		),
	);
}
