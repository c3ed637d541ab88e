import { InferenceClientProviderApiError, InferenceClientProviderOutputError } from "../errors/errors.js";
import { buildResolvedRequest } from "../request/build-request.js";
import { abortReason, createCallContext } from "../request/call-context.js";
import { send } from "../request/send.js";
import { serverMessage } from "../request/server-message.js";
import { type ServerSentEvent, ServerSentEventReader } from "../streaming/sse-parser.js";
import type { BaseArgs, Options } from "../types/options.js";
import { resolveCall, type TaskSpec, tokenOf } from "./resolve-call.js";

/**
 * A streaming call: the request with `stream: true`, then the server-sent events as parsed chunks,
 * until `data: [DONE]`. An error event mid-stream becomes a typed error with the server's message;
 * a connection that drops before the end is an error, never a silent short answer.
 */
export async function* runStream<Chunk>(
	spec: TaskSpec,
	args: BaseArgs & object,
	options: Options = {},
): AsyncGenerator<Chunk> {
	const ctx = createCallContext(options, tokenOf(args, options));
	try {
		const resolved = await resolveCall(spec, { ...args, stream: true } as BaseArgs & object, ctx, {
			stream: true,
		});
		const request = buildResolvedRequest(resolved);
		const response = await send(request, ctx);
		const label = `${resolved.helper.provider} ${spec.task} API`;
		const type = response.headers.get("content-type") ?? "";
		if (!type.startsWith("text/event-stream") || !response.body) {
			await response.body?.cancel();
			throw new InferenceClientProviderOutputError(
				`Failed to perform inference: server does not support event stream content type, it returned ${type || "no content type"}`,
			);
		}
		ctx.touch();
		const reader = new ServerSentEventReader(response.body);
		try {
			for (;;) {
				let batch: ServerSentEvent[] | undefined;
				try {
					batch = await reader.next();
				} catch (error) {
					throw incompleteStream(label, error);
				}
				if (!batch) break;
				ctx.touch();
				for (const event of batch) {
					if (event.data === "[DONE]") return;
					if (event.data === "") continue;
					let chunk: unknown;
					try {
						chunk = JSON.parse(event.data);
					} catch (error) {
						throw new InferenceClientProviderOutputError(
							`Received malformed event from ${label}: its data is not valid JSON.`,
							{ cause: error },
						);
					}
					if (chunk && typeof chunk === "object" && "error" in chunk && chunk.error) {
						const message = serverMessage(chunk) ?? JSON.stringify(chunk.error);
						throw new InferenceClientProviderApiError(
							`Failed to perform inference: the provider reported an error while streaming: ${message}`,
							{ url: request.url, method: request.method, headers: request.headers },
							{ requestId: response.headers.get("x-request-id") ?? "", status: response.status, body: chunk },
							ctx.secrets,
						);
					}
					yield chunk as Chunk;
				}
			}
		} finally {
			await reader.close();
		}
	} catch (error) {
		if (ctx.signal?.aborted) throw abortReason(ctx.signal);
		throw error;
	} finally {
		ctx.dispose();
	}
}

/** A connection that breaks mid-stream is a typed error, not a silently short answer. */
function incompleteStream(label: string, cause: unknown): Error {
	if (cause instanceof DOMException && cause.name === "AbortError") return cause;
	return new InferenceClientProviderOutputError(
		`Received an incomplete stream from ${label}: the connection closed before [DONE].`,
		{ cause },
	);
}
