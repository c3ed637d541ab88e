import { AnswerError } from "./answer-error.js";

/** What a task's answer looks like to the reader, whatever the task: the renderers pick by shape. */
export type ResultShape =
	| { kind: "labels"; data: { label: string; score: number }[] }
	| { kind: "tokens"; text: string; tokens: { start: number; end: number; type: string }[] }
	| { kind: "media"; blob: Blob }
	/** Several named recordings (audio to audio: separated sources, an enhanced voice). */
	| { kind: "tracks"; tracks: { label: string; blob: Blob }[] }
	| { kind: "text"; text: string }
	| { kind: "json"; value: unknown };

/** Fields that hold an answer's text, in the order the tasks' answers use them. */
const TEXT_FIELDS = ["generated_text", "summary_text", "translation_text", "text", "answer"];
/** Fields that name a scored item: a class, a filled-in word, an answer. */
const LABEL_FIELDS = ["label", "token_str", "answer"];

type Entry = Record<string, unknown>;
const isEntry = (value: unknown): value is Entry => value !== null && typeof value === "object";

function labelOf(entry: Entry): string | undefined {
	for (const field of LABEL_FIELDS) if (typeof entry[field] === "string") return entry[field] as string;
	return undefined;
}

function scored(value: unknown): { label: string; score: number }[] | undefined {
	if (!Array.isArray(value) || value.length === 0) return undefined;
	const data = value.map((entry) =>
		isEntry(entry) && typeof entry.score === "number"
			? { label: labelOf(entry), score: entry.score }
			: undefined,
	);
	if (!data.every((item) => item?.label !== undefined)) return undefined;
	return data as { label: string; score: number }[];
}

/** A track's bytes as a binary string; the browser's own message would not say which track. */
function base64Text(encoded: string, label: string): string {
	try {
		return atob(encoded);
	} catch {
		throw new AnswerError(
			`The model's answer holds a track (${JSON.stringify(label)}) whose file is not valid base64, so it cannot be played.`,
		);
	}
}

/** Audio to audio's answer: each track's file base64-encoded beside its media type. */
function tracks(value: unknown): ResultShape | undefined {
	if (!Array.isArray(value) || value.length === 0) return undefined;
	const found: { label: string; blob: Blob }[] = [];
	for (const entry of value) {
		if (!isEntry(entry) || typeof entry.blob !== "string" || typeof entry["content-type"] !== "string") {
			return undefined;
		}
		const label = typeof entry.label === "string" ? entry.label : `Track ${found.length + 1}`;
		const bytes = Uint8Array.from(base64Text(entry.blob, label), (char) => char.charCodeAt(0));
		found.push({ label, blob: new Blob([bytes], { type: entry["content-type"] }) });
	}
	return { kind: "tracks", tracks: found };
}

function entities(value: unknown, text: string): ResultShape | undefined {
	if (!Array.isArray(value)) return undefined;
	const tokens: { start: number; end: number; type: string }[] = [];
	for (const entry of value) {
		if (!isEntry(entry) || typeof entry.start !== "number" || typeof entry.end !== "number") return undefined;
		const type = entry.entity_group ?? entry.entity;
		if (typeof type !== "string") return undefined;
		tokens.push({ start: entry.start, end: entry.end, type });
	}
	for (const token of tokens) checkSpan(token, text);
	tokens.sort((a, b) => a.start - b.start);
	const ordered = tokens.filter(
		(token, index) => index === 0 || token.start >= (tokens[index - 1]?.end ?? 0),
	);
	return { kind: "tokens", text, tokens: ordered };
}

/**
 * A span must lie inside the labelled text: the token view cuts the text at its ends, and a
 * negative or reversed span would cut words out of what the reader sees.
 */
function checkSpan({ start, end, type }: { start: number; end: number; type: string }, text: string): void {
	if (Number.isInteger(start) && Number.isInteger(end) && start >= 0 && start <= end && end <= text.length) {
		return;
	}
	throw new AnswerError(
		`The model marked a span (${JSON.stringify(type)}) from ${start} to ${end}, which is not a part of your ${text.length}-character text: a span starts at 0 or later, ends no earlier than it starts, and ends by the text's end.`,
	);
}

/**
 * Reads an answer as labels with scores (a bar chart), labelled spans of the input (highlighted
 * tokens), media, text, or else JSON. `inputText` is the text a token classification labelled.
 */
export function resultShape(value: unknown, inputText?: string): ResultShape {
	if (value instanceof Blob) return { kind: "media", blob: value };
	if (inputText !== undefined) {
		const tokens = entities(value, inputText);
		if (tokens) return tokens;
	}
	const audio = tracks(value);
	if (audio) return audio;
	const labels = scored(value);
	if (labels) return { kind: "labels", data: labels };
	if (isEntry(value) && Array.isArray(value.labels) && Array.isArray(value.scores)) {
		const scores = value.scores as unknown[];
		const data = (value.labels as unknown[]).map((label, index) => ({ label, score: scores[index] }));
		if (data.every((item) => typeof item.label === "string" && typeof item.score === "number")) {
			return { kind: "labels", data: data as { label: string; score: number }[] };
		}
	}
	const single = Array.isArray(value) && value.length === 1 ? value[0] : value;
	if (isEntry(single)) {
		for (const field of TEXT_FIELDS) {
			if (typeof single[field] === "string") return { kind: "text", text: single[field] as string };
		}
	}
	if (typeof value === "string") return { kind: "text", text: value };
	return { kind: "json", value };
}
