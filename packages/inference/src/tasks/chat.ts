import { runStream } from "../call/run-stream.js";
import { runTask } from "../call/run-task.js";
import { autoRouterChat } from "../providers/openai-compatible.js";
import { CONVERSATIONAL, TEXT_GENERATION } from "../providers/tables.js";
import type { BaseArgs, Options } from "../types/options.js";
import type {
	ChatCompletionInput,
	ChatCompletionOutput,
	ChatCompletionStreamOutput,
	TextGenerationInput,
	TextGenerationOutput,
	TextGenerationStreamOutput,
} from "../types/tasks.js";

export type ChatCompletionArgs = BaseArgs & ChatCompletionInput;
export type TextGenerationArgs = BaseArgs & TextGenerationInput;

const CHAT = { task: "conversational", table: CONVERSATIONAL, autoRouter: autoRouterChat } as const;
const GENERATION = { task: "text-generation", table: TEXT_GENERATION } as const;

/** A chat reply from a conversational model (OpenAI's chat completions format). */
export function chatCompletion(args: ChatCompletionArgs, options?: Options): Promise<ChatCompletionOutput> {
	return runTask(CHAT, args, options);
}

/** The same as `chatCompletion`, as the chunks arrive: `for await (const chunk of chatCompletionStream(...))`. */
export function chatCompletionStream(
	args: ChatCompletionArgs,
	options?: Options,
): AsyncGenerator<ChatCompletionStreamOutput> {
	return runStream(CHAT, args, options);
}

/** Continues a prompt. */
export function textGeneration(args: TextGenerationArgs, options?: Options): Promise<TextGenerationOutput> {
	return runTask(GENERATION, args, options);
}

/** Continues a prompt, chunk by chunk. */
export function textGenerationStream(
	args: TextGenerationArgs,
	options?: Options,
): AsyncGenerator<TextGenerationStreamOutput> {
	return runStream(GENERATION, args, options);
}
