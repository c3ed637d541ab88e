import { PACKAGE_NAME, PACKAGE_VERSION } from "../defaults/package-version.js";
import { InferenceClientInputError, InferenceClientRoutingError } from "../errors/errors.js";
import { autoRouterRefusal } from "../errors/router-hint.js";
import type { InferenceProviderMappingEntry } from "../mapping/mapping-entry.js";
import type { OutputType, Payload, RequestContext, RequestHelper, TaskHelper } from "../providers/helper.js";
import type { ProviderModule } from "../providers/provider-module.js";
import { findProvider, PROVIDER_BASE_URLS, type ProviderHost } from "../providers/registry.js";
import type { CredentialsMode } from "../types/options.js";
import { withoutTrailingSlash } from "../utils/urls.js";
import { checkDestination, checkEndpointUrl, parseBase } from "../validation/destination.js";
import { checkCredential, checkHeaders, checkHeaderValue } from "../validation/header-values.js";
import { checkId, checkMappingIds, quoted } from "../validation/ids.js";

/** How the call authenticates, which decides where it goes. */
export type AuthMethod = "hf-token" | "provider-key" | "credentials-include" | "none";

/**
 * A call whose model, provider and inputs are all settled: everything needed to build the request.
 * An optional field given as `undefined` counts as left out.
 */
export interface ResolvedCall {
	/** The provider's helper for the task, from {@link getProviderHelper}. */
	helper: TaskHelper;
	/** The provider's model id; with an endpoint, the model id the caller gave (sent as the body's `model`), else the endpoint URL. */
	model: string;
	/** The hub's mapping entry for the model and provider, when one was looked up or given. */
	mapping?: InferenceProviderMappingEntry | undefined;
	/** The task's arguments, binaries read into bytes. */
	args: Record<string, unknown>;
	/** A hub token (the call goes through the router) or a provider key (straight to the provider). */
	accessToken?: string | undefined;
	/** A dedicated endpoint to call instead of the provider. */
	endpointUrl?: string | undefined;
	/** The hub organisation to bill (`X-HF-Bill-To`). */
	billTo?: string | undefined;
	/** The router's origin, without a trailing slash. */
	routerUrl: string;
	/** Replacements for providers' own API origins, for direct calls. */
	providerBaseUrls?: Partial<Record<ProviderHost, string>> | undefined;
	/** Send cookies (`credentials`); `true` means "include". */
	includeCredentials?: CredentialsMode | boolean | undefined;
	/** For text-to-image: what the answer becomes (Blob, data URL, URL or raw JSON). */
	outputType?: OutputType | undefined;
	/** Ask for a stream of server-sent events. */
	stream?: boolean | undefined;
}

/**
 * A {@link ResolvedCall} as far as building its request goes: its helper need only be the request
 * half (from `getRequestHelper`), since the answer is not read here.
 */
export type RequestCall = Omit<ResolvedCall, "helper"> & { helper: RequestHelper };

/** A request before its body is serialised: what code that writes the request out (snippets) needs. */
export interface RequestParts {
	/** Where the request goes: the router, the provider's host or the endpoint. */
	url: string;
	/** Always `POST`. */
	method: "POST";
	/** Every header, `Authorization` included. */
	headers: Record<string, string>;
	/** The body before serialisation (what snippets render). */
	payload: Payload;
	/** fetch's `credentials` mode, when the call asked to send cookies. */
	credentials?: CredentialsMode;
	/** The context the helper used, kept for reading the answer. */
	context: RequestContext;
}

/** A request ready for `fetch`: its parts, with the body serialised. */
export interface BuiltRequest extends RequestParts {
	/** The serialised body, ready for `fetch`. */
	body: string | Uint8Array | FormData;
}

export function authMethodFor(
	accessToken: string | undefined,
	includeCredentials?: CredentialsMode | boolean,
): AuthMethod {
	if (accessToken) return accessToken.startsWith("hf_") ? "hf-token" : "provider-key";
	return includeCredentials === "include" || includeCredentials === true ? "credentials-include" : "none";
}

const USER_AGENT = `${PACKAGE_NAME}/${PACKAGE_VERSION}`;

/**
 * The provider's own host for a direct call: the module's extra host the helper names, else its
 * base URL. None for the auto router (not a provider) or a provider that lives on the router.
 */
function providerHostOf(helper: RequestHelper, module: ProviderModule | undefined): ProviderHost | undefined {
	if (helper.host !== undefined && module?.extraHosts?.[helper.host] !== undefined) {
		return `${module.id}-${helper.host}` as ProviderHost;
	}
	return module?.baseUrl !== undefined ? (module.id as ProviderHost) : undefined;
}

function joinUrl(base: string, route: string): string {
	return `${base}/${route.replace(/^\/+/, "")}`;
}

/** JSON text of the body; a value JSON cannot hold (BigInt, a cycle, nesting past the stack) is the caller's to fix. */
function jsonText(value: Record<string, unknown>): string {
	try {
		return JSON.stringify(value);
	} catch (error) {
		const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
		throw new InferenceClientInputError(
			`The request body cannot be written as JSON (${reason}): pass plain JSON values (strings, numbers, booleans, null, arrays and objects, without cycles). Nothing was sent.`,
			{ cause: error },
		);
	}
}

function serialise(payload: Payload): string | Uint8Array | FormData {
	if (payload.kind === "json") return jsonText(payload.value);
	if (payload.kind === "binary") return payload.data.bytes;
	const form = new FormData();
	for (const [name, value] of payload.fields) {
		if (typeof value === "string") form.append(name, value);
		else
			form.append(
				name,
				new Blob([value.bytes as Uint8Array<ArrayBuffer>], { type: value.type }),
				value.filename,
			);
	}
	return form;
}

/**
 * The ids that go into the URL, checked here because the client and the snippet generator both
 * come through: whatever resolved the call, an id never reaches a route unchecked. Returns the
 * endpoint, parsed, for the destination check.
 */
function checkIds(call: RequestCall): URL | undefined {
	if (call.mapping) checkMappingIds(call.mapping, "providerMapping", "caller");
	if (call.endpointUrl !== undefined) return checkEndpointUrl(call.endpointUrl);
	// The auto router takes the caller's id, with its `:provider` suffix; every other route a provider's id.
	if (call.helper.provider === "auto") checkId(call.model, "model id", "model", "caller");
	// A provider's route is built from the mapping's provider id, checked just above, when there is one.
	else if (call.model !== call.mapping?.providerId)
		checkId(call.model, "provider model id", "model", "caller");
	return undefined;
}

/**
 * The request for a settled call, synchronously and without the network, its body not yet
 * serialised: what both the client (which sends it) and the snippet generator (which writes it as
 * code and has no use for the bytes; a multipart form alone costs more than the rest) build on.
 *
 * @param call - The settled call: the provider's helper, the provider's model id, the task's
 *   arguments, the token, and the hosts to use.
 * @returns The URL, method, headers and unserialised payload, with the context the helper used.
 * @throws {InferenceClientInputError} when an id, the token, `billTo`, a header value or a host
 *   URL (not http(s), or with credentials) is malformed, or a hub token is used with a provider
 *   that only takes its own key.
 * @throws {InferenceClientRoutingError} when the auto-router is asked for without a hub token, or the
 *   URL built would leave its provider's route.
 * @example
 * ```ts
 * import { getProviderHelper } from "@hubkit/inference";
 * import { buildRequestParts } from "@hubkit/inference/internal";
 *
 * const parts = buildRequestParts({
 * 	helper: getProviderHelper("hf-inference", "text-classification"),
 * 	model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
 * 	args: { inputs: "I like you. I love you" },
 * 	routerUrl: "https://router.huggingface.co",
 * });
 * console.log(parts.url); // https://router.huggingface.co/hf-inference/models/distilbert/…
 * console.log(parts.payload); // { kind: "json", value: { inputs: "I like you. I love you" } }
 * ```
 */
export function buildRequestParts(call: RequestCall): RequestParts {
	const { helper, accessToken } = call;
	const endpoint = checkIds(call);
	checkCredential(accessToken);
	if (call.billTo !== undefined) checkHeaderValue(call.billTo, "billTo");
	const auth = authMethodFor(accessToken, call.includeCredentials);
	const module = findProvider(helper.provider);
	// Only the provider's own key reaches it: the router does not serve it (openai).
	const unrouted = module?.routed === false;
	if (unrouted && auth === "hf-token") {
		throw new InferenceClientInputError(
			`Provider ${helper.provider} is closed-source and does not support HF tokens.`,
		);
	}
	if (helper.provider === "auto" && auth !== "hf-token") {
		throw new InferenceClientRoutingError(autoRouterRefusal(auth === "provider-key"));
	}
	const host = providerHostOf(helper, module);
	// The hub-hosted provider and the auto router have no host of their own: they are always reached through the router.
	const routed = host === undefined || (auth !== "provider-key" && !unrouted);
	const baseUrl = routed
		? helper.provider === "auto"
			? call.routerUrl
			: `${call.routerUrl}/${helper.provider}`
		: withoutTrailingSlash(call.providerBaseUrls?.[host] ?? PROVIDER_BASE_URLS[host]);
	// Checked here as well as where the client resolves a call: the snippet generator comes only through here.
	const base = parseBase(baseUrl, routed ? "routerUrl" : `providerBaseUrls.${host}`);
	const context: RequestContext = {
		model: call.model,
		task: helper.task,
		args: call.args,
		routed,
		baseUrl,
		routerUrl: call.routerUrl,
	};
	if (call.endpointUrl !== undefined) context.endpointUrl = call.endpointUrl;
	if (call.mapping) context.mapping = call.mapping;
	if (call.outputType) context.outputType = call.outputType;
	if (call.stream) context.stream = true;
	const url = helper.url?.(context) ?? joinUrl(baseUrl, helper.route(context));
	checkDestination(url, base, endpoint);
	const payload = helper.payload(context);
	const headers: Record<string, string> = {};
	if (accessToken && auth !== "none") {
		const scheme = auth === "provider-key" && helper.directAuthScheme ? helper.directAuthScheme : "Bearer";
		headers.Authorization = `${scheme} ${accessToken}`;
	} else if (helper.alwaysAuthorize) {
		headers.Authorization = "Bearer ";
	}
	if (payload.kind === "json") headers["Content-Type"] = "application/json";
	else if (payload.kind === "binary" && payload.data.type) {
		checkHeaderValue(payload.data.type, "the binary input's media type");
		headers["Content-Type"] = payload.data.type;
	}
	if (call.billTo) headers["X-HF-Bill-To"] = call.billTo;
	// The token and bill-to are checked above; the rest is the code's own, but for a provider's extra headers.
	if (helper.headers) {
		const extra = helper.headers(context);
		checkHeaders(extra, (name) => `the ${helper.provider} header ${quoted(name)}`);
		Object.assign(headers, extra);
	}
	headers["User-Agent"] = USER_AGENT;
	const credentials =
		typeof call.includeCredentials === "string"
			? call.includeCredentials
			: call.includeCredentials === true
				? "include"
				: undefined;
	const parts: RequestParts = { url, method: "POST", headers, payload, context };
	if (credentials) parts.credentials = credentials;
	return parts;
}

/**
 * The request for a settled call with its body serialised, ready for `fetch`: the same as
 * {@link buildRequestParts}, plus `body` (JSON text, bytes or a multipart form).
 *
 * @param call - The settled call: the provider's helper, the provider's model id, the task's
 *   arguments, the token, and the hosts to use.
 * @returns The request's URL, method, headers and serialised body.
 * @throws {InferenceClientInputError} when an id, the token, `billTo`, a header value or a host
 *   URL (not http(s), or with credentials) is malformed, or a hub token is used with a provider
 *   that only takes its own key.
 * @throws {InferenceClientRoutingError} when the auto-router is asked for without a hub token, or the
 *   URL built would leave its provider's route.
 * @example
 * ```ts
 * import { getProviderHelper } from "@hubkit/inference";
 * import { buildResolvedRequest } from "@hubkit/inference/internal";
 *
 * const request = buildResolvedRequest({
 * 	helper: getProviderHelper("hf-inference", "fill-mask"),
 * 	model: "google-bert/bert-base-uncased",
 * 	args: { inputs: "The answer to the universe is [MASK]." },
 * 	routerUrl: "https://router.huggingface.co",
 * });
 * console.log(request.method, request.url, request.body);
 * ```
 */
export function buildResolvedRequest(call: RequestCall): BuiltRequest {
	const parts = buildRequestParts(call) as BuiltRequest;
	parts.body = serialise(parts.payload);
	return parts;
}
