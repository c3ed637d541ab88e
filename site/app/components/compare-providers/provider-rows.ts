import type { RouterModel, RouterModelProvider } from "@hubkit/inference";

/**
 * The rows of the comparison and the policy that would pick each. The rule is the hub's, from
 * huggingface/hub-docs docs/inference-providers/index.md, "Provider Selection Policy" (commit
 * 242f4a1eeb867daf4ac3f44026a5df4a68908a3d, read 2026-11-28): `:fastest` (the default) takes the
 * available provider with the highest throughput in tokens per second, `:cheapest` the one with the
 * lowest price per output token, `:preferred` the first available in the reader's own settings'
 * order, which a page cannot see. "Available" is read as `status: "live"`. The docs say nothing of
 * ties: the first in the router's list wins, as the emulator's router picks.
 */

/** One provider of the page's model, as the router listed it, with the policies that would pick it. */
export interface ProviderRow extends RouterModelProvider {
	/** The row's place in the router's answer: the order `:preferred`-less ties fall back on. */
	index: number;
	/** `"fastest"`, `"cheapest"` or both, when that policy would route a call to this row. */
	pickedBy: Array<"fastest" | "cheapest">;
}

/** A policy the page can compute, and the figure it chooses by (smaller wins). */
const POLICY_FIGURES = {
	fastest: (row: RouterModelProvider) => (row.throughput === undefined ? undefined : -row.throughput),
	cheapest: (row: RouterModelProvider) => row.pricing?.output,
} as const;

/** The rows of a model the router answered, each with the policies that pick it. */
export function providerRows(model: RouterModel): ProviderRow[] {
	const rows: ProviderRow[] = model.providers.map((entry, index) => ({ ...entry, index, pickedBy: [] }));
	for (const [policy, figure] of Object.entries(POLICY_FIGURES) as Array<
		[keyof typeof POLICY_FIGURES, (row: RouterModelProvider) => number | undefined]
	>) {
		let best: { row: ProviderRow; value: number } | undefined;
		for (const row of rows) {
			const value = figure(row);
			if (row.status !== "live" || value === undefined) continue;
			if (!best || value < best.value) best = { row, value };
		}
		best?.row.pickedBy.push(policy);
	}
	return rows;
}

/** The columns a reader may sort by: price and speed. */
export const SORT_KEYS = {
	"input-price": { label: "Input price", value: (row: ProviderRow) => row.pricing?.input, ascending: true },
	"output-price": {
		label: "Output price",
		value: (row: ProviderRow) => row.pricing?.output,
		ascending: true,
	},
	latency: { label: "First token", value: (row: ProviderRow) => row.first_token_latency_ms, ascending: true },
	throughput: { label: "Throughput", value: (row: ProviderRow) => row.throughput, ascending: false },
} as const;

export type SortKey = keyof typeof SORT_KEYS;

export interface SortOrder {
	key: SortKey;
	direction: "ascending" | "descending";
}

/**
 * The rows in a sort order: rows without the figure last whichever the direction (an unknown price
 * is not a low one), the router's order among equals.
 */
export function sortRows(rows: readonly ProviderRow[], order: SortOrder | undefined): ProviderRow[] {
	if (!order) return [...rows].sort((a, b) => a.index - b.index);
	const value = SORT_KEYS[order.key].value;
	const sign = order.direction === "ascending" ? 1 : -1;
	return [...rows].sort((a, b) => {
		const x = value(a);
		const y = value(b);
		if (x === undefined || y === undefined) {
			return x === y ? a.index - b.index : x === undefined ? 1 : -1;
		}
		return x === y ? a.index - b.index : (x - y) * sign;
	});
}

/** The order a header's button moves to: its own best first, then the other way. */
export function nextOrder(current: SortOrder | undefined, key: SortKey): SortOrder {
	const first = SORT_KEYS[key].ascending ? "ascending" : "descending";
	if (current?.key !== key) return { key, direction: first };
	return { key, direction: current.direction === "ascending" ? "descending" : "ascending" };
}
