import type { RequestContext, RequestHelper } from "../helper.js";

export interface OpenAIShapeOptions {
	/** Rewrites the body (drop fields a provider refuses, rename parameters). */
	body?(body: Record<string, unknown>, ctx: RequestContext): Record<string, unknown>;
	url?(ctx: RequestContext): string | undefined;
	headers?(ctx: RequestContext): Record<string, string>;
}

/**
 * OpenAI's chat completions, which most providers speak. `model` goes first in the body so a proxy
 * can route on a short prefix of it (messages may carry megabytes of images), and it is always the
 * provider's id, never the caller's hub id. Its answer: `openAIChatAnswer`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function openAIChat(
	provider: string,
	route = "v1/chat/completions",
	options: OpenAIShapeOptions = {},
): RequestHelper {
	return {
		provider,
		task: "conversational",
		route: () => route,
		jsonAnswer: true,
		...(options.url ? { url: options.url } : {}),
		...(options.headers ? { headers: options.headers } : {}),
		payload(ctx) {
			const { model: _callerModel, ...args } = ctx.args;
			const body = { model: ctx.model, ...args };
			return { kind: "json", value: options.body ? options.body(body, ctx) : body };
		},
	};
}

/** Text generation on an OpenAI-style completions route. Its answer: `openAICompletionsAnswer`. */
/* @__NO_SIDE_EFFECTS__ */
export function openAICompletions(
	provider: string,
	route = "v1/completions",
	options: OpenAIShapeOptions = {},
): RequestHelper {
	return {
		provider,
		task: "text-generation",
		route: () => route,
		jsonAnswer: true,
		...(options.url ? { url: options.url } : {}),
		...(options.headers ? { headers: options.headers } : {}),
		payload(ctx) {
			const body = { ...ctx.args, model: ctx.model };
			return { kind: "json", value: options.body ? options.body(body, ctx) : body };
		},
	};
}

/**
 * The hub's `{inputs, parameters}` as an OpenAI completions body: the prompt is `prompt`, the length
 * limit `max_tokens`, and the other parameters sit at the top level.
 */
export function completionsBody({
	inputs,
	parameters,
	model,
	...rest
}: Record<string, unknown>): Record<string, unknown> {
	const { max_new_tokens, ...others } = (parameters ?? {}) as Record<string, unknown>;
	return {
		model,
		...rest,
		...(parameters ? { max_tokens: max_new_tokens, ...others } : {}),
		prompt: inputs,
	};
}

/**
 * Text generation for providers that only serve it on their chat route (groq, novita). The
 * reference client posts the hub's `{inputs, parameters}` there, which those APIs refuse for want of
 * `messages`; we send the prompt as one user message (and `chatBackedAnswer` reads the reply back as
 * generated text).
 */
/* @__NO_SIDE_EFFECTS__ */
export function chatBackedGeneration(provider: string, route: string): RequestHelper {
	return openAICompletions(provider, route, {
		body(body) {
			const { prompt, ...rest } = completionsBody(body);
			return { ...rest, messages: [{ role: "user", content: prompt }] };
		},
	});
}

/**
 * OpenAI-style embeddings: `{input, model}` in (and `data[].embedding` out, read by
 * `openAIEmbeddingsAnswer` as the hub's nested arrays).
 */
/* @__NO_SIDE_EFFECTS__ */
export function openAIEmbeddings(
	provider: string,
	route = "v1/embeddings",
	options: Pick<OpenAIShapeOptions, "body"> = {},
): RequestHelper {
	return {
		provider,
		task: "feature-extraction",
		route: () => route,
		jsonAnswer: true,
		payload(ctx) {
			const { inputs, parameters, ...rest } = ctx.args;
			const body = { ...rest, ...(parameters as object | undefined), input: inputs, model: ctx.model };
			return { kind: "json", value: options.body ? options.body(body, ctx) : body };
		},
	};
}
