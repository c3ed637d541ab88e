import { redactHeaders, redactUrl, redactValue, scrub } from "./redact.js";

/** The request that failed, as far as it is safe to show: no credential survives in it. */
export interface HttpRequestInfo {
	url: string;
	method: string;
	headers?: Record<string, string>;
	body?: unknown;
}

export interface HttpResponseInfo {
	/** The server's request id (`x-request-id`), or "" when it sent none. */
	requestId: string;
	status: number;
	body: unknown;
}

/** Base of every error the client throws; catch this to catch them all. */
export class InferenceClientError extends Error {
	constructor(message: string, options?: ErrorOptions) {
		super(message, options);
		this.name = "InferenceClientError";
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
 * credential removed: `secrets` (the tokens the call used) are scrubbed from the message, the URL,
 * the headers and both bodies.
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
		super(scrub(message, secrets), options);
		this.httpRequest = {
			url: redactUrl(request.url, secrets),
			method: request.method,
			...(request.headers ? { headers: redactHeaders(request.headers) } : {}),
			...(request.body !== undefined ? { body: redactValue(request.body, secrets) } : {}),
		};
		this.httpResponse = { ...response, body: redactValue(response.body, secrets) };
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
 * The call (all its attempts and polls together) took longer than `timeoutMs`, or a queued job was
 * still running when the polling bounds ran out.
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
