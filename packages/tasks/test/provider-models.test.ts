import { PROVIDERS } from "@hubkit/inference";
import { HUB_ID_REGEXP, PROVIDER_MODULES } from "@hubkit/inference/internal";
import { describe, expect, it } from "vitest";
import { PIPELINE_TYPES } from "../src/catalogue/pipeline-data.js";
import {
	modelForProvider,
	modelsForProvider,
	PROVIDER_MODELS,
	type ProviderModelsTable,
	providersServing,
	providerTaskFor,
	routerServesTask,
	taskDefaultModel,
	taskModelForProvider,
} from "../src/provider-models/provider-models.js";
import { TASKS_DATA } from "../src/records/index.js";

/**
 * Every task a routed provider module of the built client serves. Providers the client calls only
 * directly (openai) name models by their own ids, which the hub does not list.
 */
const SERVED = PROVIDER_MODULES.filter((module) => module.routed).flatMap((module) =>
	Object.keys(PROVIDERS[module.id] ?? {}).map((task) => ({ provider: module.id, task })),
);

describe("PROVIDER_MODELS", () => {
	it("is dated and says where its facts came from", () => {
		expect(PROVIDER_MODELS.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
		expect(Number.isNaN(Date.parse(PROVIDER_MODELS.asOf))).toBe(false);
		expect(PROVIDER_MODELS.source.length).toBeGreaterThan(20);
	});

	it("has a model for every provider and task the inference client serves through the router", () => {
		expect(SERVED.length).toBeGreaterThan(80);
		const missing = SERVED.filter(({ provider, task }) => modelsForProvider(task, provider).length === 0);
		expect(missing).toEqual([]);
	});

	it("lists no pair the client does not serve", () => {
		const served = new Set(SERVED.map(({ provider, task }) => `${task}/${provider}`));
		const listed = Object.entries(PROVIDER_MODELS.models).flatMap(([task, byProvider]) =>
			Object.keys(byProvider).map((provider) => `${task}/${provider}`),
		);
		expect(listed.filter((pair) => !served.has(pair))).toEqual([]);
	});

	it("names every model by a valid hub id, each once per provider", () => {
		for (const [task, byProvider] of Object.entries(PROVIDER_MODELS.models)) {
			for (const [provider, ids] of Object.entries(byProvider)) {
				for (const id of ids) expect(id, `${task}/${provider}`).toMatch(HUB_ID_REGEXP);
				expect(new Set(ids).size, `${task}/${provider}`).toBe(ids.length);
			}
		}
	});

	it("keeps tasks and providers in alphabetical order, as the refresh script writes them", () => {
		const tasks = Object.keys(PROVIDER_MODELS.models);
		expect(tasks).toEqual([...tasks].sort());
		for (const byProvider of Object.values(PROVIDER_MODELS.models)) {
			const providers = Object.keys(byProvider);
			expect(providers).toEqual([...providers].sort());
		}
	});
});

describe("modelForProvider", () => {
	const table: ProviderModelsTable = {
		asOf: "2025-01-01",
		source: "test",
		models: { "text-to-image": { nscale: ["a/schnell", "b/xl"], "fal-ai": ["a/dev"] } },
	};

	it("gives the preferred model when the provider serves it", () => {
		expect(modelForProvider("text-to-image", "nscale", "b/xl", table)).toBe("b/xl");
	});

	it("gives the provider's first model when it does not serve the preferred one, or none is given", () => {
		expect(modelForProvider("text-to-image", "nscale", "a/dev", table)).toBe("a/schnell");
		expect(modelForProvider("text-to-image", "nscale", undefined, table)).toBe("a/schnell");
	});

	it("gives undefined for a provider or task the table does not know, inherited names included", () => {
		expect(modelForProvider("text-to-image", "groq", "a/dev", table)).toBeUndefined();
		expect(modelForProvider("fill-mask", "nscale", undefined, table)).toBeUndefined();
		expect(modelForProvider("constructor", "nscale", undefined, table)).toBeUndefined();
		expect(modelForProvider("text-to-image", "toString", undefined, table)).toBeUndefined();
		expect(modelsForProvider("__proto__", "nscale", table)).toEqual([]);
	});

	it("reads the committed table by default", () => {
		expect(modelForProvider("text-to-image", "nscale")).toBe(
			modelsForProvider("text-to-image", "nscale", PROVIDER_MODELS)[0],
		);
		expect(modelForProvider("conversational", "groq", "openai/gpt-oss-120b")).toBe("openai/gpt-oss-120b");
	});
});

describe("providersServing and routerServesTask", () => {
	const table: ProviderModelsTable = {
		asOf: "2025-01-01",
		source: "test",
		models: {
			conversational: { groq: ["a/chat"], together: ["a/chat", "b/vision"] },
			"text-generation": { together: ["a/base"] },
			"text-ranking": {},
		},
	};

	it("read the chat pages (text generation, vision chat) from chat, since their router call is a chat completion", () => {
		expect(providerTaskFor("text-generation")).toBe("conversational");
		expect(providerTaskFor("image-text-to-text")).toBe("conversational");
		expect(providerTaskFor("translation")).toBe("translation");
		expect(providersServing("text-generation", "a/chat", table)).toEqual(["groq", "together"]);
		expect(providersServing("image-text-to-text", "b/vision", table)).toEqual(["together"]);
		expect(providersServing("text-generation", "a/base", table)).toEqual([]);
	});

	it("say a task is served only when some provider lists a model for it, inherited names included", () => {
		expect(routerServesTask("text-generation", table)).toBe(true);
		expect(routerServesTask("text-ranking", table)).toBe(false);
		expect(routerServesTask("fill-mask", table)).toBe(false);
		expect(routerServesTask("constructor", table)).toBe(false);
		expect(providersServing("toString", "a/chat", table)).toEqual([]);
	});

	it("read the committed table by default", () => {
		expect(
			providersServing("automatic-speech-recognition", "openai/whisper-large-v3").length,
		).toBeGreaterThan(0);
		expect(providersServing("automatic-speech-recognition", "owner/unknown")).toEqual([]);
	});
});

/** A table built from the records' own ids, so the cases hold whatever the committed table says. */
const chat = TASKS_DATA["text-generation"];
const vision = TASKS_DATA["image-text-to-text"];
const served = (ids: (string | undefined)[]) => ids.filter((id): id is string => id !== undefined);
const TABLE: ProviderModelsTable = {
	asOf: "2025-01-01",
	source: "test",
	models: {
		conversational: {
			texty: ["other/text-chat"],
			both: served(["other/text-chat", vision.models.at(-1)?.id, taskDefaultModel("image-text-to-text")]),
			later: served([chat.models.at(-1)?.id]),
		},
		"text-to-image": { painter: ["other/painter", "other/second"] },
	},
};

describe("taskDefaultModel", () => {
	it("is the first widget model, else the first model, else undefined for a placeholder", () => {
		for (const id of PIPELINE_TYPES) {
			const record = TASKS_DATA[id];
			expect(taskDefaultModel(id), id).toBe(record.widgetModels[0] ?? record.models[0]?.id);
		}
		expect(taskDefaultModel("graph-ml")).toBeUndefined();
	});
});

describe("taskModelForProvider", () => {
	it("keeps the page's default where the provider serves it, even when it lists another model first", () => {
		expect(taskModelForProvider("image-text-to-text", "both", TABLE)).toBe(
			taskDefaultModel("image-text-to-text"),
		);
	});

	it("takes the page's own recommended model the provider serves before the table's first", () => {
		expect(taskModelForProvider("text-generation", "later", TABLE)).toBe(chat.models.at(-1)?.id);
	});

	it("falls back to the provider's first model for the page's router task, chat for text generation", () => {
		expect(taskModelForProvider("text-generation", "texty", TABLE)).toBe("other/text-chat");
		expect(taskModelForProvider("text-to-image", "painter", TABLE)).toBe("other/painter");
	});

	it("gives no model on the vision-chat page for a provider serving none of its models: its chat models may be text-only", () => {
		expect(taskModelForProvider("image-text-to-text", "texty", TABLE)).toBeUndefined();
	});

	it("gives undefined where the provider serves nothing for the task", () => {
		expect(taskModelForProvider("text-to-image", "texty", TABLE)).toBeUndefined();
		expect(taskModelForProvider("graph-ml", "painter", TABLE)).toBeUndefined();
	});

	it("shows a vision model for each provider that serves one on the vision-chat page, per the committed table", () => {
		expect(taskModelForProvider("image-text-to-text", "zai-org")).toBe("zai-org/GLM-4.5V");
		expect(taskModelForProvider("image-text-to-text", "fireworks-ai")).toBe("Qwen/Qwen2.5-VL-32B-Instruct");
		expect(taskModelForProvider("image-text-to-text", "hf-inference")).toBeUndefined();
	});
});
