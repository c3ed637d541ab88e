import { isObject } from "../validation/fields.js";
import { random } from "./seed.js";

/** Words and the text helpers every generated answer uses, so replies echo what was asked. */

export function words(text: string): string[] {
	return text.split(/\s+/).filter(Boolean);
}

/** Tokens are counted as words here, so truncating at `max_tokens` words and the usage figures agree. */
export function countTokens(text: string): number {
	return words(text).length;
}

/** The first `count` words of `text`, with an ellipsis when there were more. */
export function lead(text: string, count = 8): string {
	const all = words(text);
	return all.slice(0, count).join(" ") + (all.length > count ? "…" : "");
}

/** The text of a chat message's content: the string itself, or its text parts joined. */
export function contentText(content: unknown): string {
	if (typeof content === "string") return content;
	if (!Array.isArray(content)) return "";
	return content
		.map((part) => {
			if (!isObject(part)) return "";
			if (part.type === "text" && typeof part.text === "string") return part.text;
			return part.type === "image_url" ? "[image]" : "";
		})
		.filter(Boolean)
		.join(" ");
}

const CHAT_CLOSINGS = [
	"This is a deterministic reply from the Hubkit emulator.",
	"The same request always gets this same reply.",
	"Nothing was computed: the question is echoed back.",
	"Ask again and the answer will not change.",
];

export function chatReplyText(prompt: string, model: string, seed: string): string {
	const asked = prompt.trim() ? `You said: "${lead(prompt, 12)}".` : "You sent an empty message.";
	return `${asked} ${random(seed).pick(CHAT_CLOSINGS)} (model: ${model})`;
}

const CONTINUATIONS = [
	"and the story goes on from there, one plain sentence at a time.",
	"which is where the emulator picks up and keeps writing.",
	"so the text continues in the same calm, predictable voice.",
];

/** A continuation of a prompt, as a completion endpoint would write it. */
export function continuation(prompt: string, seed: string): string {
	return ` … (after "${lead(prompt, 6)}") ${random(seed).pick(CONTINUATIONS)}`;
}

/** The first sentence or two, shortened: a believable extractive summary. */
export function summarize(text: string): string {
	const sentences = text.match(/[^.!?]+[.!?]*/g)?.map((s) => s.trim()) ?? [text];
	const summary = sentences.slice(0, Math.max(1, Math.ceil(sentences.length / 3))).join(" ");
	return words(summary).length > 60 ? lead(summary, 60) : summary;
}

/** A translation can't be faked, so the target language is stated and the source echoed. */
export function translate(text: string, target: string): string {
	return `[${target}] ${text}`;
}

/** Splits text into small pieces that join back into it, for streamed deltas. */
export function streamPieces(text: string, wordsPerPiece = 3): string[] {
	const tokens = text.match(/\S+\s*/g) ?? [text];
	const leading = text.match(/^\s*/)?.[0] ?? "";
	const pieces: string[] = [];
	for (let i = 0; i < tokens.length; i += wordsPerPiece)
		pieces.push(tokens.slice(i, i + wordsPerPiece).join(""));
	if (pieces.length > 0) pieces[0] = leading + pieces[0];
	return pieces;
}
