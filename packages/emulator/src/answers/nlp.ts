import { MASK_FILLERS, NER_GROUPS } from "./labels.js";
import { rank, type Scored } from "./ranking.js";
import { random, seedOf } from "./seed.js";

const POSITIVE_WORDS =
	/\b(good|great|love|like|happy|excellent|wonderful|best|nice|awesome|amazing|enjoy)\w*/gi;
const NEGATIVE_WORDS = /\b(bad|hate|terrible|awful|worst|sad|poor|not|never|broken|disappoint)\w*/gi;

/** Sentiment nudged by a tiny lexicon, so "I love you" reads positive. */
export function sentimentBias(text: string): Record<string, number> {
	const score = (text.match(POSITIVE_WORDS)?.length ?? 0) - (text.match(NEGATIVE_WORDS)?.length ?? 0);
	return { POSITIVE: 3 * score, NEGATIVE: -3 * score, joy: 3 * score, sadness: -3 * score };
}

/** Zero-shot labels get a head start when the text mentions them. */
export function mentionBias(text: string, labels: readonly string[]): Record<string, number> {
	const lower = text.toLowerCase();
	return Object.fromEntries(labels.map((label) => [label, lower.includes(label.toLowerCase()) ? 3 : 0]));
}

/** Capitalised words that start sentences or are pronouns, not names. */
const NOT_NAMES = new Set(
	"I My The A An This That It We You He She They But And In On At Hi Hello What Who Where When How Why Can Please Is Are".split(
		" ",
	),
);

export interface EntitySpan {
	entity_group: string;
	score: number;
	word: string;
	start: number;
	end: number;
}

/** Runs of capitalised words, as a named-entity model would group them, with exact character offsets. */
export function entities(text: string): EntitySpan[] {
	const spans: EntitySpan[] = [];
	for (const match of text.matchAll(/\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)*/gu)) {
		let word = match[0];
		let start = match.index ?? 0;
		while (word.length > 0) {
			const first = word.split(/\s+/)[0] ?? "";
			if (!NOT_NAMES.has(first)) break;
			const rest = word.slice(first.length).replace(/^\s+/, "");
			start += word.length - rest.length;
			word = rest;
		}
		if (!word) continue;
		const rng = random(seedOf("entity", word));
		spans.push({
			entity_group: rng.pick(NER_GROUPS),
			score: Math.round((0.9 + rng.next() * 0.099) * 1e6) / 1e6,
			word,
			start,
			end: start + word.length,
		});
	}
	return spans;
}

/** Per-token entities with B-/I- tags, as `aggregation_strategy: "none"` gives them. */
export function tokenEntities(text: string): Array<Record<string, unknown>> {
	return entities(text).flatMap((span) => {
		let offset = span.start;
		return span.word.split(/\s+/).map((piece, i) => {
			const start = text.indexOf(piece, offset);
			offset = start + piece.length;
			return {
				entity: `${i === 0 ? "B" : "I"}-${span.entity_group}`,
				score: span.score,
				index: i + 1,
				word: piece,
				start,
				end: start + piece.length,
			};
		});
	});
}

/** An extractive answer: a name or number from the context that the question does not already contain. */
export function answerSpan(
	question: string,
	context: string,
): { answer: string; score: number; start: number; end: number } {
	const asked = new Set(question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
	const candidates = [...context.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu)].filter(
		(m) => !asked.has(m[0].toLowerCase()) && !NOT_NAMES.has(m[0]),
	);
	const best =
		candidates.find((m) => /^[\p{Lu}\p{N}]/u.test(m[0])) ??
		[...candidates].sort((a, b) => b[0].length - a[0].length)[0] ??
		[...context.matchAll(/\S+/g)][0];
	const answer = best?.[0] ?? "";
	const start = best?.index ?? 0;
	const score = random(seedOf("qa", question, context)).next() * 0.4 + 0.55;
	return { answer, score: Math.round(score * 1e6) / 1e6, start, end: start + answer.length };
}

export interface MaskFill {
	score: number;
	token: number;
	token_str: string;
	sequence: string;
}

/** Five candidates for the mask, each with the sequence it completes. */
export function fillMask(text: string, mask: string, topK = 5): MaskFill[] {
	return rank(MASK_FILLERS, seedOf("mask", text), { topK }).map(({ label, score }: Scored) => ({
		score,
		token: 1000 + (Number.parseInt(seedOf("token", label).slice(0, 4), 16) % 28_000),
		token_str: label,
		sequence: text.replace(mask, label),
	}));
}

export interface TableAnswer {
	answer: string;
	coordinates: number[][];
	cells: string[];
	aggregator: string;
}

/** TAPAS-like: the cell at the row and column the query names, or an aggregate over a column. */
export function tableAnswer(query: string, table: Record<string, unknown[]>): TableAnswer {
	const q = query.toLowerCase();
	const columns = Object.keys(table);
	const rows = Math.max(0, ...columns.map((c) => table[c]?.length ?? 0));
	// The last column the query names is usually the one asked about ("stars" of the "repository").
	const named = columns.flatMap((c, i) => (q.includes(c.toLowerCase()) ? [i] : []));
	const columnIndex = named.at(-1) ?? 0;
	const column = columns[columnIndex] ?? "";
	const cellsOf = (c: string) => (table[c] ?? []).map(String);
	const rowIndex = Array.from({ length: rows }, (_, r) => r).find((r) =>
		columns.some((c) => {
			const cell = cellsOf(c)[r]?.toLowerCase();
			return c !== column && cell !== undefined && cell.length > 0 && q.includes(cell);
		}),
	);
	if (rowIndex !== undefined) {
		const cell = cellsOf(column)[rowIndex] ?? "";
		return { answer: cell, coordinates: [[rowIndex, columnIndex]], cells: [cell], aggregator: "NONE" };
	}
	const aggregator = /\bhow many\b|\bcount\b/.test(q)
		? "COUNT"
		: /\btotal\b|\bsum\b/.test(q)
			? "SUM"
			: "NONE";
	const cells = aggregator === "NONE" ? cellsOf(column).slice(0, 1) : cellsOf(column);
	return {
		answer: aggregator === "NONE" ? (cells[0] ?? "") : `${aggregator} > ${cells.join(", ")}`,
		coordinates: cells.map((_, r) => [r, columnIndex]),
		cells,
		aggregator,
	};
}
