import { buildResolvedRequest } from "../request/build-request.js";
import { abortReason, type CallContext, createCallContext } from "../request/call-context.js";
import { followUp } from "../request/follow-up.js";
import { readResponse } from "../request/read-response.js";
import { send } from "../request/send.js";
import type { BaseArgs, Options } from "../types/options.js";
import { type CallExtras, resolveCall, type TaskSpec } from "./resolve-call.js";

/** Runs `work` with a call context, and turns any failure after an abort into the abort's reason. */
export async function withCallContext<T>(
	options: Options,
	accessToken: string | undefined,
	work: (ctx: CallContext) => Promise<T>,
): Promise<T> {
	const ctx = createCallContext(options, [accessToken]);
	try {
		return await work(ctx);
	} catch (error) {
		if (ctx.signal.aborted) throw abortReason(ctx.signal);
		throw error;
	} finally {
		ctx.dispose();
	}
}

/** One task call, start to finish: resolve, build, send (with retries), read, and let the helper finish (poll, download, reshape). */
export function runTask<Output>(
	spec: TaskSpec,
	args: BaseArgs & object,
	options: Options = {},
	extras: CallExtras = {},
): Promise<Output> {
	return withCallContext(options, args.accessToken, async (ctx) => {
		const resolved = await resolveCall(spec, args, ctx, extras);
		const request = buildResolvedRequest(resolved);
		const response = await send(request, ctx);
		const label = `${resolved.helper.provider} ${spec.task} API`;
		const data = await readResponse(response, label);
		return (await resolved.helper.output(data, {
			...request.context,
			url: request.url,
			headers: request.headers,
			http: followUp(ctx, label),
		})) as Output;
	});
}
