import { withCallContext } from "../call/run-task.js";
import { clientArgsOf } from "../client/client-args.js";
import { routerUrlFrom } from "../defaults/hosts.js";
import { InferenceClientProviderOutputError } from "../errors/errors.js";
import { readResponse } from "../request/read-response.js";
import { type ErrorWording, send } from "../request/send.js";
import type { Options } from "../types/options.js";
import { checkHostUrl } from "../validation/destination.js";
import { checkCredential } from "../validation/header-values.js";
import { checkId, encodeIdPath } from "../validation/ids.js";
import { parseRouterModel, parseRouterModelList, type RouterModel } from "./router-model.js";

/** The options of {@link listModels} and {@link getModel}: the per-call options, and the token. */
export interface RouterModelsOptions extends Options {
	/**
	 * A hub token (`hf_…`), sent to the router; the list is public, so none is needed (the hub's docs
	 * call both routes with no Authorization header: huggingface/hub-docs
	 * docs/inference-providers/hub-api.md at 0968d835, "List OpenAI-compatible models"). A provider's
	 * own key is never sent: the router is not its provider.
	 */
	accessToken?: string | undefined;
}

/** The list names every chat model the router serves with every provider: a few MB at most; `maxJsonResponseBytes` sets another bound. */
const MAX_LIST_BYTES = 32 * 1024 * 1024;

const ROUTER_WORDING: ErrorWording = {
	api: "provider",
	message: (detail) => `Failed to read the router's model list: ${detail}`,
};

async function routerGet(path: string, options: RouterModelsOptions): Promise<unknown> {
	const accessToken = options.accessToken ?? clientArgsOf(options)?.accessToken;
	if (accessToken !== undefined) checkCredential(accessToken);
	if (options.routerUrl !== undefined) checkHostUrl(options.routerUrl, "routerUrl");
	const url = `${routerUrlFrom(options.routerUrl)}/v1/${path}`;
	return withCallContext(options, accessToken, async (ctx) => {
		const headers: Record<string, string> = accessToken?.startsWith("hf_")
			? { Authorization: `Bearer ${accessToken}` }
			: {};
		const response = await send({ url, method: "GET", headers }, ctx, ROUTER_WORDING);
		const reading = readResponse(
			response,
			"the router's model list",
			true,
			options.maxJsonResponseBytes ?? MAX_LIST_BYTES,
		);
		return ctx.customFetch ? ctx.race(reading) : reading;
	});
}

function malformed(what: string): InferenceClientProviderOutputError {
	return new InferenceClientProviderOutputError(`Received malformed response from the router: ${what}.`);
}

/**
 * The chat models the router serves (`GET {routerUrl}/v1/models`), each with its providers and
 * what each offers: status, context length, prices in US dollars per million tokens, tool and
 * structured-output support, first-token latency and throughput from the router's latest probe.
 * Sent, retried and bounded as every call is, with the same typed, token-free errors.
 *
 * @param options - Per-call {@link Options}, and `accessToken` (a hub token; the list is public).
 * @returns The models; fields the router leaves out or answers with the wrong type are absent.
 * @throws {InferenceClientInputError} when the token is not a valid header value; nothing is sent.
 * @throws {InferenceClientHubApiError} when the client's shared call path fails before the request
 *   (it is the type every call's setup may end in); the list itself is read from the router.
 * @throws {InferenceClientProviderApiError} when the router answers with an error.
 * @throws {InferenceClientProviderOutputError} when its answer is not a model list.
 * @example
 * ```ts
 * import { listModels } from "@hubkit/inference";
 *
 * const models = await listModels({ accessToken: process.env.HF_TOKEN });
 * const llama = models.find((model) => model.id === "meta-llama/Llama-3.1-8B-Instruct");
 * for (const entry of llama?.providers ?? []) console.log(entry.provider, entry.pricing?.output);
 * ```
 */
export async function listModels(options: RouterModelsOptions = {}): Promise<RouterModel[]> {
	const answer = await routerGet("models", options);
	const models = parseRouterModelList(answer);
	if (!models) throw malformed("the model list has no 'data' list");
	return models;
}

/**
 * One chat model the router serves (`GET {routerUrl}/v1/models/{owner}/{name}`), as in
 * {@link listModels}. The id is a hub id without a router suffix, checked as every call's id is and
 * sent with its `/` as is, as the hub's docs call it (hub-api.md, "To retrieve a single model").
 *
 * @param id - The hub id, `owner/name`.
 * @param options - Per-call {@link Options}, and `accessToken` (a hub token; the list is public).
 * @returns The model with its providers.
 * @throws {InferenceClientInputError} when `id` is not a hub id; nothing is sent.
 * @throws {InferenceClientRoutingError} when `routerUrl` is not an http(s) address; nothing is sent.
 * @throws {InferenceClientHubApiError} when the client's shared call path fails before the request
 *   (it is the type every call's setup may end in); the model itself is read from the router.
 * @throws {InferenceClientProviderApiError} when the router answers with an error (404: it serves
 *   no such chat model).
 * @throws {InferenceClientProviderOutputError} when its answer is not a model.
 * @example
 * ```ts
 * import { getModel } from "@hubkit/inference";
 *
 * const model = await getModel("meta-llama/Llama-3.1-8B-Instruct", { accessToken: process.env.HF_TOKEN });
 * console.log(model.providers.map((entry) => `${entry.provider}: ${entry.throughput} tokens/s`));
 * ```
 */
export async function getModel(id: string, options: RouterModelsOptions = {}): Promise<RouterModel> {
	checkId(id, "hub model id", "id", "caller");
	const model = parseRouterModel(await routerGet(`models/${encodeIdPath(id)}`, options));
	if (!model) throw malformed("the answer is not a model object with an 'id'");
	return model;
}
