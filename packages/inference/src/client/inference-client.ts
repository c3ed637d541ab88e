import { runNamedTask } from "../call/run-named-task.js";
import { INFERENCE_TASKS, type InferenceTask } from "../inference-tasks.js";
import { MappingCache } from "../mapping/mapping-cache.js";
import type { OutputType } from "../providers/helper.js";
import {
	type ResponsesArgs,
	type ResponsesResult,
	responses,
	responsesStream,
} from "../responses/responses.js";
import type { ResponsesStreamEvent } from "../responses/responses-types.js";
import { getModel, listModels } from "../router-models/list-models.js";
import type { RouterModel } from "../router-models/router-model.js";
import { chatCompletion, chatCompletionStream, textGenerationStream } from "../task-functions/chat.js";
import type { RequestArgs, RequestOptions } from "../task-functions/custom.js";
import { request, streamingRequest } from "../task-functions/custom.js";
import type * as tasks from "../task-functions/index.js";
import { type TextToImageArgs, textToImage } from "../task-functions/vision.js";
import type { BaseArgs, Options } from "../types/options.js";
import { withClientArgs } from "./client-args.js";
import { withoutAliasedDefaults } from "./option-aliases.js";

/** Options a client applies to every call: the per-call options, plus a default provider and endpoint. */
export interface ClientOptions extends Options {
	/** The provider every call uses unless it names its own; default `"hf-inference"`. */
	provider?: BaseArgs["provider"];
	/** A dedicated endpoint every call goes to instead of a provider. */
	endpointUrl?: string | undefined;
}

type TaskFunctions = Omit<typeof tasks, "textToImage" | "request" | "streamingRequest">;

/** A task method: the free function's arguments, with the client's token and defaults filled in. */
type Method<F> = F extends (args: infer A, options?: infer O) => infer R
	? (args: A, options?: O) => R
	: never;

/**
 * The task methods of an {@link InferenceClient}: each takes the same arguments and options as the
 * free function of the same name, with the client's token, provider and options filled in.
 */
export type InferenceClientMethods = { [K in keyof TaskFunctions]: Method<TaskFunctions[K]> } & {
	/** {@link request}: the provider's answer as it came. @deprecated Use the task's own method. */
	request<T = unknown>(args: RequestArgs, options?: RequestOptions): Promise<T>;
	/** {@link streamingRequest}: the stream's chunks as parsed JSON. @deprecated Use the task's own streaming method. */
	streamingRequest<T = unknown>(args: RequestArgs, options?: RequestOptions): AsyncGenerator<T>;
	/** {@link textToImage}: the image as a Blob (the default). */
	textToImage(args: TextToImageArgs, options?: Options & { outputType?: "blob" }): Promise<Blob>;
	/** {@link textToImage}: the image as a `data:` URL, or as the provider's own URL. */
	textToImage(args: TextToImageArgs, options: Options & { outputType: "dataUrl" | "url" }): Promise<string>;
	/** {@link textToImage}: the provider's raw JSON answer. */
	textToImage(
		args: TextToImageArgs,
		options: Options & { outputType: "json" },
	): Promise<Record<string, unknown>>;
	/** {@link textToImage}: whichever form `outputType` asks for. */
	textToImage(
		args: TextToImageArgs,
		options?: Options & { outputType?: OutputType },
	): Promise<Blob | string | Record<string, unknown>>;
};

/** A task function as the client calls it. */
type Run = (args: object, options?: Options) => unknown;

/** The task functions that do more than run their task by name: the client calls them themselves. */
const OWN_RUNS = {
	chatCompletion,
	chatCompletionStream,
	request,
	streamingRequest,
	textGenerationStream,
	textToImage,
} satisfies Partial<typeof tasks>;

/** Tasks whose function only runs the task by name, and is named as the task id in camelCase. */
type NamedTask = Exclude<InferenceTask, "conversational" | "text-to-image">;

/** A task id as its function is named: `fill-mask` → `fillMask`. */
type CamelCase<Id extends string> = Id extends `${infer Head}-${infer Tail}`
	? `${Head}${Capitalize<CamelCase<Tail>>}`
	: Id;

/**
 * The methods' names: the functions with work of their own and the named tasks in camelCase. When
 * a task function is not among them, or one of them is not a task function, this is `never` and
 * {@link METHODS} does not compile.
 */
type MethodName = [Exclude<keyof typeof tasks, Covered>, Exclude<Covered, keyof typeof tasks>] extends [
	never,
	never,
]
	? Covered
	: never;
type Covered = keyof typeof OWN_RUNS | CamelCase<NamedTask>;

/**
 * Every method: the functions with work of their own, and for every other task `runNamedTask`, what
 * its function runs. Methods are built from names rather than from every task function, so a bundle
 * holds the client without the thirty functions that would only call `runNamedTask` again.
 */
const METHODS: ReadonlyArray<readonly [name: MethodName, run: Run]> = [
	...(Object.entries(OWN_RUNS) as Array<[keyof typeof OWN_RUNS, Run]>),
	...INFERENCE_TASKS.filter(
		(task): task is NamedTask => task !== "conversational" && task !== "text-to-image",
	).map(
		(task) =>
			[
				task.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()) as CamelCase<typeof task>,
				(args: object, options?: Options) => runNamedTask(task, args, options),
			] as const,
	),
];

/** The client's options under a call's own; an option the call gives as `undefined` is left to the client. */
function underCallOptions(defaults: Options, own: Options): Options {
	const merged: Record<string, unknown> = { ...defaults };
	withoutAliasedDefaults(merged, own);
	for (const [key, value] of Object.entries(own)) if (value !== undefined) merged[key] = value;
	return merged as Options;
}

class Client {
	readonly #accessToken: string | undefined;
	readonly #defaults: ClientOptions;
	readonly #callDefaults: Options;

	constructor(accessToken?: string, options: ClientOptions = {}) {
		this.#accessToken = accessToken || undefined;
		this.#defaults = { ...options, mappingCache: options.mappingCache ?? new MappingCache() };
		const { provider, endpointUrl, ...rest } = this.#defaults;
		const clientArgs: BaseArgs = {};
		if (this.#accessToken) clientArgs.accessToken = this.#accessToken;
		if (provider) clientArgs.provider = provider;
		if (endpointUrl) clientArgs.endpointUrl = endpointUrl;
		// The client's arguments travel with its options, so no call has to copy its arguments to add them.
		const callDefaults = withClientArgs(rest, clientArgs);
		this.#callDefaults = callDefaults;
		for (const [name, run] of METHODS) {
			// Own, non-enumerable properties: the token stays out of `console.log(client)` and JSON.
			Object.defineProperty(this, name, {
				value: (args: object, callOptions?: Options) =>
					run(args, callOptions ? underCallOptions(callDefaults, callOptions) : callDefaults),
				enumerable: false,
			});
		}
	}

	/**
	 * {@link listModels}: the chat models the router serves, with each provider's status, context
	 * length, prices, tool and structured-output support, first-token latency and throughput, read
	 * with this client's token (a hub token only), router and options.
	 *
	 * @param options - Per-call {@link Options}, over the client's.
	 * @returns The models.
	 */
	listModels(options?: Options): Promise<RouterModel[]> {
		return listModels(options ? underCallOptions(this.#callDefaults, options) : this.#callDefaults);
	}

	/**
	 * {@link getModel}: one chat model the router serves, by hub id (`owner/name`), with its providers.
	 *
	 * @param id - The hub id.
	 * @param options - Per-call {@link Options}, over the client's.
	 * @returns The model.
	 */
	getModel(id: string, options?: Options): Promise<RouterModel> {
		return getModel(id, options ? underCallOptions(this.#callDefaults, options) : this.#callDefaults);
	}

	/**
	 * {@link responses}: a response from the router's Responses API (`/v1/responses`), with this
	 * client's token (a hub token only), router and options.
	 *
	 * @param args - The request, as {@link responses} takes it.
	 * @param options - Per-call {@link Options}, over the client's.
	 * @returns The response, with `output_text`.
	 */
	responses(args: ResponsesArgs, options?: Options): Promise<ResponsesResult> {
		return responses(args, options ? underCallOptions(this.#callDefaults, options) : this.#callDefaults);
	}

	/**
	 * {@link responsesStream}: the same call streamed as typed events, ending with `response.completed`.
	 *
	 * @param args - The request, as {@link responsesStream} takes it.
	 * @param options - Per-call {@link Options}, over the client's.
	 * @returns An async generator of the events.
	 */
	responsesStream(
		args: ResponsesArgs,
		options?: Options,
	): AsyncGenerator<ResponsesStreamEvent, undefined, unknown> {
		return responsesStream(
			args,
			options ? underCallOptions(this.#callDefaults, options) : this.#callDefaults,
		);
	}

	/**
	 * A client for a dedicated endpoint, with the same token and options: its calls go to
	 * `endpointUrl` instead of a provider.
	 *
	 * @param endpointUrl - The endpoint's URL, e.g. `https://xyz.endpoints.huggingface.cloud`.
	 * @returns A new client; this one is unchanged.
	 */
	endpoint(endpointUrl: string): InferenceClient {
		return new InferenceClient(this.#accessToken, { ...this.#defaults, endpointUrl });
	}
}

/**
 * A client with one method per task (`chatCompletion`, `textToImage`, …), all sharing the token and
 * the options given here; per-call arguments and options win. Provider mappings are cached per
 * client. The token stays out of `console.log(client)` and `JSON.stringify(client)`.
 *
 * `new InferenceClient(accessToken?, options?)`: `accessToken` is a hub token (`hf_…`, calls go
 * through the router, billed to the hub account) or a provider's own key (calls go straight to that
 * provider); `options` are {@link ClientOptions}: a default `provider` or `endpointUrl`, and every
 * per-call option ({@link Options}).
 *
 * @example
 * ```ts
 * import { InferenceClient } from "@hubkit/inference";
 *
 * const client = new InferenceClient(process.env.HF_TOKEN);
 * const reply = await client.chatCompletion({
 * 	model: "meta-llama/Llama-3.1-8B-Instruct",
 * 	messages: [{ role: "user", content: "What is the capital of France?" }],
 * });
 * console.log(reply.choices[0]?.message.content);
 * ```
 * @example
 * ```ts
 * import { InferenceClient } from "@hubkit/inference";
 *
 * // A default provider, a time limit and retries for every call of this client.
 * const client = new InferenceClient(process.env.HF_TOKEN, {
 * 	provider: "together",
 * 	timeoutMs: 60_000,
 * 	maxRetries: 2,
 * });
 * for await (const chunk of client.chatCompletionStream({
 * 	model: "meta-llama/Llama-3.1-8B-Instruct",
 * 	messages: [{ role: "user", content: "Count to five." }],
 * })) {
 * 	process.stdout.write(chunk.choices[0]?.delta.content ?? "");
 * }
 * ```
 */
export const InferenceClient = Client as unknown as {
	/**
	 * A client with one method per task.
	 *
	 * @param accessToken - A hub token (`hf_…`; calls go through the router) or a provider's own key
	 *   (calls go straight to that provider). Without one, calls go out unauthenticated.
	 * @param options - A default `provider` or `endpointUrl`, and every per-call option.
	 */
	new (accessToken?: string, options?: ClientOptions): InferenceClient;
};

/** A client made by `new InferenceClient(…)`: {@link InferenceClientMethods} and `endpoint`. */
export type InferenceClient = Client & InferenceClientMethods;
