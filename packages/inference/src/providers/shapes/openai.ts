import type { InferenceTask } from "../../inference-tasks.js";
import type { TextGenerationOutput } from "../../types/generated/index.js";
import type { RequestContext, ResponseContext, TaskHelper } from "../helper.js";
import {
	arrayOf,
	type Check,
	expectShape,
	isNumber,
	isString,
	malformed,
	optional,
	shape,
} from "./output-checks.js";

const isChatCompletion = shape({
	choices: Array.isArray,
	created: isNumber,
	id: isString,
	model: isString,
	system_fingerprint: optional(isString),
	usage: (value) => typeof value === "object" && value !== null,
});

export interface OpenAIShapeOptions<Output> {
	/** Rewrites the body (drop fields a provider refuses, rename parameters). */
	body?(body: Record<string, unknown>, ctx: RequestContext): Record<string, unknown>;
	url?(ctx: RequestContext): string | undefined;
	headers?(ctx: RequestContext): Record<string, string>;
	output?(data: unknown, ctx: ResponseContext): Output;
}

/**
 * OpenAI's chat completions, which most providers speak. `model` goes first in the body so a proxy
 * can route on a short prefix of it (messages may carry megabytes of images), and it is always the
 * provider's id, never the caller's hub id.
 */
export function openAIChat<Output = unknown>(
	provider: string,
	route = "v1/chat/completions",
	options: OpenAIShapeOptions<Output> = {},
): TaskHelper<Output> {
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
		output(data, ctx) {
			if (options.output) return options.output(data, ctx);
			return expectShape<Output>(data, isChatCompletion, provider, "conversational", "ChatCompletionOutput");
		},
	};
}

const generatedTexts = arrayOf(shape({ generated_text: isString }));

/**
 * Text generation on an OpenAI-style completions route. Providers answer either the hub's
 * `[{generated_text}]` or OpenAI's `{choices: [{text}]}`; both become `{generated_text}`.
 */
export function openAICompletions<Output = unknown>(
	provider: string,
	route = "v1/completions",
	options: OpenAIShapeOptions<Output> = {},
): TaskHelper<Output> {
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
		output(data, ctx) {
			if (options.output) return options.output(data, ctx);
			const list = Array.isArray(data) ? data : [data];
			if (list.length > 0 && generatedTexts(list)) return list[0] as Output;
			const text = (data as { choices?: Array<{ text?: unknown }> } | null)?.choices?.[0]?.text;
			if (typeof text === "string") return { generated_text: text } as Output;
			return expectShape<Output>(
				data,
				() => false,
				provider,
				"text-generation",
				"Array<{generated_text: string}>",
			);
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
 * `messages`; we send the prompt as one user message and read the reply back as generated text.
 */
/* @__NO_SIDE_EFFECTS__ */
export function chatBackedGeneration(provider: string, route: string): TaskHelper<TextGenerationOutput> {
	return openAICompletions<TextGenerationOutput>(provider, route, {
		body(body) {
			const { prompt, ...rest } = completionsBody(body);
			return { ...rest, messages: [{ role: "user", content: prompt }] };
		},
		output(data) {
			const reply = (
				data as { choices?: Array<{ message?: { content?: unknown }; finish_reason?: unknown }> } | null
			)?.choices?.[0];
			if (typeof reply?.message?.content !== "string") {
				throw malformed(provider, "text-generation", "{choices: [{message: {content: string}}]}");
			}
			return {
				generated_text: reply.message.content,
				...(typeof reply.finish_reason === "string"
					? { details: { finish_reason: reply.finish_reason } }
					: {}),
			};
		},
	});
}

/** OpenAI-style embeddings: `{input, model}` in, `data[].embedding` out (as the hub's nested arrays). */
export function openAIEmbeddings(
	provider: string,
	route = "v1/embeddings",
	options: Pick<OpenAIShapeOptions<number[][]>, "body"> = {},
): TaskHelper<number[][]> {
	const task: InferenceTask = "feature-extraction";
	const embeddings: Check = shape({ data: arrayOf(shape({ embedding: arrayOf(isNumber) })) });
	return {
		provider,
		task,
		route: () => route,
		jsonAnswer: true,
		payload(ctx) {
			const { inputs, parameters, ...rest } = ctx.args;
			const body = { ...rest, ...(parameters as object | undefined), input: inputs, model: ctx.model };
			return { kind: "json", value: options.body ? options.body(body, ctx) : body };
		},
		output(data) {
			const body = expectShape<{ data: Array<{ embedding: number[] }> }>(
				data,
				embeddings,
				provider,
				task,
				"{data: Array<{embedding: number[]}>}",
			);
			return body.data.map((item) => item.embedding);
		},
	};
}
