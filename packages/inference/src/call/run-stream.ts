import {
	InferenceClientError,
	InferenceClientProviderApiError,
	InferenceClientProviderOutputError,
} from "../errors/errors.js";
import { type BuiltRequest, buildResolvedRequest } from "../request/build-request.js";
import { type CallContext, createCallContext } from "../request/call-context.js";
import { send } from "../request/send.js";
import { SERVER_MESSAGE_CHARS, serverMessage } from "../request/server-message.js";
import { watchIdle } from "../streaming/idle-watch.js";
import { type ServerSentEvent, ServerSentEventReader } from "../streaming/sse-parser.js";
import type { BaseArgs, Options } from "../types/options.js";
import { resolveCall, type TaskSpec, tokenOf } from "./resolve-call.js";

interface OpenStream {
	reader: ServerSentEventReader;
	request: BuiltRequest;
	response: Response;
	label: string;
	/** Stops the idle watch, when the stream is over. */
	unwatch: () => void;
}

const DONE: IteratorResult<never, undefined> = { done: true, value: undefined };

/** Sends the streaming request and checks that an event stream came back. */
async function openStream(spec: TaskSpec, args: BaseArgs & object, ctx: CallContext): Promise<OpenStream> {
	// A stream always carries a signal, custom fetch or not: its cost is nothing next to a stream's length.
	void ctx.signal;
	const resolved = await resolveCall(spec, { ...args, stream: true } as BaseArgs & object, ctx, {
		stream: true,
	});
	const request = buildResolvedRequest(resolved);
	const response = await send(request, ctx);
	const label = spec.anyTask
		? `${resolved.helper.provider} API`
		: `${resolved.helper.provider} ${spec.task} API`;
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
function incompleteStream(label: string, cause: unknown): InferenceClientError {
	if (cause instanceof InferenceClientError) return cause;
	return new InferenceClientProviderOutputError(
		`Received an incomplete stream from ${label}: the connection closed before [DONE].`,
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

/**
 * The chunks of a streaming call, as an async iterator written by hand rather than an async
 * generator: a chunk already parsed from the last network read is handed over with one resolved
 * promise, where a generator's `yield` costs several turns of the event loop per chunk.
 */
class ChunkStream<Chunk> implements AsyncGenerator<Chunk, undefined, unknown> {
	private open: OpenStream | undefined;
	private batch: ServerSentEvent[] = [];
	private index = 0;
	private finished = false;
	/** A chunk said the generation is over: a stream that then ends without `[DONE]` is complete. */
	private ended = false;
	private step: Promise<IteratorResult<Chunk, undefined>> | undefined;
	/** Created on the first `next()`, so a timeout counts from when the caller starts reading. */
	private ctx: CallContext | undefined;

	constructor(
		private readonly options: Options,
		private readonly start: (ctx: CallContext) => Promise<OpenStream>,
		private readonly token: string | undefined,
	) {}

	[Symbol.asyncIterator](): this {
		return this;
	}

	next(): Promise<IteratorResult<Chunk, undefined>> {
		// One step at a time, like a generator, even if the caller does not wait between calls.
		if (this.step) return this.step.then(() => this.next());
		if (this.finished) return Promise.resolve(DONE);
		try {
			const ready = this.take();
			if (ready) return Promise.resolve(ready);
		} catch (error) {
			return this.fail(error);
		}
		const step = this.advance();
		this.step = step;
		return step.then(
			(result) => {
				this.step = undefined;
				return result;
			},
			(error: unknown) => {
				this.step = undefined;
				throw error;
			},
		);
	}

	return(): Promise<IteratorResult<Chunk, undefined>> {
		return this.finish().then(() => DONE);
	}

	throw(error: unknown): Promise<IteratorResult<Chunk, undefined>> {
		return this.finish().then(() => {
			throw error;
		});
	}

	/** The next chunk of the current batch; done at `[DONE]`; undefined when the batch is used up. */
	private take(): IteratorResult<Chunk, undefined> | undefined {
		while (this.index < this.batch.length) {
			const event = this.batch[this.index++] as ServerSentEvent;
			if (event.data === "[DONE]") {
				this.finish().catch(() => undefined);
				return DONE;
			}
			if (event.data !== "") return { done: false, value: this.decode(event.data) };
		}
		return undefined;
	}

	private decode(data: string): Chunk {
		const open = this.open as OpenStream;
		let chunk: unknown;
		try {
			chunk = JSON.parse(data);
		} catch (error) {
			throw new InferenceClientProviderOutputError(
				`Received malformed event from ${open.label}: its data is not valid JSON.`,
				{
					cause: error,
				},
			);
		}
		if (chunk === null || typeof chunk !== "object") return chunk as Chunk;
		if ("error" in chunk && chunk.error) {
			const message = serverMessage(chunk) ?? JSON.stringify(chunk.error).slice(0, SERVER_MESSAGE_CHARS);
			throw new InferenceClientProviderApiError(
				`Failed to perform inference: the provider reported an error while streaming: ${message}`,
				{ url: open.request.url, method: open.request.method, headers: open.request.headers },
				{
					requestId: open.response.headers.get("x-request-id") ?? "",
					status: open.response.status,
					body: chunk,
				},
				this.token ? [this.token] : [],
			);
		}
		if (!this.ended) this.ended = endsGeneration(chunk);
		return chunk as Chunk;
	}

	private async advance(): Promise<IteratorResult<Chunk, undefined>> {
		try {
			this.ctx ??= createCallContext(this.options, this.token);
			this.open ??= await this.start(this.ctx);
			for (;;) {
				const ready = this.take();
				if (ready) return ready;
				let batch: ServerSentEvent[] | undefined;
				try {
					batch = await this.open.reader.next();
				} catch (error) {
					throw incompleteStream(this.open.label, error);
				}
				if (this.ctx.failure) throw this.ctx.failure;
				if (!batch) {
					if (!this.ended) {
						throw new InferenceClientProviderOutputError(
							`Received an incomplete stream from ${this.open.label}: it ended before [DONE] and before any finish_reason.`,
						);
					}
					await this.finish();
					return DONE;
				}
				this.batch = batch;
				this.index = 0;
			}
		} catch (error) {
			return this.fail(error);
		}
	}

	private async fail(error: unknown): Promise<never> {
		await this.finish();
		if (this.ctx?.failure) throw this.ctx.failure;
		throw error;
	}

	/** Closes the connection (if still open) and releases the call's timers, once. */
	private async finish(): Promise<void> {
		if (this.finished) return;
		this.finished = true;
		this.open?.unwatch();
		try {
			await this.open?.reader.close();
		} finally {
			this.ctx?.dispose();
		}
	}
}

/**
 * A streaming call: the request with `stream: true`, then the server-sent events as parsed chunks,
 * until `data: [DONE]` (or the end of the body after a chunk with a finish_reason: some providers
 * send no `[DONE]`). An error event mid-stream becomes a typed error with the server's message; a
 * connection that drops or a body that ends before either is an error, never a silent short
 * answer; so are a silence longer than `idleTimeoutMs` and a line longer than
 * `maxStreamEventLength`. Nothing is sent until the first chunk is asked for.
 */
export function runStream<Chunk>(
	spec: TaskSpec,
	args: BaseArgs & object,
	options: Options = {},
): AsyncGenerator<Chunk> {
	return new ChunkStream<Chunk>(options, (ctx) => openStream(spec, args, ctx), tokenOf(args, options));
}
