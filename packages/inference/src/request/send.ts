import { retryOnErrorOf } from "../client/option-aliases.js";
import {
	type HttpRequestInfo,
	InferenceClientHubApiError,
	InferenceClientProviderApiError,
} from "../errors/errors.js";
import type { CredentialsMode } from "../types/options.js";
import { hostOf } from "../utils/urls.js";
import { type CallContext, sleep } from "./call-context.js";
import { backoffDelay, requestedDelay } from "./retry-delay.js";
import { describeStatus, readErrorBody, serverMessage } from "./server-message.js";
import { isTransientFailure } from "./transient-failure.js";

export interface HttpCall {
	url: string;
	method: "GET" | "POST";
	headers: Record<string, string>;
	body?: string | Uint8Array | FormData;
	credentials?: CredentialsMode;
}

/** Which API answered, for the error class, and how to word its failures. */
export interface ErrorWording {
	api: "provider" | "hub";
	/** Builds the message from the server's words (or a description of the status). */
	message(detail: string): string;
}

export const PROVIDER_WORDING: ErrorWording = {
	api: "provider",
	message: (detail) => `Failed to perform inference: ${detail}`,
};

const RETRY_STATUSES = new Set([429, 503]);

function requestInfo(call: HttpCall): HttpRequestInfo {
	let body: unknown;
	if (typeof call.body === "string") {
		try {
			body = JSON.parse(call.body);
		} catch {
			body = call.body;
		}
	} else if (call.body instanceof Uint8Array) body = `[binary, ${call.body.byteLength} bytes]`;
	else if (call.body !== undefined) body = "[FormData]";
	return {
		url: call.url,
		method: call.method,
		headers: call.headers,
		...(body !== undefined ? { body } : {}),
	};
}

/** The longest part of a network failure's own words quoted in the message. */
const REASON_CHARS = 300;

/** What fetch said went wrong: undici puts the network's words in `cause`, browsers in the message. */
function failureReason(error: unknown): string {
	const reason =
		error instanceof Error
			? error.cause instanceof Error
				? error.cause.message
				: error.message
			: String(error);
	return reason.length > REASON_CHARS ? `${reason.slice(0, REASON_CHARS)}…` : reason;
}

/** Port 0 can never be connected to; undici still reports it as a refused connection, which is otherwise worth a retry. */
function toPortZero(url: string): boolean {
	try {
		return new URL(url).port === "0";
	} catch {
		return false;
	}
}

function errorClass(wording: ErrorWording) {
	return wording.api === "hub" ? InferenceClientHubApiError : InferenceClientProviderApiError;
}

/**
 * Sends one HTTP request for a call and returns the successful response. 429, 503 and transient
 * network failures are retried (when the call allows it) after the delay the server asked for or an
 * exponential backoff, at most `maxRetries` times; a request fetch refuses (invalid URL or header,
 * forbidden port, redirect loop) is not. Anything else not ok becomes a typed error that carries
 * the server's message (from at most 64 KiB of its body), status and request id, with every
 * credential removed.
 */
export async function send(
	call: HttpCall,
	ctx: CallContext,
	wording: ErrorWording = PROVIDER_WORDING,
): Promise<Response> {
	const { maxRetries = 3, maxRetryDelayMs = 30_000 } = ctx.options;
	const retries = retryOnErrorOf(ctx.options) ? Math.max(0, maxRetries) : 0;
	const Failure = errorClass(wording);
	for (let attempt = 0; ; attempt++) {
		let response: Response;
		try {
			const init: RequestInit = { method: call.method, headers: call.headers, signal: ctx.signal };
			if (call.body !== undefined) init.body = call.body as BodyInit;
			if (call.credentials) init.credentials = call.credentials;
			const pending = ctx.fetch(call.url, init);
			// A custom fetch may ignore the signal: the call still ends when it is stopped.
			response = await (ctx.customFetch ? ctx.race(pending) : pending);
		} catch (error) {
			if (ctx.failure) throw ctx.failure;
			const transient = isTransientFailure(error) && !toPortZero(call.url);
			if (transient && attempt < retries) {
				await sleep(backoffDelay(attempt), ctx.signal);
				continue;
			}
			throw new Failure(
				wording.message(
					transient
						? `could not reach ${hostOf(call.url)} (${failureReason(error)})`
						: `the request to ${hostOf(call.url)} failed (${failureReason(error)})`,
				),
				requestInfo(call),
				{ requestId: "", status: 0, body: "" },
				ctx.secrets,
				{ cause: error },
			);
		}
		if (response.ok) return response;
		const body = await (ctx.customFetch ? ctx.race(readErrorBody(response)) : readErrorBody(response));
		if (ctx.failure) throw ctx.failure;
		if (RETRY_STATUSES.has(response.status) && attempt < retries) {
			const asked = requestedDelay(response.headers, body);
			if (asked === undefined || asked <= maxRetryDelayMs) {
				await sleep(asked ?? backoffDelay(attempt), ctx.signal);
				continue;
			}
		}
		throw new Failure(
			wording.message(serverMessage(body) ?? describeStatus(response)),
			requestInfo(call),
			{ requestId: response.headers.get("x-request-id") ?? "", status: response.status, body },
			ctx.secrets,
		);
	}
}
