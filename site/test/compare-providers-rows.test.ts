import { ROUTER_POLICIES, type RouterModelProvider } from "@hubkit/inference";
import { describe, expect, it } from "vitest";
import { nextOrder, providerRows, sortRows } from "../app/components/compare-providers/provider-rows.js";

const model = (providers: RouterModelProvider[]) => ({
	id: "owner/name",
	object: "model" as const,
	providers,
});
const picks = (providers: RouterModelProvider[]) =>
	Object.fromEntries(providerRows(model(providers)).map((row) => [row.provider, row.pickedBy]));

describe("Compare providers rows", () => {
	it("marks the live row of highest throughput :fastest and of lowest output price :cheapest, the first among equals", () => {
		expect(
			picks([
				{ provider: "a", status: "live", pricing: { input: 1, output: 3 }, throughput: 80 },
				{ provider: "b", status: "live", pricing: { input: 9, output: 2 }, throughput: 120 },
				{ provider: "c", status: "live", pricing: { input: 0.1, output: 2 }, throughput: 120 },
				{ provider: "d", status: "error", pricing: { input: 0, output: 0 }, throughput: 999 },
				{ provider: "e", status: "staging", pricing: { input: 0, output: 0 }, throughput: 999 },
			]),
		).toEqual({ a: [], b: ["fastest", "cheapest"], c: [], d: [], e: [] });
	});

	it("picks no row for a policy whose figure no live row has", () => {
		expect(picks([{ provider: "a", status: "live" }, { provider: "b" }])).toEqual({ a: [], b: [] });
		expect(
			picks([
				{ provider: "a", status: "live", throughput: 1 },
				{ provider: "b", status: "live" },
			]),
		).toEqual({
			a: ["fastest"],
			b: [],
		});
	});

	it("names only policies the client knows (its ROUTER_POLICIES)", () => {
		const known = new Set<string>(ROUTER_POLICIES.map((policy) => policy.name));
		const rows = providerRows(
			model([{ provider: "a", status: "live", pricing: { input: 1, output: 1 }, throughput: 1 }]),
		);
		expect(rows[0]?.pickedBy.every((policy) => known.has(policy))).toBe(true);
		expect(rows[0]?.pickedBy).toHaveLength(2);
	});

	it("sorts by a figure either way with the rows that lack it last, and back to the router's order without a sort", () => {
		const rows = providerRows(
			model([
				{ provider: "none", status: "live" },
				{ provider: "slow", status: "live", throughput: 10, pricing: { input: 1, output: 1 } },
				{ provider: "fast", status: "live", throughput: 90, pricing: { input: 2, output: 5 } },
				{ provider: "fast2", status: "live", throughput: 90 },
			]),
		);
		const names = (order: Parameters<typeof sortRows>[1]) => sortRows(rows, order).map((row) => row.provider);
		expect(names({ key: "throughput", direction: "descending" })).toEqual(["fast", "fast2", "slow", "none"]);
		expect(names({ key: "throughput", direction: "ascending" })).toEqual(["slow", "fast", "fast2", "none"]);
		expect(names({ key: "output-price", direction: "ascending" })).toEqual(["slow", "fast", "none", "fast2"]);
		expect(names(undefined)).toEqual(["none", "slow", "fast", "fast2"]);
	});

	it("starts a price column cheapest first and a throughput column fastest first, then turns it round", () => {
		expect(nextOrder(undefined, "output-price")).toEqual({ key: "output-price", direction: "ascending" });
		expect(nextOrder(undefined, "throughput")).toEqual({ key: "throughput", direction: "descending" });
		expect(nextOrder({ key: "throughput", direction: "descending" }, "throughput").direction).toBe(
			"ascending",
		);
		expect(nextOrder({ key: "throughput", direction: "descending" }, "latency")).toEqual({
			key: "latency",
			direction: "ascending",
		});
	});
});
