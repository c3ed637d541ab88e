// @vitest-environment node
import { describe, expect, it } from "vitest";
import { webAddress } from "../app/lib/web-address.js";

describe("webAddress", () => {
	it("takes an http or https address, trimmed, without its trailing slash", () => {
		expect(webAddress("Hub URL", " https://hub.example/ ")).toEqual({ url: "https://hub.example" });
		expect(webAddress("Hub URL", "http://127.0.0.1:8080")).toEqual({ url: "http://127.0.0.1:8080" });
		expect(webAddress("Router URL", "https://router.example/v1/")).toEqual({
			url: "https://router.example/v1",
		});
	});

	it("names the field in what is wrong with anything else", () => {
		expect(webAddress("Hub URL", "javascript:alert(1)")).toEqual({
			problem: "Hub URL must start with https:// or http://.",
		});
		expect(webAddress("Router URL", "ftp://router.example")).toEqual({
			problem: "Router URL must start with https:// or http://.",
		});
		expect(webAddress("Hub URL", "hub")).toEqual({ problem: "Hub URL is not a web address." });
		expect(webAddress("Router URL", "  ")).toEqual({ problem: "Router URL is not a web address." });
	});
});
