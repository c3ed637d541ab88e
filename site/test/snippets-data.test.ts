// @vitest-environment node
import { describe, expect, it } from "vitest";
import { taskSnippets } from "../app/lib/snippets-data.server.js";

describe("a task page's snippets", () => {
	it("write the fill-mask example with the page model's own mask token", async () => {
		const page = await taskSnippets("fill-mask");
		expect(page?.modelId).toBe("distilbert/distilroberta-base");
		const codes = page?.tabs.map((tab) => tab.code) ?? [];
		expect(codes.length).toBeGreaterThan(0);
		for (const code of codes) {
			expect(code).toContain("<mask>");
			expect(code).not.toContain("[MASK]");
		}
	});
});
