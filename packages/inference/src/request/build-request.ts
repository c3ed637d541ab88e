import { PROVIDER_BASE_URLS, type ProviderHost } from "../config/providers.js";
import { PACKAGE_NAME, PACKAGE_VERSION } from "../config/version.js";
import { InferenceClientInputError, InferenceClientRoutingError } from "../errors/errors.js";
import type { OutputType, Payload, RequestContext, TaskHelper } from "../providers/helper.js";
import type { CredentialsMode, InferenceProviderMappingEntry } from "../types/options.js";
import { checkDestination } from "../validation/destination.js";
import { checkCredential, checkHeaders, checkHeaderValue } from "../validation/header-values.js";
import { checkEndpointUrl, checkId, checkMappingIds, quoted } from "../validation/ids.js";

/** How the call authenticates, which decides where it goes. */
export type AuthMethod = "hf-token" | "provider-key" | "credentials-include" | "none";

/** A call whose model, provider and inputs are all settled: everything needed to build the request. */
export interface ResolvedCall {
	helper: TaskHelper;
	/** The provider's model id, or the endpoint URL. */
	model: string;
	mapping?: InferenceProviderMappingEntry;
	/** The task's arguments, binaries read into bytes. */
	args: Record<string, unknown>;
	accessToken?: string;
	endpointUrl?: string;
	billTo?: string;
	routerUrl: string;
	providerBaseUrls?: Partial<Record<ProviderHost, string>>;
	includeCredentials?: CredentialsMode | boolean;
	outputType?: OutputType;
	stream?: boolean;
}

/** A request before its body is serialised: what code that writes the request out (snippets) needs. */
export interface RequestParts {
	url: string;
	method: "POST";
	headers: Record<string, string>;
	/** The body before serialisation (what snippets render). */
	payload: Payload;
	credentials?: CredentialsMode;
	/** The context the helper used, kept for reading the answer. */
	context: RequestContext;
}

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

function hostOf(helper: TaskHelper): ProviderHost | undefined {
	if (helper.provider === "hf-inference" || helper.provider === "auto") return undefined;
	return helper.host === "queue" ? "fal-ai-queue" : helper.provider;
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
 * come through: whatever resolved the call, an id never reaches a route unchecked.
 */
function checkIds(call: ResolvedCall): void {
	if (call.endpointUrl !== undefined) checkEndpointUrl(call.endpointUrl);
	// The auto router takes the caller's id, with its `:provider` suffix; every other route a provider's id.
	else
		checkId(
			call.model,
			call.helper.provider === "auto" ? "model id" : "provider model id",
			"model",
			"caller",
		);
	if (call.mapping) checkMappingIds(call.mapping, "providerMapping", "caller");
}

/**
 * The request for a settled call, synchronously and without the network, its body not yet
 * serialised: what both the client (which sends it) and the snippet generator (which writes it as
 * code and has no use for the bytes; a multipart form alone costs more than the rest) build on.
 */
export function buildRequestParts(call: ResolvedCall): RequestParts {
	const { helper, accessToken } = call;
	checkIds(call);
	checkCredential(accessToken);
	if (call.billTo !== undefined) checkHeaderValue(call.billTo, "billTo");
	const auth = authMethodFor(accessToken, call.includeCredentials);
	if (helper.clientSideRoutingOnly && auth === "hf-token") {
		throw new InferenceClientInputError(
			`Provider ${helper.provider} is closed-source and does not support HF tokens.`,
		);
	}
	if (helper.provider === "auto" && auth !== "hf-token") {
		throw new InferenceClientRoutingError("Cannot select auto-router when using non-Hugging Face API key.");
	}
	const host = hostOf(helper);
	// hf-inference and the auto router have no host of their own: they are always reached through the router.
	const routed = host === undefined || (auth !== "provider-key" && !helper.clientSideRoutingOnly);
	const baseUrl = routed
		? helper.provider === "auto"
			? call.routerUrl
			: `${call.routerUrl}/${helper.provider}`
		: (call.providerBaseUrls?.[host] ?? PROVIDER_BASE_URLS[host]).replace(/\/+$/, "");
	const context: RequestContext = {
		model: call.endpointUrl ?? call.model,
		task: helper.task,
		args: call.args,
		routed,
		baseUrl,
		routerUrl: call.routerUrl,
	};
	if (call.mapping) context.mapping = call.mapping;
	if (call.outputType) context.outputType = call.outputType;
	if (call.stream) context.stream = true;
	const url = helper.url?.(context) ?? joinUrl(baseUrl, helper.route(context));
	checkDestination(url, baseUrl, call.endpointUrl);
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

/** The request for a settled call with its body serialised, ready for `fetch`. */
export function buildResolvedRequest(call: ResolvedCall): BuiltRequest {
	const parts = buildRequestParts(call) as BuiltRequest;
	parts.body = serialise(parts.payload);
	return parts;
}
