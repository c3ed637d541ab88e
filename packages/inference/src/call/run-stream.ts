import {
	InferenceClientError,
	InferenceClientProviderApiError,
	InferenceClientProviderOutputError,
} from "../errors/errors.js";
import { type CallContext, createCallContext } from "../request/call-context.js";
import { type BuiltRequest, buildResolvedRequest } from "../request/request-parts.js";
import { send } from "../request/send.js";
import { SERVER_MESSAGE_CHARS, serverMessage } from "../request/server-message.js";
import { watchIdle } from "../streaming/idle-watch.js";
import { type ServerSentEvent, ServerSentEventReader } from "../streaming/sse-parser.js";
import type { BaseArgs, Options } from "../types/options.js";
import { resolveCall, type TaskRoute, tokenOf } from "./resolve-call.js";

interface OpenStream {
	reader: ServerSentEventReader;
	request: BuiltRequest;
	response: Response;
	label: string;
	/** Stops the idle watch, when the stream is over. */
	unwatch: () => void;
}

/** Sends the streaming request and checks that an event stream came back. */
async function openStream(route: TaskRoute, args: BaseArgs & object, ctx: CallContext): Promise<OpenStream> {
	const resolved = await resolveCall(route, { ...args, stream: true } as BaseArgs & object, ctx, {
		stream: true,
	});
	const request = buildResolvedRequest(resolved);
	const response = await send(request, ctx);
	const label = route.anyTask
		? `${resolved.helper.provider} API`
		: `${resolved.helper.provider} ${route.task} API`;
	const type = response.headers.get("content-type") ?? "";
	if (!type.startsWith("text/event-stream") || !response.body) {
		await response.body?.cancel();
		throw new InferenceClientProviderOutputError(
			`Failed to perform inference: server does not support event stream content type, it returned ${type || "no content type"}`,
		);
	}
	const reader = new ServerSentEventReader(response.body, ctx.options.maxStreamEventLength);
	const unwatch = watchIdle(ctx, () => reader.received);
	// Whatever the fetch does with the signal, a stopped call stops reading.
	ctx.onStop(() => {
		reader.close().catch(() => undefined);
	});
	return { reader, request, response, label, unwatch };
}

/** A connection that breaks mid-stream is a typed error, not a silently short answer. */
function incompleteStream(label: string, cause: unknown, protocol: StreamProtocol): InferenceClientError {
	if (cause instanceof InferenceClientError) return cause;
	return new InferenceClientProviderOutputError(
		`Received an incomplete stream from ${label}: the connection closed before ${protocol.last}.`,
		{ cause },
	);
}

/**
 * Whether a chunk says the generation is over: a choice with a finish_reason (OpenAI shapes), or
 * text-generation-inference's final token (its `details` or the whole `generated_text`).
 */
function endsGeneration(chunk: object): boolean {
	const { choices, details, generated_text } = chunk as {
		choices?: unknown;
		details?: { finish_reason?: unknown } | null;
		generated_text?: unknown;
	};
	if (Array.isArray(choices)) {
		for (const choice of choices) {
			if ((choice as { finish_reason?: unknown } | null)?.finish_reason != null) return true;
		}
	}
	return details?.finish_reason != null || typeof generated_text === "string";
}

/** An `error` field in a chunk: the provider's way of reporting a failure mid-stream. */
export function chunkError(chunk: object): string | undefined {
	if (!("error" in chunk) || !chunk.error) return undefined;
	return serverMessage(chunk) ?? JSON.stringify(chunk.error).slice(0, SERVER_MESSAGE_CHARS);
}

/**
 * How a stream of chunks ends and fails: chat and text generation end with `[DONE]` or a chunk with
 * a finish_reason and report a failure in an `error` field; other event streams (the Responses API)
 * have their own last event and failure events.
 */
export interface StreamProtocol {
	/** Whether the chunk completes the answer: the body may then end without `[DONE]`. */
	ends(chunk: object): boolean;
	/** The server's words when the chunk reports a failure, else undefined. */
	failure(chunk: object): string | undefined;
	/** What a complete stream ends with, as messages name it. */
	last: string;
}

const GENERATION_STREAM: StreamProtocol = {
	ends: endsGeneration,
	failure: chunkError,
	last: "[DONE]",
};

/** A chunk's data as JSON; an error event becomes the typed error with the server's message. */
function decode(
	data: string,
	open: OpenStream,
	token: string | undefined,
	protocol: StreamProtocol,
): unknown {
	let chunk: unknown;
	try {
		chunk = JSON.parse(data);
	} catch (error) {
		throw new InferenceClientProviderOutputError(
			`Received malformed event from ${open.label}: its data is not valid JSON.`,
			{ cause: error },
		);
	}
	const message = chunk !== null && typeof chunk === "object" ? protocol.failure(chunk) : undefined;
	if (message !== undefined) {
		throw new InferenceClientProviderApiError(
			`Failed to perform inference: the provider reported an error while streaming: ${message}`,
			{ url: open.request.url, method: open.request.method, headers: open.request.headers },
			{
				requestId: open.response.headers.get("x-request-id") ?? "",
				status: open.response.status,
				body: chunk,
			},
			token ? [token] : [],
		);
	}
	return chunk;
}

/**
 * A streaming call: the request with `stream: true`, then the server-sent events as parsed chunks,
 * until `data: [DONE]` (or the end of the body after a chunk with a finish_reason: some providers
 * send no `[DONE]`). An error event mid-stream becomes a typed error with the server's message; a
 * connection that drops or a body that ends before either is an error, never a silent short
 * answer; so are a silence longer than `idleTimeoutMs` and a line longer than
 * `maxStreamEventLength`. Nothing is sent until the first chunk is asked for. Another `protocol`
 * says how a different event stream ends and reports failures.
 */
export async function* runStream<Chunk>(
	route: TaskRoute,
	args: BaseArgs & object,
	options: Options = {},
	protocol: StreamProtocol = GENERATION_STREAM,
): AsyncGenerator<Chunk, undefined, unknown> {
	const token = tokenOf(args, options);
	// Made when the caller starts reading, so a time limit counts from then.
	const ctx = createCallContext(options, token);
	let open: OpenStream | undefined;
	try {
		open = await openStream(route, args, ctx);
		/** A chunk said the generation is over: a stream that then ends without `[DONE]` is complete. */
		let ended = false;
		for (;;) {
			let batch: ServerSentEvent[] | undefined;
			try {
				batch = await open.reader.next();
			} catch (error) {
				throw incompleteStream(open.label, error, protocol);
			}
			if (ctx.failure) throw ctx.failure;
			if (!batch) {
				if (ended) return;
				throw new InferenceClientProviderOutputError(
					protocol === GENERATION_STREAM
						? `Received an incomplete stream from ${open.label}: it ended before [DONE] and before any finish_reason.`
						: `Received an incomplete stream from ${open.label}: it ended before ${protocol.last}.`,
				);
			}
			for (const event of batch) {
				if (event.data === "[DONE]") return;
				if (event.data === "") continue;
				const chunk = decode(event.data, open, token, protocol);
				if (!ended && chunk !== null && typeof chunk === "object") ended = protocol.ends(chunk);
				yield chunk as Chunk;
			}
		}
	} catch (error) {
		throw ctx.failure ?? error;
	} finally {
		open?.unwatch();
		// The answer is complete, or the error that ended it is the one to report, not the closing's.
		await open?.reader.close().catch(() => undefined);
		ctx.dispose();
	}
}
