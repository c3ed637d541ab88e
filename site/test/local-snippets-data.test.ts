// @vitest-environment node
import { PIPELINE_TYPES, TASKS_DATA } from "@hubkit/tasks";
import { describe, expect, it } from "vitest";
import { localSnippetDataPath, localTabIds } from "../app/components/run-locally/local-tab.js";
import {
	libraryAnchors,
	localSnippetDataPaths,
	pageChoices,
	taskLocalSnippets,
} from "../app/lib/local-snippets-data.server.js";

describe("a task page's Run locally data", () => {
	it("shows the page's widget model first, with its transformers pipeline highlighted and its install line", async () => {
		const panels = await taskLocalSnippets("text-classification");
		expect(panels[0]?.modelId).toBe("distilbert/distilbert-base-uncased-finetuned-sst-2-english");
		expect(panels[0]?.library).toBe("Transformers");
		const pipeline = panels[0]?.tabs.find((tab) => tab.code.includes("from transformers import pipeline"));
		expect(pipeline?.kind).toBe("library");
		expect(pipeline?.name).toBe("transformers");
		expect(pipeline?.setup).toMatch(/^pip install/);
		expect(pipeline?.html).toContain("<pre");
		expect(pipeline?.setupHtml).toContain("<pre");
		expect(panels.map((panel) => panel.modelId)).toEqual(
			expect.arrayContaining(TASKS_DATA["text-classification"].models.map((model) => model.id)),
		);
	});

	it("gives every recommended model of every documented task a panel, with code or a note saying why not", async () => {
		for (const id of PIPELINE_TYPES) {
			const record = TASKS_DATA[id];
			const panels = await taskLocalSnippets(id);
			expect(panels.length, id).toBe(record.isPlaceholder ? 0 : record.models.length);
			for (const panel of panels) {
				expect(panel.tabs.length > 0 || Boolean(panel.note), `${id} ${panel.modelId}`).toBe(true);
				expect(new Set(panel.tabs.map((tab) => tab.id)).size, `${id} ${panel.modelId}`).toBe(
					panel.tabs.length,
				);
			}
		}
		// Highlights every snippet of every page: seconds on a busy machine.
	}, 120_000);

	it("writes the fill-mask example with each model's own mask token", async () => {
		const panels = await taskLocalSnippets("fill-mask");
		const code = (modelId: string) =>
			panels
				.find((panel) => panel.modelId === modelId)
				?.tabs.map((tab) => tab.code)
				.join("\n") ?? "";
		expect(code("distilbert/distilroberta-base")).toContain("<mask>");
		expect(code("google-bert/bert-base-uncased")).toContain("[MASK]");
	});

	it("carries on the page only its first model's first tab's code; every model's file is built, the first's too", async () => {
		const panels = await taskLocalSnippets("text-generation");
		const [first, ...others] = pageChoices(panels);
		expect(first?.tabs?.length).toBe(panels[0]?.tabs.length);
		expect(first?.tabs?.filter((tab) => "code" in tab)).toEqual([panels[0]?.tabs[0]]);
		expect(others.every((model) => model.tabs === undefined)).toBe(true);
		const paths = new Set(localSnippetDataPaths());
		for (const index of panels.keys())
			expect(paths.has(localSnippetDataPath("text-generation", index)), String(index)).toBe(true);
	});

	it("offers a chat model's local apps beside its library", async () => {
		const panels = await taskLocalSnippets("text-generation");
		const kinds = new Set(panels.flatMap((panel) => panel.tabs.map((tab) => tab.kind)));
		expect(kinds).toEqual(new Set(["library", "app"]));
	});

	it("links each library of the page to the first tab of its code", async () => {
		const panels = await taskLocalSnippets("token-classification");
		const anchors = libraryAnchors(panels);
		expect(Object.keys(anchors)).toEqual(expect.arrayContaining(["transformers", "flair"]));
		for (const [library, tabId] of Object.entries(anchors)) {
			const tab = panels.flatMap((panel) => panel.tabs).find((each) => each.id === tabId);
			expect(tab?.name).toBe(library);
		}
	});

	it("numbers tab ids that two snippets would share, so each tab is its own anchor", () => {
		expect(
			localTabIds([
				{ kind: "library", label: "Transformers (pipeline)" },
				{ kind: "library", label: "Transformers (pipeline)" },
				{ kind: "app", label: "Ollama · Python (openai)" },
			]),
		).toEqual([
			"library-transformers-pipeline",
			"library-transformers-pipeline-2",
			"app-ollama-python-openai",
		]);
	});
});
