import { serverMessage } from "../request/server-message.js";
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
import { routerHint } from "./router-hint.js";

/** The request that failed, as far as it is safe to show: no credential survives in it. */
export interface HttpRequestInfo {
	/** The URL called, with any credential in it (user info, token-like query values) redacted. */
	url: string;
	/** The HTTP method, e.g. `POST`. */
	method: string;
	/** The headers sent, `Authorization` and other credentials redacted. */
	headers?: Record<string, string>;
	/** The body sent, when it was JSON, with credentials redacted (binary bodies are left out). */
	body?: unknown;
}

/** The error answer a server gave, as far as it is safe to show: no credential survives in it. */
export interface HttpResponseInfo {
	/** The server's request id (`x-request-id`), or "" when it sent none; at most 256 characters. */
	requestId: string;
	/** The HTTP status code, e.g. 429. */
	status: number;
	/** The answer's body: parsed JSON, or text, cut to 16 KiB. */
	body: unknown;
}

/** The Authorization header as sent, whatever its name's case; read only to tell a hub token from a provider key. */
function authorizationOf(headers: Record<string, string> | undefined): string | undefined {
	if (!headers) return undefined;
	for (const [name, value] of Object.entries(headers))
		if (name.toLowerCase() === "authorization") return value;
	return undefined;
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
 *
 * @example
 * ```ts
 * import { InferenceClient, InferenceClientError } from "@hubkit/inference";
 *
 * const client = new InferenceClient(process.env.HF_TOKEN, { provider: "together" });
 * try {
 * 	await client.chatCompletion({
 * 		model: "no-such-org/no-such-model",
 * 		messages: [{ role: "user", content: "Hello" }],
 * 	});
 * } catch (error) {
 * 	if (!(error instanceof InferenceClientError)) throw error;
 * 	// Safe to log: no token survives in the message, the cause chain or the JSON view.
 * 	console.log(error.name, JSON.stringify(error)); // HubApiError {…}
 * }
 * ```
 */
export class InferenceClientError extends Error {
	/**
	 * @param message - What went wrong, for a person to read; redacted and cut to 4096 characters.
	 * @param options - The error's `cause`, redacted the same way.
	 * @param secrets - Credentials to scrub besides the tokens the client has already used.
	 */
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

/**
 * The call's arguments are wrong (a malformed model id, a missing input, an option out of range, a
 * header value with a line break), so nothing was sent. Its `name` is `"InputError"`. Retrying the
 * same call fails the same way: fix the arguments.
 *
 * @example
 * ```ts
 * import { InferenceClient, InferenceClientInputError } from "@hubkit/inference";
 *
 * const client = new InferenceClient(process.env.HF_TOKEN);
 * try {
 * 	await client.textClassification({ model: "../../admin", inputs: "I like you" });
 * } catch (error) {
 * 	if (error instanceof InferenceClientInputError) console.log("Check the arguments:", error.message);
 * 	else throw error;
 * }
 * ```
 */
export class InferenceClientInputError extends InferenceClientError {
	/**
	 * @param message - Which argument is wrong and why.
	 * @param options - The error's `cause`.
	 */
	constructor(message: string, options?: ErrorOptions) {
		super(message, options);
		this.name = "InputError";
	}
}

/**
 * No provider or route can serve the call as asked: the hub lists no provider for the model (or
 * not the one asked for), the auto-router was asked for with a provider key, or the request built
 * would leave its provider's route. Its `name` is `"RoutingError"`; nothing was sent to a provider.
 *
 * @example
 * ```ts
 * import { InferenceClient, InferenceClientRoutingError } from "@hubkit/inference";
 *
 * const client = new InferenceClient(process.env.HF_TOKEN, { provider: "groq" });
 * try {
 * 	// The hub lists no groq mapping for this model.
 * 	await client.chatCompletion({
 * 		model: "HuggingFaceTB/SmolLM3-3B",
 * 		messages: [{ role: "user", content: "Hello" }],
 * 	});
 * } catch (error) {
 * 	if (error instanceof InferenceClientRoutingError) console.log("Pick another provider:", error.message);
 * 	else throw error;
 * }
 * ```
 */
export class InferenceClientRoutingError extends InferenceClientError {
	/**
	 * @param message - Why no route serves the call.
	 * @param options - The error's `cause`.
	 */
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
 *
 * Catch this one to handle both of its kinds, {@link InferenceClientProviderApiError} and
 * {@link InferenceClientHubApiError}.
 *
 * @example
 * ```ts
 * import { InferenceClient, InferenceClientHttpRequestError } from "@hubkit/inference";
 *
 * const client = new InferenceClient(process.env.HF_TOKEN);
 * try {
 * 	await client.chatCompletion({
 * 		model: "meta-llama/Llama-3.1-8B-Instruct",
 * 		messages: [{ role: "user", content: "Hello" }],
 * 		temperature: -1,
 * 	});
 * } catch (error) {
 * 	if (!(error instanceof InferenceClientHttpRequestError)) throw error;
 * 	// Quote the request id when you report the failure to the provider.
 * 	console.log(error.status, error.requestId, error.httpRequest.url);
 * }
 * ```
 */
export abstract class InferenceClientHttpRequestError extends InferenceClientError {
	/** The request that failed, credentials redacted. */
	readonly httpRequest: HttpRequestInfo;
	/** The server's error answer: status, request id and body, credentials redacted. */
	readonly httpResponse: HttpResponseInfo;
	/**
	 * The likely cause and its fix, in plain words, when the router or the hub refused a call made
	 * with a hub token (or none); undefined for any other answer, and for a provider refusing its
	 * own key. Never quotes the token. The cases: {@link routerHint}.
	 */
	readonly hint: string | undefined;

	/**
	 * @param message - What went wrong, for a person to read.
	 * @param request - The request sent; redacted as the error is made.
	 * @param response - The error answer; redacted as the error is made.
	 * @param secrets - The tokens the call used, to scrub wherever they appear.
	 * @param options - The error's `cause`.
	 */
	constructor(
		message: string,
		request: HttpRequestInfo,
		response: HttpResponseInfo,
		secrets: readonly string[] = [],
		options?: ErrorOptions,
	) {
		super(message, options, secrets);
		this.hint = routerHint(response.status, serverMessage(response.body), authorizationOf(request.headers));
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

	/** The HTTP status of the error answer, e.g. 429 or 503. */
	get status(): number {
		return this.httpResponse.status;
	}

	/** The server's request id (`x-request-id`), or "" when it sent none: quote it in support requests. */
	get requestId(): string {
		return this.httpResponse.requestId;
	}
}

/**
 * An inference provider (or the router in front of it) answered with an error status, after the
 * retries the call allowed (429 and 503 are retried unless `retryOnError` is false). Its `name` is
 * `"ProviderApiError"`; `status`, `requestId`, `httpRequest` and `httpResponse` tell what happened.
 *
 * @example
 * ```ts
 * import { InferenceClient, InferenceClientProviderApiError } from "@hubkit/inference";
 *
 * const client = new InferenceClient(process.env.HF_TOKEN);
 * try {
 * 	await client.chatCompletion({
 * 		model: "meta-llama/Llama-3.1-8B-Instruct",
 * 		messages: [{ role: "user", content: "Hello" }],
 * 		temperature: -1,
 * 	});
 * } catch (error) {
 * 	if (!(error instanceof InferenceClientProviderApiError)) throw error;
 * 	console.log(`The provider refused the call (${error.status}):`, error.httpResponse.body);
 * }
 * ```
 */
export class InferenceClientProviderApiError extends InferenceClientHttpRequestError {
	/**
	 * @param args - As for {@link InferenceClientHttpRequestError}: the message, the request, the
	 *   response, the secrets to scrub and the error's options.
	 */
	constructor(...args: ConstructorParameters<typeof InferenceClientHttpRequestError>) {
		super(...args);
		this.name = "ProviderApiError";
	}
}

/**
 * The hub's API answered a model or provider-mapping lookup with an error status: most often 404,
 * a model id that does not exist (or is private to a token without access). Its `name` is
 * `"HubApiError"`.
 *
 * @example
 * ```ts
 * import { InferenceClient, InferenceClientHubApiError } from "@hubkit/inference";
 *
 * const client = new InferenceClient(process.env.HF_TOKEN, { provider: "together" });
 * try {
 * 	await client.chatCompletion({
 * 		model: "no-such-org/no-such-model",
 * 		messages: [{ role: "user", content: "Hello" }],
 * 	});
 * } catch (error) {
 * 	if (!(error instanceof InferenceClientHubApiError)) throw error;
 * 	console.log(error.status); // 404
 * }
 * ```
 */
export class InferenceClientHubApiError extends InferenceClientHttpRequestError {
	/**
	 * @param args - As for {@link InferenceClientHttpRequestError}: the message, the request, the
	 *   response, the secrets to scrub and the error's options.
	 */
	constructor(...args: ConstructorParameters<typeof InferenceClientHttpRequestError>) {
		super(...args);
		this.name = "HubApiError";
	}
}

/**
 * A provider answered successfully but with something that is not the task's promised shape: a
 * field missing or of the wrong type, a stream line or a JSON answer over the client's limits, a
 * stream cut off before its end, a queued job that failed. Its `name` is `"ProviderOutputError"`.
 * Retrying may help when the provider had a passing fault; report it to the provider otherwise.
 *
 * @example
 * ```ts
 * import { InferenceClient, InferenceClientProviderOutputError } from "@hubkit/inference";
 *
 * const client = new InferenceClient(process.env.HF_TOKEN);
 * try {
 * 	const labels = await client.textClassification({
 * 		model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
 * 		inputs: "I like you. I love you",
 * 	});
 * 	console.log(labels);
 * } catch (error) {
 * 	if (error instanceof InferenceClientProviderOutputError) console.log("Unexpected answer:", error.message);
 * 	else throw error;
 * }
 * ```
 */
export class InferenceClientProviderOutputError extends InferenceClientError {
	/**
	 * @param message - What in the answer is not as promised.
	 * @param options - The error's `cause`.
	 */
	constructor(message: string, options?: ErrorOptions) {
		super(message, options);
		this.name = "ProviderOutputError";
	}
}

/**
 * The call (all its attempts and polls together) took longer than `timeoutMs`, a stream stayed
 * silent longer than `idleTimeoutMs`, or a queued job was still running when the polling bounds
 * (`polling.maxDurationMs`, `polling.maxAttempts`) ran out. Its `name` is `"TimeoutError"`.
 *
 * @example
 * ```ts
 * import { InferenceClient, InferenceClientTimeoutError } from "@hubkit/inference";
 *
 * const client = new InferenceClient(process.env.HF_TOKEN, { timeoutMs: 30_000 });
 * try {
 * 	const reply = await client.chatCompletion({
 * 		model: "meta-llama/Llama-3.1-8B-Instruct",
 * 		messages: [{ role: "user", content: "Hello" }],
 * 	});
 * 	console.log(reply.choices[0]?.message.content);
 * } catch (error) {
 * 	if (error instanceof InferenceClientTimeoutError) console.log(`No answer within ${error.timeoutMs} ms`);
 * 	else throw error;
 * }
 * ```
 */
export class InferenceClientTimeoutError extends InferenceClientError {
	/** The limit that ran out, in milliseconds. */
	readonly timeoutMs: number;

	/**
	 * @param timeoutMs - The limit that ran out, in milliseconds.
	 * @param message - What ran out, for a person to read.
	 * @param options - The error's `cause`.
	 */
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
