import { random, seedOf } from "./seed.js";

/**
 * Bag-of-words embeddings: each word owns a fixed pseudo-random direction, a text is the normalised sum
 * of its words' directions. Texts sharing words come out similar, so similarity scores look sensible.
 */

function direction(word: string, dimension: number): number[] {
	const rng = random(seedOf("word", word));
	return Array.from({ length: dimension }, () => rng.next() * 2 - 1);
}

function round(value: number): number {
	return Math.round(value * 1e7) / 1e7;
}

export function embed(text: string, dimension: number): number[] {
	const tokens = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [""];
	const sum = new Array<number>(dimension).fill(0);
	for (const token of tokens) {
		direction(token, dimension).forEach((value, i) => {
			sum[i] = (sum[i] ?? 0) + value;
		});
	}
	const norm = Math.sqrt(sum.reduce((total, value) => total + value * value, 0)) || 1;
	return sum.map((value) => round(value / norm));
}

export function cosine(a: readonly number[], b: readonly number[]): number {
	let dot = 0;
	let na = 0;
	let nb = 0;
	a.forEach((value, i) => {
		const other = b[i] ?? 0;
		dot += value * other;
		na += value * value;
		nb += other * other;
	});
	return round(dot / (Math.sqrt(na * nb) || 1));
}
