// @vitest-environment node
import { describe, expect, it } from "vitest";
import { DEFAULT_MODEL } from "../app/components/snippets/generator-state.js";
import { localGeneratorProps } from "../app/lib/local-generator-data.server.js";

describe("the Run locally generator's build data", () => {
	it("starts on the snippet generator's default model, chatting, highlighted, with the libraries per task and the known models' libraries", async () => {
		const props = await localGeneratorProps();
		expect(props.defaults).toEqual({ model: DEFAULT_MODEL, task: "conversational" });
		const tabs = props.defaultPanel.tabs ?? [];
		expect(tabs.length).toBeGreaterThan(0);
		for (const tab of tabs) expect(tab.html, tab.id).toContain("<pre");
		expect(tabs[0]?.code).toContain("from transformers import pipeline");
		expect(props.tasks).toContain("text-classification");
		expect(props.libraries.find((library) => library.key === "flair")?.tasks).toContain(
			"token-classification",
		);
		expect(props.known["flair/ner-english"]?.library).toBe("flair");
	}, 60_000);
});
