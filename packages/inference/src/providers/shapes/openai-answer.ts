import type { ChatCompletionOutput, TextGenerationOutput } from "../../types/generated/index.js";
import type { AnswerReader } from "../helper.js";
import { arrayOf, expectShape, isNumber, isString, malformed, optional, shape } from "./output-checks.js";

// How the client reads OpenAI-style answers; the requests they answer are in openai.ts.

const isChatCompletion = shape({
	choices: Array.isArray,
	created: isNumber,
	id: isString,
	model: isString,
	system_fingerprint: optional(isString),
	usage: (value) => typeof value === "object" && value !== null,
});

/** A chat completion, checked for the fields the task's output promises. */
/* @__NO_SIDE_EFFECTS__ */
export function openAIChatAnswer(provider: string): AnswerReader<ChatCompletionOutput> {
	return (data) =>
		expectShape<ChatCompletionOutput>(
			data,
			isChatCompletion,
			provider,
			"conversational",
			"ChatCompletionOutput",
		);
}

const generatedTexts = arrayOf(shape({ generated_text: isString }));

/**
 * Text generation's answer on an OpenAI-style completions route. Providers answer either the hub's
 * `[{generated_text}]` or OpenAI's `{choices: [{text}]}`; both become `{generated_text}`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function openAICompletionsAnswer(provider: string): AnswerReader<TextGenerationOutput> {
	return (data) => {
		const list = Array.isArray(data) ? data : [data];
		if (list.length > 0 && generatedTexts(list)) return list[0] as TextGenerationOutput;
		const text = (data as { choices?: Array<{ text?: unknown }> } | null)?.choices?.[0]?.text;
		if (typeof text === "string") return { generated_text: text };
		return expectShape<TextGenerationOutput>(
			data,
			() => false,
			provider,
			"text-generation",
			"Array<{generated_text: string}>",
		);
	};
}

/** The chat reply to a prompt sent as one user message (`chatBackedGeneration`), as generated text. */
/* @__NO_SIDE_EFFECTS__ */
export function chatBackedAnswer(provider: string): AnswerReader<TextGenerationOutput> {
	return (data) => {
		const reply = (
			data as { choices?: Array<{ message?: { content?: unknown }; finish_reason?: unknown }> } | null
		)?.choices?.[0];
		if (typeof reply?.message?.content !== "string") {
			throw malformed(provider, "text-generation", "{choices: [{message: {content: string}}]}");
		}
		return {
			generated_text: reply.message.content,
			...(typeof reply.finish_reason === "string" ? { details: { finish_reason: reply.finish_reason } } : {}),
		};
	};
}

const isEmbeddings = shape({ data: arrayOf(shape({ embedding: arrayOf(isNumber) })) });

/** OpenAI-style embeddings' `data[].embedding`, as the hub's nested arrays. */
/* @__NO_SIDE_EFFECTS__ */
export function openAIEmbeddingsAnswer(provider: string): AnswerReader<number[][]> {
	return (data) => {
		const body = expectShape<{ data: Array<{ embedding: number[] }> }>(
			data,
			isEmbeddings,
			provider,
			"feature-extraction",
			"{data: Array<{embedding: number[]}>}",
		);
		return body.data.map((item) => item.embedding);
	};
}
