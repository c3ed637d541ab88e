import { chatCompletion, chatCompletionEvents } from "../answers/chat-completion.js";
import { embed } from "../answers/embeddings.js";
import { countTokens } from "../answers/text.js";
import { textCompletion, textCompletionEvents } from "../answers/text-completion.js";
import { jsonReply, type Reply, sseReply } from "../server/reply.js";
import { badValue } from "../validation/fields.js";
import { checkChatBody, checkCompletionBody, checkEmbeddingBody } from "../validation/openai-bodies.js";
import { check, jsonBody, type ProviderCall, type RouteHandler, resolveModel, text } from "./call.js";

/** The OpenAI-compatible endpoints: chat completions, text completions and embeddings. */

export interface ChatOptions {
	/** Mapping tasks the endpoint serves (groq and novita also send text-generation here). */
	tasks?: readonly string[];
}

/** Answers a chat body already known to be valid; `model` is what the response names. */
export function answerChat(body: Record<string, unknown>, model: string): Reply {
	return body.stream === true
		? sseReply(chatCompletionEvents(body, model))
		: jsonReply(200, chatCompletion(body, model));
}

/** A valid chat body, without the parameters `provider` refuses. */
export function checkChat(call: ProviderCall, body: Record<string, unknown>, provider = call.provider): void {
	check(call, checkChatBody(body));
	const refused = (provider.refusedChatParameters ?? []).filter((key) => body[key] !== undefined);
	check(
		call,
		refused.map((key) => badValue([key], `'${key}' is not supported by ${provider.name}.`)),
	);
}

export function chatRoute(options: ChatOptions = {}): RouteHandler {
	return (call) => {
		const body = jsonBody(call);
		checkChat(call, body);
		const model = text(body, "model");
		resolveModel(call, model, options.tasks ?? ["conversational"]);
		return answerChat(body, model);
	};
}

export interface CompletionRouteOptions {
	seedInChoices?: boolean;
}

export function answerCompletion(
	body: Record<string, unknown>,
	model: string,
	options: CompletionRouteOptions = {},
): Reply {
	return body.stream === true
		? sseReply(textCompletionEvents(body, model))
		: jsonReply(200, textCompletion(body, model, options));
}

export function completionRoute(options: CompletionRouteOptions = {}): RouteHandler {
	return (call) => {
		const body = jsonBody(call);
		check(call, checkCompletionBody(body));
		const model = text(body, "model");
		resolveModel(call, model, ["text-generation", "conversational"]);
		return answerCompletion(body, model, options);
	};
}

function encodeVector(vector: number[], format: unknown): number[] | string {
	if (format !== "base64") return vector;
	const floats = Buffer.alloc(vector.length * 4);
	vector.forEach((value, i) => {
		floats.writeFloatLE(value, i * 4);
	});
	return floats.toString("base64");
}

export const embeddingsRoute: RouteHandler = (call) => {
	const body = jsonBody(call);
	check(call, checkEmbeddingBody(body));
	const model = text(body, "model");
	const { model: seeded } = resolveModel(call, model, ["feature-extraction", "sentence-similarity"]);
	const inputs = Array.isArray(body.input) ? body.input.map(String) : [String(body.input)];
	const dimension = Math.min(
		seeded.embeddingDimension ?? 384,
		typeof body.dimensions === "number" ? body.dimensions : Number.POSITIVE_INFINITY,
	);
	const tokens = inputs.reduce((sum, input) => sum + countTokens(input), 0);
	return jsonReply(200, {
		object: "list",
		model,
		data: inputs.map((input, index) => ({
			object: "embedding",
			index,
			embedding: encodeVector(embed(input, dimension), body.encoding_format),
		})),
		usage: { prompt_tokens: tokens, total_tokens: tokens },
	});
};
