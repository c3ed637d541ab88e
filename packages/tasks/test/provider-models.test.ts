import { PROVIDERS } from "@hubkit/inference";
import { PROVIDER_MODULES } from "@hubkit/inference/internal";
import { describe, expect, it } from "vitest";
import {
	modelForProvider,
	modelsForProvider,
	PROVIDER_MODELS,
	type ProviderModelsTable,
} from "../src/provider-models/provider-models.js";
import {
	isServed,
	providersServing,
	providerTaskFor,
	routerServesTask,
} from "../src/provider-models/served-models.js";

/** A hub repository id: `owner/name`, each part the hub's characters. */
const HUB_ID = /^[A-Za-z0-9][\w.-]*\/[\w.-]+$/;

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
				for (const id of ids) expect(id, `${task}/${provider}`).toMatch(HUB_ID);
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

describe("providersServing, isServed and routerServesTask", () => {
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
		expect(isServed("text-generation", "a/base", table)).toBe(false);
	});

	it("say a task is served only when some provider lists a model for it, inherited names included", () => {
		expect(routerServesTask("text-generation", table)).toBe(true);
		expect(routerServesTask("text-ranking", table)).toBe(false);
		expect(routerServesTask("fill-mask", table)).toBe(false);
		expect(routerServesTask("constructor", table)).toBe(false);
		expect(providersServing("toString", "a/chat", table)).toEqual([]);
	});

	it("read the committed table by default", () => {
		expect(isServed("automatic-speech-recognition", "openai/whisper-large-v3")).toBe(true);
		expect(isServed("automatic-speech-recognition", "owner/unknown")).toBe(false);
	});
});
