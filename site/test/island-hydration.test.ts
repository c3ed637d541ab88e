import { describe, expect, it } from "vitest";
import { ISLANDS } from "../app/islands/registry.js";
import {
	HYDRATED_ON_REACH,
	hydratesNearView,
	hydratesOnLoad,
	LOCAL_CHOICE_KEY,
	SNIPPET_CHOICE_KEY,
} from "../scripts/island-hydration.mjs";

const plain = { search: "", hash: "" };

describe("when a page's islands hydrate", () => {
	it("names only islands the registry has", () => {
		expect([...HYDRATED_ON_REACH].filter((name) => !(name in ISLANDS))).toEqual([]);
	});

	it("waits for the reader on a page whose every island is hydrated on reach", () => {
		expect(hydratesOnLoad([...HYDRATED_ON_REACH], plain)).toBe(false);
		expect(
			hydratesOnLoad(["copy-page", "copy-button", "copy-button"], { search: "?a=1", hash: "#top" }),
		).toBe(false);
	});

	it("has a rule for every island of the registry", () => {
		expect(Object.keys(ISLANDS).filter((name) => !HYDRATED_ON_REACH.has(name))).toEqual([]);
	});

	it("hydrates as the page loads the islands that read the address when it carries a query or a fragment", () => {
		for (const name of ["snippet-generator", "spec-calls", "run-locally", "framework-param"]) {
			expect(hydratesOnLoad([name], plain), name).toBe(false);
			expect(hydratesOnLoad([name], { search: "?model=a/b", hash: "" }), name).toBe(true);
			expect(hydratesOnLoad([name], { search: "", hash: "#model=a/b" }), name).toBe(true);
		}
		for (const name of ["local-generator", "snippet-tabs", "try-it", "copy-button"])
			expect(hydratesOnLoad([name], { search: "?model=a/b", hash: "#x" }), name).toBe(false);
	});

	it("hydrates the tabs as the page loads when the browser keeps the reader's choice, and only then", () => {
		const keeps = (kept: string) => (key: string) => key === kept;
		expect(hydratesOnLoad(["snippet-tabs"], plain, keeps(SNIPPET_CHOICE_KEY))).toBe(true);
		expect(hydratesOnLoad(["snippet-tabs"], plain, keeps(LOCAL_CHOICE_KEY))).toBe(false);
		expect(hydratesOnLoad(["run-locally"], plain, keeps(LOCAL_CHOICE_KEY))).toBe(true);
		expect(hydratesOnLoad(["run-locally", "snippet-tabs", "copy-button"], plain, () => false)).toBe(false);
		expect(hydratesOnLoad(["try-it", "copy-button"], plain, () => true)).toBe(false);
	});

	it("watches the view for Try it and Compare providers only", () => {
		expect(Object.keys(ISLANDS).filter(hydratesNearView).sort()).toEqual(["compare-providers", "try-it"]);
		expect(hydratesNearView("constructor")).toBe(false);
	});

	it("hydrates islands it has no rule for as the page loads, names like constructor and __proto__ among them", () => {
		expect(hydratesOnLoad(["constructor"], plain)).toBe(true);
		expect(hydratesOnLoad(["__proto__"], plain)).toBe(true);
		expect(hydratesOnLoad(["copy-page", "an-island-added-later"], plain)).toBe(true);
		expect(hydratesOnLoad([], plain)).toBe(false);
	});
});
