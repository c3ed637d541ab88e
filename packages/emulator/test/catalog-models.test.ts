import { describe, expect, it } from "vitest";
import type { ProviderSpec } from "../src/providers/call.js";
import { withCatalogModels } from "../src/registry/catalog-models.js";
import type { SeedModel } from "../src/types.js";

const LLAMA: SeedModel = {
	id: "meta-llama/Llama-3.1-8B-Instruct",
	pipeline_tag: "text-generation",
	tags: ["conversational"],
	inferenceProviderMapping: [
		{ provider: "together", providerId: "meta-llama/Llama-3.1-8B", status: "live", task: "conversational" },
	],
};

function provider(models: ProviderSpec["models"]): ProviderSpec {
	return {
		name: "example-ai",
		style: "openai",
		routed: true,
		direct: [],
		routes: [],
		...(models ? { models } : {}),
	};
}

describe("a catalogue entry's models", () => {
	it("become live mappings of the seeded models, after their own", () => {
		const [model] = withCatalogModels(
			[LLAMA],
			[provider([{ hubId: LLAMA.id, providerId: "example/llama-3.1-8b", task: "conversational" }])],
		);
		expect(model?.inferenceProviderMapping).toEqual([
			...LLAMA.inferenceProviderMapping,
			{ provider: "example-ai", providerId: "example/llama-3.1-8b", status: "live", task: "conversational" },
		]);
		expect(LLAMA.inferenceProviderMapping).toHaveLength(1);
	});

	it("leave the registry as it is when no entry declares any", () => {
		expect(withCatalogModels([LLAMA], [provider(undefined)])).toEqual([LLAMA]);
	});

	it("must name a model the registry seeds", () => {
		expect(() =>
			withCatalogModels(
				[LLAMA],
				[provider([{ hubId: "nobody/nothing", providerId: "x", task: "conversational" }])],
			),
		).toThrow(
			"The catalogue entry of example-ai serves nobody/nothing, which the seeded registry does not have.",
		);
	});
});
