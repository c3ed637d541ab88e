import { describe, expect, it } from "vitest";
import { getLocalSnippets, type HubModel } from "../src/index.js";

/**
 * The model's own example, from the hub's widgetData (its card's widget, else the task's default),
 * is what its code runs on when the caller gives no input, as the hub's own snippets do.
 */

const contentOf = (model: HubModel & { id: string }, library: string, options?: { inputs?: unknown }) =>
	getLocalSnippets(model, options)
		.filter((snippet) => snippet.name === library)
		.map((snippet) => snippet.content)
		.join("\n");

describe("the model's own widget example", () => {
	const fillMask = {
		id: "acme/roberta-like",
		pipeline_tag: "fill-mask",
		library_name: "transformers",
		mask_token: "<mask>",
		widgetData: [{ text: "Paris is the <mask> of France." }],
	};

	it("is a text model's input", () => {
		expect(contentOf(fillMask, "transformers")).toContain("Paris is the <mask> of France.");
	});

	it("gives way to the caller's input", () => {
		const content = contentOf(fillMask, "transformers", { inputs: "My own <mask> text." });
		expect(content).toContain("My own <mask> text.");
		expect(content).not.toContain("Paris is the");
	});

	it("is a sentence-similarity model's source sentence and the sentences compared to it", () => {
		const content = contentOf(
			{
				id: "acme/embedder",
				pipeline_tag: "sentence-similarity",
				library_name: "sentence-transformers",
				widgetData: [
					{ source_sentence: "The widget's own source", sentences: ["First widget sentence", "Second one"] },
				],
			},
			"sentence-transformers",
		);
		for (const text of ["The widget's own source", "First widget sentence", "Second one"])
			expect(content).toContain(text);
	});

	it("is ignored when its shape is not the task's input (a table for a text model, no text)", () => {
		const content = contentOf(
			{ ...fillMask, widgetData: [{ structured_data: { a: [1] } }, { text: "not the first example" }] },
			"transformers",
		);
		expect(content).not.toContain("not the first example");
		expect(content).toContain("<mask>");
	});
});
