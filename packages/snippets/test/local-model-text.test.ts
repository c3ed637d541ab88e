import { describe, expect, it } from "vitest";
import { getLocalSnippets } from "../src/index.js";
import { analysePython } from "./local/check.js";

/** Text libraries' code from the hub's facts about the model, as the hub's own snippets read them. */

const pythonOf = async (model: Parameters<typeof getLocalSnippets>[0], library: string) => {
	const snippets = getLocalSnippets(model).filter((snippet) => snippet.name === library);
	expect(snippets.length).toBeGreaterThan(0);
	return { snippets, facts: await analysePython(snippets.map((snippet) => snippet.content)) };
};

describe("AdapterHub adapters", () => {
	it("load onto the base model config.adapter_transformers names, when no tag names one", async () => {
		const { facts } = await pythonOf(
			{
				id: "acme/bert-adapter-sst2",
				pipeline_tag: "text-classification",
				library_name: "adapter-transformers",
				config: {
					adapter_transformers: {
						model_name: "google-bert/bert-base-uncased",
						model_class: "BertAdapterModel",
					},
				},
			},
			"adapter-transformers",
		);
		const calls = facts.flatMap((each) => each.calls);
		expect(calls.find((call) => call.callee === "AutoAdapterModel.from_pretrained")?.args).toEqual([
			"google-bert/bert-base-uncased",
		]);
		expect(calls.find((call) => call.callee === "model.load_adapter")?.args).toEqual([
			"acme/bert-adapter-sst2",
		]);
	});
});

describe("AllenNLP", () => {
	it("imports allennlp_models, which registers the models' predictors, before Predictor.from_path", async () => {
		const { facts } = await pythonOf(
			{ id: "allenai/bidaf", pipeline_tag: "question-answering", library_name: "allennlp" },
			"allennlp",
		);
		for (const each of facts) expect(each.imports).toContainEqual(["allennlp_models", null]);
	});
});
