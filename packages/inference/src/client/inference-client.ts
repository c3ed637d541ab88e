import { MappingCache } from "../mapping/mapping-cache.js";
import type { OutputType } from "../providers/helper.js";
import * as tasks from "../tasks/index.js";
import type { TextToImageArgs } from "../tasks/vision.js";
import { type BaseArgs, CLIENT_ARGS, type Options } from "../types/options.js";

/** Options a client applies to every call: the per-call options, plus a default provider and endpoint. */
export interface ClientOptions extends Options {
	provider?: BaseArgs["provider"];
	endpointUrl?: string;
}

type TaskFunctions = Omit<typeof tasks, "textToImage">;

/** A task method: the free function's arguments, with the client's token and defaults filled in. */
type Method<F> = F extends (args: infer A, options?: infer O) => infer R
	? (args: A, options?: O) => R
	: never;

export type InferenceClientMethods = { [K in keyof TaskFunctions]: Method<TaskFunctions[K]> } & {
	textToImage(args: TextToImageArgs, options?: Options & { outputType?: "blob" }): Promise<Blob>;
	textToImage(args: TextToImageArgs, options: Options & { outputType: "dataUrl" | "url" }): Promise<string>;
	textToImage(
		args: TextToImageArgs,
		options: Options & { outputType: "json" },
	): Promise<Record<string, unknown>>;
	textToImage(
		args: TextToImageArgs,
		options?: Options & { outputType?: OutputType },
	): Promise<Blob | string | Record<string, unknown>>;
};

const TASK_NAMES = Object.keys(tasks) as Array<keyof typeof tasks>;

class Client {
	readonly #accessToken: string | undefined;
	readonly #defaults: ClientOptions;

	constructor(accessToken?: string, options: ClientOptions = {}) {
		this.#accessToken = accessToken || undefined;
		this.#defaults = { ...options, mappingCache: options.mappingCache ?? new MappingCache() };
		const { provider, endpointUrl, ...rest } = this.#defaults;
		const clientArgs: BaseArgs = {};
		if (this.#accessToken) clientArgs.accessToken = this.#accessToken;
		if (provider) clientArgs.provider = provider;
		if (endpointUrl) clientArgs.endpointUrl = endpointUrl;
		// The client's arguments travel with its options, so no call has to copy its arguments to add them.
		const callDefaults: Options = { ...rest, [CLIENT_ARGS]: clientArgs };
		for (const name of TASK_NAMES) {
			// biome-ignore lint/performance/noDynamicNamespaceImportAccess: the client exposes every task, so it bundles them all by design
			const run = tasks[name] as (args: object, options?: Options) => unknown;
			// Own, non-enumerable properties: the token stays out of `console.log(client)` and JSON.
			Object.defineProperty(this, name, {
				value: (args: object, callOptions?: Options) =>
					run(args, callOptions ? { ...callDefaults, ...callOptions } : callDefaults),
				enumerable: false,
			});
		}
	}

	/** A client for a dedicated endpoint, with the same token and options. */
	endpoint(endpointUrl: string): InferenceClient {
		return new InferenceClient(this.#accessToken, { ...this.#defaults, endpointUrl });
	}
}

/**
 * One method per task, all sharing the token and the options given here (per-call arguments and
 * options win). Provider mappings are cached per client.
 *
 * ```ts
 * const client = new InferenceClient(process.env.HF_TOKEN);
 * const reply = await client.chatCompletion({ model: "meta-llama/Llama-3.1-8B-Instruct", messages });
 * ```
 */
export const InferenceClient = Client as unknown as {
	new (accessToken?: string, options?: ClientOptions): InferenceClient;
};

export type InferenceClient = Client & InferenceClientMethods;
