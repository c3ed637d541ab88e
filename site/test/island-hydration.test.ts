import { describe, expect, it } from "vitest";
import { ISLANDS } from "../app/islands/registry.js";
import { HYDRATED_ON_REACH, hydratesOnLoad } from "../scripts/island-hydration.mjs";

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

	it("hydrates as the page loads when any island is not hydrated on reach", () => {
		for (const name of Object.keys(ISLANDS).filter((name) => !HYDRATED_ON_REACH.has(name)))
			expect(hydratesOnLoad(["copy-page", name], plain), name).toBe(true);
	});

	it("hydrates the snippet generator as the page loads when the address carries a query or a fragment", () => {
		expect(hydratesOnLoad(["snippet-generator"], plain)).toBe(false);
		expect(hydratesOnLoad(["snippet-generator"], { search: "?model=a/b", hash: "" })).toBe(true);
		expect(hydratesOnLoad(["snippet-generator"], { search: "", hash: "#model=a/b" })).toBe(true);
		expect(hydratesOnLoad(["local-generator"], { search: "?model=a/b", hash: "#x" })).toBe(false);
	});

	it("takes names like constructor and __proto__ as islands it does not know: hydrated on load", () => {
		expect(hydratesOnLoad(["constructor"], plain)).toBe(true);
		expect(hydratesOnLoad(["__proto__"], plain)).toBe(true);
		expect(hydratesOnLoad([], plain)).toBe(false);
	});
});
