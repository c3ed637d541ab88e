import type { InferenceProviderMappingEntry } from "../types/options.js";

interface CacheEntry {
	entries: InferenceProviderMappingEntry[];
	expiresAt: number;
}

/**
 * Provider mappings by model id, kept for `ttlMs` and at most `maxEntries` models (oldest lookup
 * first out), so a long-running process sees mapping changes and does not grow without bound. Hits
 * do not reorder entries: they happen on every call, and entries are refetched when they expire.
 */
export class MappingCache {
	private readonly store = new Map<string, CacheEntry>();

	constructor(
		readonly ttlMs = 5 * 60_000,
		readonly maxEntries = 500,
		private readonly now: () => number = Date.now,
	) {}

	get(modelId: string): InferenceProviderMappingEntry[] | undefined {
		const hit = this.store.get(modelId);
		if (!hit) return undefined;
		if (hit.expiresAt <= this.now()) {
			this.store.delete(modelId);
			return undefined;
		}
		return hit.entries;
	}

	set(modelId: string, entries: InferenceProviderMappingEntry[]): void {
		this.store.delete(modelId);
		this.store.set(modelId, { entries, expiresAt: this.now() + this.ttlMs });
		while (this.store.size > this.maxEntries) {
			const oldest = this.store.keys().next().value;
			if (oldest === undefined) break;
			this.store.delete(oldest);
		}
	}

	get size(): number {
		return this.store.size;
	}

	clear(): void {
		this.store.clear();
	}
}

/** The cache free functions use when the caller gives none. */
export const sharedMappingCache = new MappingCache();
