import type { ResponseContext } from "../providers/helper.js";
import { type CallContext, createCallContext } from "../request/call-context.js";
import { FollowUpRequests } from "../request/follow-up.js";
import { checkedMediaAnswer } from "../request/media-answer.js";
import { readResponse } from "../request/read-response.js";
import { buildResolvedRequest } from "../request/request-parts.js";
import { send } from "../request/send.js";
import type { BaseArgs, Options } from "../types/options.js";
import { type CallExtras, resolveCall, type TaskRoute, tokenOf } from "./resolve-call.js";

/** Runs `work` with a call context, and turns any failure after an abort or a time limit into that typed error. */
export async function withCallContext<T>(
	options: Options,
	accessToken: string | undefined,
	work: (ctx: CallContext) => Promise<T>,
): Promise<T> {
	const ctx = createCallContext(options, accessToken);
	try {
		return await work(ctx);
	} catch (error) {
		if (ctx.failure) throw ctx.failure;
		throw error;
	} finally {
		ctx.dispose();
	}
}

/** One task call, start to finish: resolve, build, send (with retries), read, and let the helper finish (poll, download, reshape). */
export async function runTask<Output>(
	route: TaskRoute,
	args: BaseArgs & object,
	options: Options = {},
	extras: CallExtras = {},
): Promise<Output> {
	return withCallContext(options, tokenOf(args, options), async (ctx) => {
		const resolved = await resolveCall(route, args, ctx, extras);
		const request = buildResolvedRequest(resolved);
		const response = await send(request, ctx);
		const label = route.anyTask
			? `${resolved.helper.provider} API`
			: `${resolved.helper.provider} ${route.task} API`;
		const reading = readResponse(response, label, resolved.helper.jsonAnswer, options.maxJsonResponseBytes);
		const data = await (ctx.customFetch ? ctx.race(reading) : reading);
		if (route.raw) return data as Output;
		const context = request.context as ResponseContext;
		context.url = request.url;
		context.headers = request.headers;
		context.http = new FollowUpRequests(ctx, label);
		const output = await resolved.helper.output(data, context);
		return checkedMediaAnswer(output, label, extras.outputType) as Output;
	});
}
