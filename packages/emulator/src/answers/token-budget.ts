import { isObject } from "../validation/fields.js";
import { seedOf } from "./seed.js";
import { contentText, countTokens } from "./text.js";

/** Token accounting shared by chat and text completions: prompt size, the budget, and the usage block. */

export type Body = Record<string, unknown>;

export function messagesOf(body: Body): Body[] {
	return Array.isArray(body.messages) ? body.messages.filter(isObject) : [];
}

export function promptTokens(body: Body): number {
	const messages = messagesOf(body);
	if (messages.length > 0)
		return messages.reduce((sum, m) => sum + countTokens(contentText(m.content)) + 3, 3);
	const prompt = body.prompt;
	return countTokens(Array.isArray(prompt) ? prompt.join(" ") : String(prompt ?? ""));
}

export function tokenLimit(body: Body): number | undefined {
	const limit = body.max_tokens ?? body.max_completion_tokens;
	return typeof limit === "number" ? limit : undefined;
}

/** Cuts `text` to `limit` words, as a model stops at its token budget. */
export function truncate(text: string, limit: number | undefined): { text: string; cut: boolean } {
	const all = text.match(/\S+\s*/g) ?? [];
	if (limit === undefined || all.length <= limit) return { text, cut: false };
	return { text: all.slice(0, limit).join("").trimEnd(), cut: true };
}

/** The seed of a generation: the body without its streaming switches, so streamed and whole answers agree. */
export function generationSeed(kind: string, body: Body): string {
	const { stream: _stream, stream_options: _options, ...rest } = body;
	return seedOf(kind, JSON.stringify(rest));
}

export function usage(prompt: number, completion: number) {
	return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}
