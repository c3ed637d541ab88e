import { hubUrlFrom } from "../defaults/hosts.js";
import type { InferenceProviderMappingEntry } from "./mapping-entry.js";

/** One key per hub and model; a space cannot occur in a hub id, so no two pairs share a key. */
function cacheKey(modelId: string, hubUrl: string | undefined): string {
	return `${hubUrlFrom(hubUrl)} ${modelId}`;
}

interface CacheEntry {
	entries: InferenceProviderMappingEntry[];
	expiresAt: number;
}

/**
 * Provider mappings by hub and model id, kept for `ttlMs` and at most `maxEntries` models (oldest
 * lookup first out), so a long-running process sees mapping changes and does not grow without
 * bound. Hits do not reorder entries: they happen on every call, and entries are refetched when
 * they expire. Each hub's answer is kept apart: a call to another hub (`hubUrl`) asks that hub,
 * since its provider ids may differ.
 *
 * Each client owns one; free functions share one module-wide. Pass your own as `mappingCache` to
 * share lookups between clients or to choose other bounds.
 *
 * @example
 * ```ts
 * import { InferenceClient, MappingCache } from "@hubkit/inference";
 *
 * // One cache for every client of this process, kept for a minute.
 * const mappingCache = new MappingCache(60_000, 100);
 * const client = new InferenceClient(process.env.HF_TOKEN, { mappingCache });
 * await client.textClassification({
 * 	model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
 * 	inputs: "I like you. I love you",
 * });
 * console.log(mappingCache.size); // 1: the model's mapping, fetched once
 * ```
 */
export class MappingCache {
	private readonly store = new Map<string, CacheEntry>();

	/**
	 * @param ttlMs - How long a model's mappings are kept, in milliseconds (default 5 minutes).
	 * @param maxEntries - How many models are kept at most (default 500); the oldest lookup goes first.
	 * @param now - The clock, in milliseconds (default `Date.now`); tests pass a fake one.
	 */
	constructor(
		/** How long a model's mappings are kept, in milliseconds. */
		readonly ttlMs = 5 * 60_000,
		/** How many models are kept at most. */
		readonly maxEntries = 500,
		private readonly now: () => number = Date.now,
	) {}

	/**
	 * The model's cached mappings from a hub, or undefined when there are none or they have expired.
	 *
	 * @param modelId - The hub model id.
	 * @param hubUrl - The hub that answered (default: `HF_ENDPOINT` or the public hub).
	 */
	get(modelId: string, hubUrl?: string): InferenceProviderMappingEntry[] | undefined {
		const key = cacheKey(modelId, hubUrl);
		const hit = this.store.get(key);
		if (!hit) return undefined;
		if (hit.expiresAt <= this.now()) {
			this.store.delete(key);
			return undefined;
		}
		return hit.entries;
	}

	/**
	 * Keeps the model's mappings from a hub for `ttlMs`, dropping the oldest beyond `maxEntries`.
	 *
	 * @param modelId - The hub model id.
	 * @param entries - The hub's mappings for it.
	 * @param hubUrl - The hub that answered (default: `HF_ENDPOINT` or the public hub).
	 */
	set(modelId: string, entries: InferenceProviderMappingEntry[], hubUrl?: string): void {
		const key = cacheKey(modelId, hubUrl);
		this.store.delete(key);
		this.store.set(key, { entries, expiresAt: this.now() + this.ttlMs });
		while (this.store.size > this.maxEntries) {
			const oldest = this.store.keys().next().value;
			if (oldest === undefined) break;
			this.store.delete(oldest);
		}
	}

	/** How many models (per hub) are cached, expired ones included until they are next looked up. */
	get size(): number {
		return this.store.size;
	}

	/** Forgets every model, so the next call of each looks its mappings up again. */
	clear(): void {
		this.store.clear();
	}
}

/**
 * The cache free functions use when the caller gives none. It lives as long as the process: tests,
 * whose files share a process's modules, reset it with `clear()` before each file (the packages'
 * test setup), so no file finds another file's mappings.
 */
export const sharedMappingCache = new MappingCache();
