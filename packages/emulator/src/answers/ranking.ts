import { random } from "./seed.js";

export interface Scored {
	label: string;
	score: number;
}

export interface RankOptions {
	/** Added to a label's logit: how the input nudges the outcome. */
	bias?: Record<string, number>;
	topK?: number;
	/** Independent per-label scores (multi-label) instead of a softmax that sums to 1. */
	independent?: boolean;
}

function round(value: number): number {
	return Math.round(value * 1e6) / 1e6;
}

/** Labels with deterministic scores, best first. */
export function rank(labels: readonly string[], seed: string, options: RankOptions = {}): Scored[] {
	const rng = random(seed);
	const logits = labels.map((label) => rng.next() * 4 + (options.bias?.[label] ?? 0));
	const max = Math.max(...logits);
	const exps = logits.map((logit) => Math.exp(logit - max));
	const total = exps.reduce((sum, value) => sum + value, 0);
	const scores = options.independent
		? logits.map((logit) => 1 / (1 + Math.exp(-(logit - 2))))
		: exps.map((value) => value / total);
	const ranked = labels
		.map((label, i) => ({ label, score: round(scores[i] ?? 0) }))
		.sort((a, b) => b.score - a.score);
	return options.topK === undefined ? ranked : ranked.slice(0, options.topK);
}
