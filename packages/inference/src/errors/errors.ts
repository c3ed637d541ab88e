import {
	causeView,
	MAX_MESSAGE_LENGTH,
	redactHeaders,
	redactRequestId,
	redactUrl,
	redactValue,
	safeCause,
	scrub,
} from "./redact.js";

/** The request that failed, as far as it is safe to show: no credential survives in it. */
export interface HttpRequestInfo {
	url: string;
	method: string;
	headers?: Record<string, string>;
	body?: unknown;
}

export interface HttpResponseInfo {
	/** The server's request id (`x-request-id`), or "" when it sent none; at most 256 characters. */
	requestId: string;
	status: number;
	body: unknown;
}

function safeOptions(options: ErrorOptions | undefined): ErrorOptions | undefined {
	if (options?.cause === undefined) return options;
	return { ...options, cause: safeCause(options.cause) };
}

/**
 * Base of every error the client throws; catch this to catch them all. Every one redacts itself
 * as it is made: the tokens the client has used (and `secrets`) are scrubbed from its message and
 * its cause chain before the stack is captured, the message is cut to 4096 characters, and
 * `toJSON` gives a view that is safe to log.
 */
export class InferenceClientError extends Error {
	constructor(message: string, options?: ErrorOptions, secrets: readonly string[] = []) {
		super(scrub(String(message), secrets, MAX_MESSAGE_LENGTH), safeOptions(options));
		this.name = "InferenceClientError";
	}

	/** What `JSON.stringify` shows: name, message, the error's own (already redacted) fields, and the cause's name and message. */
	toJSON(): Record<string, unknown> {
		const view: Record<string, unknown> = { name: this.name, message: this.message };
		for (const key of Object.keys(this)) view[key] ??= (this as unknown as Record<string, unknown>)[key];
		if (this.cause !== undefined) view.cause = causeView(this.cause);
		return view;
	}
}

/** The call's arguments are wrong; nothing was sent. */
export class InferenceClientInputError extends InferenceClientError {
	constructor(message: string, options?: ErrorOptions) {
		super(message, options);
		this.name = "InputError";
	}
}

/** No provider or route can serve the call as asked. */
export class InferenceClientRoutingError extends InferenceClientError {
	constructor(message: string, options?: ErrorOptions) {
		super(message, options);
		this.name = "RoutingError";
	}
}

/**
 * A server answered with an error. The request and response are kept for debugging, with every
 * credential removed: `secrets` (the tokens the call used) and any token the client has used are
 * scrubbed from the message, the URL, the headers, the request id and both bodies (keys as well as
 * values), and each body is kept up to 16 KiB of text.
 */
export abstract class InferenceClientHttpRequestError extends InferenceClientError {
	readonly httpRequest: HttpRequestInfo;
	readonly httpResponse: HttpResponseInfo;

	constructor(
		message: string,
		request: HttpRequestInfo,
		response: HttpResponseInfo,
		secrets: readonly string[] = [],
		options?: ErrorOptions,
	) {
		super(message, options, secrets);
		this.httpRequest = {
			url: redactUrl(request.url),
			method: request.method,
			...(request.headers ? { headers: redactHeaders(request.headers) } : {}),
			...(request.body !== undefined ? { body: redactValue(request.body) } : {}),
		};
		this.httpResponse = {
			requestId: redactRequestId(String(response.requestId ?? "")),
			status: response.status,
			body: redactValue(response.body),
		};
	}

	override toJSON(): Record<string, unknown> {
		return { ...super.toJSON(), status: this.status, requestId: this.requestId };
	}

	get status(): number {
		return this.httpResponse.status;
	}

	get requestId(): string {
		return this.httpResponse.requestId;
	}
}

/** An inference provider (or the router) answered with an error status. */
export class InferenceClientProviderApiError extends InferenceClientHttpRequestError {
	constructor(...args: ConstructorParameters<typeof InferenceClientHttpRequestError>) {
		super(...args);
		this.name = "ProviderApiError";
	}
}

/** The hub's API (model and provider-mapping lookups) answered with an error status. */
export class InferenceClientHubApiError extends InferenceClientHttpRequestError {
	constructor(...args: ConstructorParameters<typeof InferenceClientHttpRequestError>) {
		super(...args);
		this.name = "HubApiError";
	}
}

/** A provider answered successfully but with something that is not the promised shape. */
export class InferenceClientProviderOutputError extends InferenceClientError {
	constructor(message: string, options?: ErrorOptions) {
		super(message, options);
		this.name = "ProviderOutputError";
	}
}

/**
 * The call (all its attempts and polls together) took longer than `timeoutMs`, a stream stayed
 * silent longer than `idleTimeoutMs`, or a queued job was still running when the polling bounds
 * (`polling.maxDurationMs`, `polling.maxAttempts`) ran out.
 */
export class InferenceClientTimeoutError extends InferenceClientError {
	readonly timeoutMs: number;

	constructor(
		timeoutMs: number,
		message = `The request timed out after ${timeoutMs} ms.`,
		options?: ErrorOptions,
	) {
		super(message, options);
		this.name = "TimeoutError";
		this.timeoutMs = timeoutMs;
	}
}
