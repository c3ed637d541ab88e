import { retryOnErrorOf } from "../client/option-aliases.js";
import { hubUrlFrom } from "../defaults/hosts.js";
import type { HttpRequestInfo } from "../errors/errors.js";
import { createCallContext, sleep } from "../request/call-context.js";
import { readCapped } from "../request/read-capped.js";
import { backoffDelay, requestedDelay } from "../request/retry-delay.js";
import { readErrorBody, serverMessage } from "../request/server-message.js";
import { isTransientFailure } from "../request/transient-failure.js";
import { hostOf } from "../utils/urls.js";
import { checkCredential } from "../validation/header-values.js";
import { checkId, encodeIdPath } from "../validation/ids.js";
import { type HubModelErrorReason, InferenceClientHubModelError } from "./hub-model-error.js";

/** What a model lookup may be given; an option given as `undefined` counts as left out. */
export interface ModelInfoOptions {
	/** The hub's origin; default `HF_ENDPOINT` where the runtime has an environment, else the public hub. */
	hubUrl?: string | undefined;
	/** A hub token (`hf_…`), for private and gated models; it goes to the hub and nowhere else. */
	accessToken?: string | undefined;
	/** Used for the request instead of the runtime's fetch. */
	fetch?: typeof fetch | undefined;
	/** Aborts the lookup (`InferenceClientAbortError`). */
	signal?: AbortSignal | undefined;
	/** The lookup's time limit in ms (`InferenceClientTimeoutError`); default the client's own. */
	timeoutMs?: number | undefined;
	/** Whether 429, 503 and passing network failures are retried (up to 3 times); default true. */
	retryOnError?: boolean | undefined;
	/**
	 * The fields to ask for (the hub's `expand`); with it the hub answers `_id`, `id` and only these.
	 * Default: none asked, so the hub answers its default set.
	 */
	expand?: readonly string[] | undefined;
}

/** A model's info with its file list runs to a few MB for the largest repos; more is not model info. */
const MAX_MODEL_INFO_BYTES = 32 * 1024 * 1024;

const RETRY_STATUSES = new Set([429, 503]);

/** The hub's `X-Error-Message` for a token it does not accept (huggingface_hub `hf_raise_for_status`). */
const INVALID_CREDENTIALS = "Invalid credentials in Authorization header";
const DISABLED = "Access to this resource is disabled.";

function reasonOf(status: number, headers: Headers, hadToken: boolean): HubModelErrorReason {
	const code = headers.get("x-error-code");
	const message = headers.get("x-error-message");
	if (code === "GatedRepo") return "gated";
	if (message === DISABLED) return "disabled";
	if (status === 401) return message === INVALID_CREDENTIALS || hadToken ? "invalid-token" : "needs-token";
	if (status === 404) return "not-found";
	if (status === 403) return "forbidden";
	return "failed";
}

const WORDS: Record<HubModelErrorReason, (id: string) => string> = {
	"not-found": (id) => `the hub has no model ${id}, or it is private and this token cannot read it`,
	"needs-token": (id) =>
		`the hub has no model ${id}, or it is private: an access token that can read it may see it`,
	"invalid-token": () => "the hub does not accept the access token (invalid, expired or revoked)",
	gated: (id) => `${id} is gated: request access on its page, then use a token of the account granted it`,
	forbidden: (id) => `the access token may not read ${id}`,
	disabled: (id) => `${id} is disabled on the hub`,
	unreachable: () => "the hub could not be reached",
	malformed: () => "the hub's answer is not a model's info",
	failed: () => "the hub answered with an error",
};

/**
 * A model's info from the hub's `GET /api/models/{id}`: the JSON object as the hub answers it
 * (never trusted: its fields are whatever the hub sent). The id is checked as the client checks
 * ids, so it can never change the request's route; the token goes only to the hub, and every error
 * is an `InferenceClientHubModelError` (or the client's abort and timeout errors), token-free.
 *
 * @param id - The hub id, `owner/name`.
 * @param options - The hub, token, fetch, signal, limits and fields to ask for.
 * @returns The hub's JSON object for the model.
 * @throws {InferenceClientInputError} when `id` is not a hub id or the token is not a valid header
 *   value; nothing is sent.
 * @throws {InferenceClientRoutingError} when `hubUrl` is not an http(s) address; nothing is sent.
 * @throws {InferenceClientHubModelError} when the hub has no such model, needs a token, refuses
 *   it, cannot be reached or answers something else than a model's info: its `reason` says which.
 * @example
 * ```ts
 * import { fetchModelInfo } from "@hubkit/inference";
 *
 * const info = await fetchModelInfo("HuggingFaceTB/SmolLM3-3B", { expand: ["pipeline_tag", "library_name"] });
 * console.log(info.pipeline_tag, info.library_name);
 * ```
 */
export async function fetchModelInfo(
	id: string,
	options: ModelInfoOptions = {},
): Promise<Record<string, unknown>> {
	checkId(id, "hub model id", "id", "caller");
	const { accessToken } = options;
	if (accessToken !== undefined) checkCredential(accessToken);
	const ctx = createCallContext(
		{
			hubUrl: options.hubUrl,
			fetch: options.fetch,
			signal: options.signal,
			timeoutMs: options.timeoutMs,
			retryOnError: options.retryOnError,
		},
		accessToken,
	);
	try {
		const query = (options.expand ?? []).map((field) => `expand=${encodeURIComponent(field)}`).join("&");
		const url = `${hubUrlFrom(options.hubUrl)}/api/models/${encodeIdPath(id)}${query ? `?${query}` : ""}`;
		// Only a hub token: a provider's key is never the hub's business.
		const hadToken = accessToken?.startsWith("hf_") === true;
		const headers: Record<string, string> = hadToken ? { Authorization: `Bearer ${accessToken}` } : {};
		const request: HttpRequestInfo = { url, method: "GET", headers };
		const failure = (
			reason: HubModelErrorReason,
			response: { requestId: string; status: number; body: unknown },
			detail?: string,
			cause?: unknown,
		) =>
			new InferenceClientHubModelError(
				reason,
				`Failed to fetch model info for ${id}: ${WORDS[reason](id)}${detail ? ` (${detail})` : ""}`,
				request,
				response,
				ctx.secrets,
				cause === undefined ? undefined : { cause },
			);
		const retries = retryOnErrorOf(ctx.options) ? 3 : 0;
		for (let attempt = 0; ; attempt++) {
			let response: Response;
			try {
				const pending = ctx.fetch(url, { method: "GET", headers, signal: ctx.signal });
				response = await (ctx.customFetch ? ctx.race(pending) : pending);
			} catch (error) {
				if (ctx.failure) throw ctx.failure;
				if (isTransientFailure(error) && attempt < retries) {
					await sleep(backoffDelay(attempt), ctx.signal);
					continue;
				}
				throw failure("unreachable", { requestId: "", status: 0, body: "" }, `at ${hostOf(url)}`, error);
			}
			const requestId = response.headers.get("x-request-id") ?? "";
			if (!response.ok) {
				const body = await ctx.race(readErrorBody(response));
				if (RETRY_STATUSES.has(response.status) && attempt < retries) {
					await sleep(requestedDelay(response.headers, body) ?? backoffDelay(attempt), ctx.signal);
					continue;
				}
				const reason = reasonOf(response.status, response.headers, hadToken);
				throw failure(
					reason,
					{ requestId, status: response.status, body },
					`HTTP ${response.status}${serverMessage(body) ? `: ${serverMessage(body)}` : ""}`,
				);
			}
			const { bytes, complete } = await ctx.race(readCapped(response, MAX_MODEL_INFO_BYTES));
			let info: unknown;
			try {
				info = complete ? JSON.parse(new TextDecoder().decode(bytes)) : undefined;
			} catch {
				info = undefined;
			}
			if (info === null || typeof info !== "object" || Array.isArray(info))
				throw failure(
					"malformed",
					{ requestId, status: response.status, body: "" },
					complete ? "not a JSON object" : `larger than ${MAX_MODEL_INFO_BYTES} bytes`,
				);
			return info as Record<string, unknown>;
		}
	} finally {
		ctx.dispose();
	}
}
