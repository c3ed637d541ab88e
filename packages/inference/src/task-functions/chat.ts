import { runNamedTask } from "../call/run-named-task.js";
import { runStream } from "../call/run-stream.js";
import { runTask } from "../call/run-task.js";
import type { TaskCallError } from "../errors/task-call-error.js";
import { autoRouterChat, TASK_TABLES } from "../providers/task-helpers.js";
import type { BaseArgs, Options } from "../types/options.js";
import type {
	ChatCompletionInput,
	ChatCompletionOutput,
	ChatCompletionStreamOutput,
	TextGenerationInput,
	TextGenerationOutput,
	TextGenerationStreamOutput,
} from "../types/task-types.js";

/** The arguments of {@link chatCompletion} and {@link chatCompletionStream}. */
export type ChatCompletionArgs = BaseArgs & ChatCompletionInput;
/** The arguments of {@link textGeneration} and {@link textGenerationStream}. */
export type TextGenerationArgs = BaseArgs & TextGenerationInput;

const CHAT = {
	task: "conversational",
	table: TASK_TABLES.conversational,
	autoRouter: autoRouterChat,
} as const;
const GENERATION = { task: "text-generation", table: TASK_TABLES["text-generation"] } as const;

/**
 * Asks a conversational model for the next message of a conversation, in OpenAI's chat completions
 * format. With `provider: "auto"` the router's own chat endpoint picks the provider by its policy:
 * `:fastest` (its default), `:cheapest` or `:preferred` after the model id, or `:<provider>` to name
 * one (see `ROUTER_POLICIES`). Without a provider, a policy suffix goes to the router too.
 *
 * @param args - The conversation (`messages`, oldest first) and the sampling settings (`max_tokens`,
 *   `temperature`, `top_p`, `stop`, `seed`, `tools`, `response_format`…) in OpenAI's chat completions
 *   format, plus the arguments every task takes ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of the completion: `choices[0].message.content` holds the reply, `usage` the
 *   tokens counted.
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { chatCompletion } from "@hubkit/inference";
 *
 * const completion = await chatCompletion({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "meta-llama/Llama-3.1-8B-Instruct",
 * 	messages: [{ role: "user", content: "What is the capital of France?" }],
 * 	max_tokens: 64,
 * });
 * console.log(completion.choices[0]?.message.content);
 * ```
 */
export function chatCompletion(args: ChatCompletionArgs, options?: Options): Promise<ChatCompletionOutput> {
	return runTask(CHAT, args, options);
}

/**
 * Streams a chat reply as the model writes it: the same call as {@link chatCompletion}, answered as
 * server-sent events, one chunk per piece of text.
 *
 * The stream's idle limit (`idleTimeoutMs`) and line limit (`maxStreamEventLength`) bound how long it
 * waits and how much it reads per event.
 *
 * @param args - The conversation (`messages`, oldest first) and the sampling settings (`max_tokens`,
 *   `temperature`, `top_p`, `stop`, `seed`, `tools`, `response_format`…) in OpenAI's chat completions
 *   format, plus the arguments every task takes ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns An async generator of completion chunks; `choices[0].delta.content` holds each new piece of
 *   the reply. It ends when the provider sends `[DONE]`; breaking out of the loop cancels the request.
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { chatCompletionStream } from "@hubkit/inference";
 *
 * let reply = "";
 * for await (const chunk of chatCompletionStream({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "meta-llama/Llama-3.1-8B-Instruct",
 * 	messages: [{ role: "user", content: "Write a haiku about the sea." }],
 * 	max_tokens: 64,
 * })) {
 * 	reply += chunk.choices[0]?.delta.content ?? "";
 * }
 * console.log(reply);
 * ```
 */
export function chatCompletionStream(
	args: ChatCompletionArgs,
	options?: Options,
): AsyncGenerator<ChatCompletionStreamOutput> {
	return runStream(CHAT, args, options);
}

/**
 * Continues a prompt with a text-generation model (no chat template: the model sees the prompt as
 * given).
 *
 * @param args - The prompt (`inputs`) and the generation settings (`parameters`: `max_new_tokens`,
 *   `temperature`, `top_p`, `stop`, `return_full_text`…), plus the arguments every task takes
 *   ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of `{ generated_text }` (with `details` when asked for).
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { textGeneration } from "@hubkit/inference";
 *
 * const { generated_text } = await textGeneration({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "meta-llama/Llama-3.1-8B",
 * 	inputs: "The three primary colours are",
 * 	parameters: { max_new_tokens: 20 },
 * });
 * console.log(generated_text);
 * ```
 */
export function textGeneration(args: TextGenerationArgs, options?: Options): Promise<TextGenerationOutput> {
	return runNamedTask("text-generation", args, options);
}

/**
 * Streams the continuation of a prompt token by token: the same call as {@link textGeneration},
 * answered as server-sent events.
 *
 * @param args - The prompt (`inputs`) and the generation settings (`parameters`: `max_new_tokens`,
 *   `temperature`, `top_p`, `stop`…), plus the arguments every task takes ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns An async generator of chunks: from the hub's text-generation server each has the new
 *   `token` (its `text`) and the last one also `generated_text`, the whole continuation; from
 *   OpenAI-style providers each has `choices[0].text`. Breaking out of the loop cancels the request.
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { textGenerationStream } from "@hubkit/inference";
 *
 * for await (const chunk of textGenerationStream({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "meta-llama/Llama-3.1-8B",
 * 	inputs: "Once upon a time",
 * 	parameters: { max_new_tokens: 20 },
 * })) {
 * 	// The hub's text-generation server sends a token; OpenAI-style providers send choices.
 * 	process.stdout.write(chunk.token?.text ?? chunk.choices?.[0]?.text ?? "");
 * }
 * ```
 */
export function textGenerationStream(
	args: TextGenerationArgs,
	options?: Options,
): AsyncGenerator<TextGenerationStreamOutput> {
	return runStream(GENERATION, args, options);
}
