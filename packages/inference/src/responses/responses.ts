import type { TaskRoute } from "../call/resolve-call.js";
import { chunkError, runStream, type StreamProtocol } from "../call/run-stream.js";
import { runTask } from "../call/run-task.js";
import { clientArgsOf } from "../client/client-args.js";
import {
	InferenceClientInputError,
	InferenceClientProviderApiError,
	InferenceClientProviderOutputError,
} from "../errors/errors.js";
import type { TaskHelper } from "../providers/helper.js";
import { findProvider } from "../providers/registry.js";
import { openAIChat } from "../providers/shapes/openai.js";
import { isString, malformed, shape } from "../providers/shapes/output-checks.js";
import { TASK_TABLES } from "../providers/task-helpers.js";
import { serverMessage } from "../request/server-message.js";
import { splitModelId } from "../router-policies/split-model-id.js";
import { suffixRoute } from "../router-policies/suffix-route.js";
import type { BaseArgs, Options } from "../types/options.js";
import {
	RESPONSES_LAST_EVENTS,
	type ResponsesRequest,
	type ResponsesResponse,
	type ResponsesStreamEvent,
	responsesOutputText,
} from "./responses-types.js";

/**
 * The arguments of {@link responses} and {@link responsesStream}: the request (`input`, and
 * `instructions`, `tools`, `text`…) plus `model` (required; it may end in `:<provider>` or a policy,
 * `:fastest`, `:cheapest`, `:preferred`), `accessToken` (a hub token: the router alone serves the
 * Responses API) and `provider` (`"auto"`, the default, lets the router choose; a provider's name
 * is sent as the id's suffix).
 */
export type ResponsesArgs = Omit<BaseArgs, "endpointUrl" | "providerMapping" | "model"> &
	ResponsesRequest & { model: string };

/** The answer of {@link responses}, with `output_text` added as OpenAI's SDKs add it. */
export type ResponsesResult = ResponsesResponse & { output_text: string };

const isResponse = shape({ id: isString, object: (value) => value === "response", output: Array.isArray });

/** The router's own words for a failed answer, or a description of it. */
function failureWords(response: { error?: unknown }): string {
	return serverMessage(response) ?? "the router reported the response as failed, without a message";
}

/**
 * The router's Responses route: its own (provider `auto`) with the caller's id as given, hub token
 * only, as its chat route. A non-streamed answer of status `failed` (the router answers it with 200)
 * is the typed error a failed stream is.
 */
const RESPONSES_HELPER: TaskHelper<ResponsesResult> = {
	...openAIChat("auto", "v1/responses"),
	output(data, ctx) {
		if (!isResponse(data))
			throw malformed(
				"the router's",
				"Responses",
				"a response object {id, object: 'response', output: [...]}",
			);
		const response = data as ResponsesResponse;
		if (response.status === "failed") {
			throw new InferenceClientProviderApiError(
				`Failed to perform inference: ${failureWords(response)}`,
				{ url: ctx.url, method: "POST", headers: ctx.headers },
				{ requestId: "", status: 200, body: data },
			);
		}
		return { ...response, output_text: responsesOutputText(response) };
	},
};

/** Only the router's route: the provider is the router's choice, named in the id. */
const RESPONSES_ROUTE: TaskRoute = { task: "conversational", table: {}, autoRouter: RESPONSES_HELPER };

/** The providers the router serves chat models of, which a named `provider` must be one of. */
const ROUTED_CHAT_PROVIDERS = Object.keys(TASK_TABLES.conversational).filter(
	(provider) => findProvider(provider)?.routed !== false,
);

/**
 * A stream is complete at `response.completed` (or `response.incomplete`, a complete answer cut
 * short, e.g. by `max_output_tokens`), and fails at `error` or `response.failed` (or a chunk with an
 * `error` field, as a proxy in front of the router may send).
 */
const RESPONSES_STREAM: StreamProtocol = {
	ends: (event) => RESPONSES_LAST_EVENTS.includes((event as { type?: unknown }).type as never),
	failure(event) {
		const { type, response } = event as { type?: unknown; response?: unknown };
		if (type === "error") return serverMessage({ error: event }) ?? "the router sent an error event";
		if (type === "response.failed") return failureWords((response ?? {}) as { error?: unknown });
		return chunkError(event);
	},
	last: "response.completed",
};

/**
 * The call's arguments for the router's route: provider `auto`, and the model id with the provider
 * the caller named as its suffix (the same rule as chat's: a suffix and a named provider must agree).
 */
function routedArgs(args: ResponsesArgs, options: Options): BaseArgs & object {
	const defaults = clientArgsOf(options);
	if ((args as BaseArgs).endpointUrl !== undefined || defaults?.endpointUrl !== undefined) {
		throw new InferenceClientInputError(
			"The Responses API is served by the router only: endpointUrl is not supported by responses() and responsesStream(). Nothing was sent.",
		);
	}
	const model = args.model ?? defaults?.model;
	const requested = args.provider ?? defaults?.provider;
	if (typeof model !== "string" || model === "") {
		throw new InferenceClientInputError(
			"responses() needs a model id (owner/name, with an optional :<provider> or :<policy>). Nothing was sent.",
		);
	}
	const { providerMapping: _mapping, ...rest } = args as ResponsesArgs & BaseArgs;
	if (requested === undefined || requested === "auto") return { ...rest, model, provider: "auto" };
	if (!ROUTED_CHAT_PROVIDERS.includes(requested)) {
		throw new InferenceClientInputError(
			`Provider '${requested}' is not one the router serves the Responses API through. Providers: ${ROUTED_CHAT_PROVIDERS.join(", ")}, or 'auto'. Nothing was sent.`,
		);
	}
	const { selector } = splitModelId(model);
	if (selector === undefined) return { ...rest, model: `${model}:${requested}`, provider: "auto" };
	// Refuses a suffix that names another provider, or a policy beside a named provider.
	suffixRoute(model, requested, { task: "responses", providers: ROUTED_CHAT_PROVIDERS, router: false });
	return { ...rest, model, provider: "auto" };
}

/**
 * Asks a chat model for a response through the router's Responses API (`POST {routerUrl}/v1/responses`,
 * in beta on the hub): OpenAI's newer interface, built for agents, with text or conversation items
 * in, typed output items out (messages, function calls), structured output and reasoning effort.
 * The router picks the provider as for chat: by the id's policy suffix (`:fastest`, its default,
 * `:cheapest`, `:preferred`) or `:<provider>`.
 *
 * Sent, retried and bounded as every call is (`retryOnError`, `timeoutMs`, `signal`, custom
 * `fetch`), with the same typed errors and hints, and no token in any of them. See
 * `responses-types.ts` for what the router supports and what it ignores.
 *
 * @param args - `model`, `input` and the request's other fields ({@link ResponsesRequest}),
 *   `accessToken` (a hub token) and `provider` (default `"auto"`).
 * @param options - Per-call {@link Options}.
 * @returns A promise of the response, with `output_text` (the text of its messages) added.
 * @throws {InferenceClientInputError} when the model id is malformed, the suffix and `provider`
 *   disagree, or `endpointUrl` is set; nothing is sent.
 * @throws {InferenceClientRoutingError} without a hub token: the router is the only way there.
 * @throws {InferenceClientHubApiError} when the client's shared call path asks the hub about the
 *   model and the hub fails; the router's own provider choice asks it nothing.
 * @throws {InferenceClientProviderApiError} when the router refuses the call or reports the
 *   response as failed.
 * @throws {InferenceClientProviderOutputError} when the answer is not a response object.
 * @example
 * ```ts
 * import { responses } from "@hubkit/inference";
 *
 * const response = await responses({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "openai/gpt-oss-120b:groq",
 * 	instructions: "You are a helpful assistant.",
 * 	input: "Tell me a three-sentence bedtime story about a unicorn.",
 * });
 * console.log(response.output_text);
 * ```
 */
export async function responses(args: ResponsesArgs, options?: Options): Promise<ResponsesResult> {
	return runTask(RESPONSES_ROUTE, routedArgs(args, options ?? {}), options);
}

/**
 * Streams a response as typed events: the same call as {@link responses} with `stream: true`.
 * Events come in order (`response.created`, `response.in_progress`, `response.output_item.added`,
 * `response.content_part.added`, `response.output_text.delta`…, and the matching `.done` events),
 * and the stream ends with `response.completed` (or `response.incomplete`), whose `response` is the
 * whole answer. A stream that ends before it is an `InferenceClientProviderOutputError`, never a
 * silent end; an `error` or `response.failed` event is an `InferenceClientProviderApiError` with
 * the router's words. The idle limit (`idleTimeoutMs`) and line limit (`maxStreamEventLength`)
 * apply as to every stream.
 *
 * @param args - As for {@link responses}.
 * @param options - Per-call {@link Options}.
 * @returns An async generator of the events; breaking out of the loop cancels the request.
 * @throws {InferenceClientInputError} as {@link responses}; nothing is sent.
 * @throws {InferenceClientRoutingError} without a hub token, as {@link responses}.
 * @throws {InferenceClientHubApiError} as {@link responses}.
 * @throws {InferenceClientProviderApiError} when the router refuses the call, or reports an error mid-stream.
 * @throws {InferenceClientProviderOutputError} when the stream ends before `response.completed`.
 * @example
 * ```ts
 * import { responsesStream } from "@hubkit/inference";
 *
 * for await (const event of responsesStream({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "openai/gpt-oss-120b:fastest",
 * 	input: [{ role: "user", content: "Say 'double bubble bath' ten times fast." }],
 * })) {
 * 	if (event.type === "response.output_text.delta") process.stdout.write(event.delta);
 * }
 * ```
 */
export async function* responsesStream(
	args: ResponsesArgs,
	options?: Options,
): AsyncGenerator<ResponsesStreamEvent, undefined, unknown> {
	const events = runStream<ResponsesStreamEvent>(
		RESPONSES_ROUTE,
		routedArgs(args, options ?? {}),
		options,
		RESPONSES_STREAM,
	);
	for await (const event of events) {
		yield event;
		// The last event: whatever a server sends after it is not part of this answer.
		if (RESPONSES_STREAM.ends(event)) return;
	}
	// A `[DONE]` ends chat streams; here it comes too early.
	throw new InferenceClientProviderOutputError(
		"Received an incomplete stream from the router's Responses API: it ended before response.completed.",
	);
}
