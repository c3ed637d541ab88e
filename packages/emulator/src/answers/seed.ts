import { createHash } from "node:crypto";

/** 2025-01-01T00:00:00Z: every timestamp in an answer falls on that day. */
export const EPOCH_SECONDS = 1735689600;

/** A Unix time on the emulator's day, chosen by the seed, for `created` fields. */
export function timeOf(seed: string): number {
	return EPOCH_SECONDS + (Number.parseInt(seed.slice(0, 6), 16) % 86_400);
}

/** A 16-hex-digit fingerprint of the parts: every "random" choice in an answer derives from one. */
export function seedOf(...parts: Array<string | Uint8Array>): string {
	const hash = createHash("sha256");
	for (const part of parts) {
		hash.update(part);
		hash.update("\u0000");
	}
	return hash.digest("hex").slice(0, 16);
}

export interface Random {
	/** A float in [0, 1). */
	next(): number;
	/** An integer in [min, max]. */
	int(min: number, max: number): number;
	pick<T>(items: readonly T[]): T;
}

/** A small deterministic generator (mulberry32) seeded from a `seedOf` fingerprint. */
export function random(seed: string): Random {
	let state = Number.parseInt(seed.slice(0, 8), 16) ^ Number.parseInt(seed.slice(8, 16) || "0", 16);
	const next = (): number => {
		state = (state + 0x6d2b79f5) | 0;
		let t = Math.imul(state ^ (state >>> 15), 1 | state);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
	return {
		next,
		int: (min, max) => min + Math.floor(next() * (max - min + 1)),
		pick: <T>(items: readonly T[]): T => {
			const item = items[Math.floor(next() * items.length)];
			if (item === undefined) throw new Error("pick from an empty list");
			return item;
		},
	};
}

/** `length` hex digits fingerprinting the parts (for ids longer than a seed). */
export function hexOf(length: number, ...parts: Array<string | Uint8Array>): string {
	let out = "";
	for (let round = 0; out.length < length; round++) out += seedOf(String(round), ...parts);
	return out.slice(0, length);
}

/** A version-4-shaped UUID derived from the parts. */
export function uuidOf(...parts: Array<string | Uint8Array>): string {
	const hex = hexOf(32, ...parts);
	return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
