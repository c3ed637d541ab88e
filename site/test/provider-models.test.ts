// @vitest-environment node
import {
	modelsForProvider,
	PIPELINE_TYPES,
	PROVIDER_MODELS,
	providerTaskFor,
	TASKS_DATA,
	taskDefaultModel,
	taskModelForProvider,
} from "@hubkit/tasks";
import { describe, expect, it } from "vitest";
import {
	type DefaultModels,
	defaultModelFor,
	followDefaultModel,
} from "../app/components/snippets/default-model.js";
import { defaultState } from "../app/components/snippets/generator-state.js";
import { generatorModel, MODELS_AS_OF } from "../app/lib/provider-models.server.js";
import { taskProviders } from "../app/lib/snippets-data.server.js";

describe("the model a task page shows for a provider", () => {
	it("keeps the page's model where the provider serves it, else takes the first the provider serves", () => {
		const own = taskDefaultModel("text-to-image");
		for (const provider of Object.keys(PROVIDER_MODELS.models["text-to-image"] ?? {})) {
			const served = modelsForProvider("text-to-image", provider);
			expect(taskModelForProvider("text-to-image", provider), provider).toBe(
				own && served.includes(own) ? own : served[0],
			);
		}
	});

	it("gives chat pages a chat model the provider serves", () => {
		expect(modelsForProvider("conversational", "cerebras")).toContain(
			taskModelForProvider("text-generation", "cerebras"),
		);
	});

	it("gives no model where the table lists nothing for the provider, so no page offers it", () => {
		expect(taskModelForProvider("text-to-image", "no-such-provider")).toBeUndefined();
	});

	it("on the vision chat page, gives only the page's own models: one a provider serves, else none", () => {
		const own = [
			...TASKS_DATA["image-text-to-text"].widgetModels,
			...TASKS_DATA["image-text-to-text"].models.map((model) => model.id),
		];
		const providers = Object.keys(PROVIDER_MODELS.models.conversational ?? {});
		for (const provider of providers) {
			const model = taskModelForProvider("image-text-to-text", provider);
			const served = own.filter((id) => modelsForProvider("conversational", provider).includes(id));
			if (served.length > 0) expect(model, provider).toBe(served[0]);
			else expect(model, provider).toBeUndefined();
		}
	});

	it("gives every provider a task page offers a model the table lists for it, and opens the page on one serving its own model", () => {
		const offered: string[] = [];
		for (const page of PIPELINE_TYPES) {
			const providers = taskProviders(page);
			for (const provider of providers) {
				offered.push(`${page} ${provider}`);
				expect(modelsForProvider(providerTaskFor(page), provider), `${page} on ${provider}`).toContain(
					taskModelForProvider(page, provider),
				);
			}
			if (providers[0]) expect(taskModelForProvider(page, providers[0]), page).toBe(taskDefaultModel(page));
		}
		expect(offered.length).toBeGreaterThan(PIPELINE_TYPES.length);
	});

	it("dates the table in words", () => {
		expect(MODELS_AS_OF).toBe("31 August 2025");
	});
});

describe("the generator's default model", () => {
	const models: DefaultModels = {
		conversational: {
			model: "meta-llama/Llama-3.1-8B-Instruct",
			providers: { publicai: "swiss-ai/Apertus" },
		},
		"text-to-image": {
			model: "black-forest-labs/FLUX.1-dev",
			providers: { nscale: "black-forest-labs/FLUX.1-schnell" },
		},
	};
	const start = { ...defaultState("hf-inference"), model: "meta-llama/Llama-3.1-8B-Instruct" };

	it("is the provider's where it serves another, else the task's", () => {
		expect(defaultModelFor(models, "text-to-image", "nscale")).toBe("black-forest-labs/FLUX.1-schnell");
		expect(defaultModelFor(models, "text-to-image", "together")).toBe("black-forest-labs/FLUX.1-dev");
		expect(defaultModelFor(models, "toString", "together")).toBeUndefined();
	});

	it("follows the task and provider while the field holds a default or nothing", () => {
		const image = followDefaultModel(start, { task: "text-to-image" }, models);
		expect(image.model).toBe("black-forest-labs/FLUX.1-dev");
		expect(followDefaultModel(image, { provider: "nscale" }, models).model).toBe(
			"black-forest-labs/FLUX.1-schnell",
		);
		expect(followDefaultModel({ ...image, model: " " }, { provider: "nscale" }, models).model).toBe(
			"black-forest-labs/FLUX.1-schnell",
		);
	});

	it("keeps a model the reader typed", () => {
		const typed = { ...start, model: "my-org/my-model" };
		expect(followDefaultModel(typed, { provider: "publicai" }, models)).toEqual({
			...typed,
			provider: "publicai",
		});
	});

	it("is built from the table: a provider's default is one it serves", () => {
		expect(modelsForProvider("text-to-image", "nscale")).toContain(generatorModel("text-to-image", "nscale"));
		expect(generatorModel("conversational", "auto")).toBe("meta-llama/Llama-3.1-8B-Instruct");
	});
});
