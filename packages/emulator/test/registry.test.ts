import { describe, expect, it } from "vitest";
import { DEFAULT_MODELS } from "../src/index.js";
import { PROVIDERS } from "../src/providers/catalog.js";

/** Provider × task pairs the reference client has helpers for (@huggingface/inference 4.13). */
const REFERENCE: Record<string, string[]> = {
	baseten: ["conversational"],
	cerebras: ["conversational"],
	cohere: ["conversational"],
	deepinfra: [
		"automatic-speech-recognition",
		"conversational",
		"feature-extraction",
		"text-generation",
		"text-to-image",
		"text-to-speech",
	],
	"fal-ai": [
		"audio-to-audio",
		"automatic-speech-recognition",
		"image-text-to-image",
		"image-text-to-video",
		"image-to-image",
		"image-segmentation",
		"image-to-video",
		"text-to-audio",
		"text-to-image",
		"text-to-speech",
		"text-to-video",
	],
	"featherless-ai": ["conversational", "text-generation"],
	"hf-inference": [
		"text-to-image",
		"conversational",
		"text-generation",
		"text-classification",
		"question-answering",
		"audio-classification",
		"automatic-speech-recognition",
		"fill-mask",
		"feature-extraction",
		"image-classification",
		"image-segmentation",
		"document-question-answering",
		"image-to-text",
		"object-detection",
		"audio-to-audio",
		"zero-shot-image-classification",
		"zero-shot-classification",
		"image-to-image",
		"sentence-similarity",
		"table-question-answering",
		"tabular-classification",
		"text-to-speech",
		"token-classification",
		"translation",
		"summarization",
		"visual-question-answering",
		"tabular-regression",
		"text-to-audio",
	],
	"fireworks-ai": ["conversational"],
	groq: ["conversational", "text-generation"],
	novita: ["conversational", "image-text-to-video", "text-generation", "text-to-video"],
	nscale: ["text-to-image", "conversational"],
	openai: ["conversational"],
	ovhcloud: ["conversational", "text-generation"],
	publicai: ["conversational"],
	replicate: [
		"text-to-image",
		"text-to-speech",
		"text-to-video",
		"image-to-image",
		"automatic-speech-recognition",
	],
	scaleway: ["conversational", "text-generation", "feature-extraction"],
	together: [
		"text-to-image",
		"image-to-image",
		"text-to-video",
		"image-to-video",
		"conversational",
		"text-generation",
		"feature-extraction",
		"text-to-speech",
		"automatic-speech-recognition",
	],
	wavespeed: [
		"text-to-image",
		"text-to-video",
		"image-to-image",
		"image-to-video",
		"image-text-to-image",
		"image-text-to-video",
	],
	"zai-org": ["conversational", "text-to-image", "image-to-text"],
};

/** Pairs a catalogue entry declares with its own provider (one the reference client may not have). */
const DECLARED = new Set(
	PROVIDERS.flatMap((provider) => (provider.models ?? []).map((model) => `${provider.name} ${model.task}`)),
);

describe("the default registry", () => {
	it("has a model for every provider × task the reference client supports, and nothing else", () => {
		const seeded = new Set(
			DEFAULT_MODELS.flatMap((m) => m.inferenceProviderMapping.map((x) => `${x.provider} ${x.task}`)),
		);
		const expected = new Set(
			Object.entries(REFERENCE).flatMap(([provider, tasks]) => tasks.map((task) => `${provider} ${task}`)),
		);
		expect([...expected].filter((pair) => !seeded.has(pair))).toEqual([]);
		expect([...seeded].filter((pair) => !expected.has(pair) && !DECLARED.has(pair))).toEqual([]);
	});

	it("has unique hub ids, one mapping per provider per model, and hf-inference ids equal to hub ids", () => {
		const ids = DEFAULT_MODELS.map((m) => m.id);
		expect(new Set(ids).size).toBe(ids.length);
		for (const model of DEFAULT_MODELS) {
			const providers = model.inferenceProviderMapping.map((m) => m.provider);
			expect(new Set(providers).size, model.id).toBe(providers.length);
			const hf = model.inferenceProviderMapping.find((m) => m.provider === "hf-inference");
			if (hf) expect(hf.providerId).toBe(model.id);
		}
	});

	it("maps each hf-inference model to the task its pipeline tag names (LLMs to chat, VLMs too)", () => {
		for (const model of DEFAULT_MODELS) {
			const hf = model.inferenceProviderMapping.find((m) => m.provider === "hf-inference");
			if (!hf) continue;
			const chatModel = model.tags?.includes("conversational") && hf.task === "conversational";
			expect(chatModel || hf.task === model.pipeline_tag, model.id).toBe(true);
		}
	});
});
