import { type Emulator, startEmulator } from "@hubkit/emulator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
	getInferenceSnippets,
	type InferenceSnippetOptions,
	planSnippetCall,
	type SnippetCall,
} from "../src/index.js";
import { cleanRuns, pythonParseError, runSnippet, type SampleFiles } from "./support/run-snippet.js";
import {
	clientCall,
	essence,
	inferenceRequests,
	loadSamples,
	providerBaseUrls,
	redirects,
	seeded,
	snippetEnv,
} from "./support/same-request.js";

let emulator: Emulator;
let samples: SampleFiles;

beforeAll(async () => {
	emulator = await startEmulator();
	samples = await loadSamples(emulator);
});

afterAll(async () => {
	await emulator.close();
	cleanRuns();
});

const RUNNABLE = new Set(["sh/curl", "python/requests", "js/fetch", "js/openai", "js/huggingface.js"]);

/**
 * Runs every snippet for the call against the emulator; each must make the client's request for
 * the same call, and that request's JSON body is returned.
 */
async function runAll(provider: string, task: string, tags: string[], options: InferenceSnippetOptions) {
	const { model, mapping } = seeded(provider, task, tags);
	const full = { ...options, routerUrl: emulator.url, providerBaseUrls: providerBaseUrls(emulator) };
	const snippets = getInferenceSnippets(model, provider as "together", mapping, full);
	expect(snippets.length).toBeGreaterThan(0);
	const call = planSnippetCall(model, provider as "together", mapping, full) as SnippetCall;
	emulator.reset();
	await clientCall(emulator, call, mapping, samples);
	const expected = essence(inferenceRequests(emulator)[0]);
	let ran = 0;
	for (const snippet of snippets) {
		const key = `${snippet.language}/${snippet.client}`;
		if (snippet.language === "python") expect(await pythonParseError(snippet.content), key).toBe("");
		if (!RUNNABLE.has(key)) continue;
		emulator.reset();
		await runSnippet(snippet, snippetEnv(emulator), samples, redirects(emulator));
		expect(essence(inferenceRequests(emulator)[0]), key).toEqual(expected);
		ran++;
	}
	expect(ran).toBeGreaterThan(0);
	return { body: expected?.body as Record<string, unknown>, snippets };
}

describe("options.parameters reach the request of every snippet", () => {
	it("a task's parameters join (and override) the example's", async () => {
		const parameters = { num_inference_steps: 7, negative_prompt: "blurry, 'dark' \"$(rm -rf /)\"" };
		const { body, snippets } = await runAll("hf-inference", "text-to-image", [], { parameters });
		expect(body.parameters).toEqual(parameters);
		const python = snippets.find((snippet) => snippet.client === "huggingface_hub")?.content;
		expect(python).toContain("num_inference_steps=7,");
	});

	it("a task whose example has parameters keeps the ones not given", async () => {
		const { body } = await runAll("hf-inference", "zero-shot-classification", [], {
			parameters: { multi_label: true },
		});
		expect(body.parameters).toEqual({ candidate_labels: expect.any(Array), multi_label: true });
	});

	it("chat takes them as top-level fields; its named options and messages win", async () => {
		const { body } = await runAll("together", "conversational", ["conversational"], {
			parameters: { seed: 3, stop: ["END"], max_tokens: 64, top_p: 0.5, messages: [], stream: true },
			top_p: 0.25,
		});
		expect(body).toMatchObject({ seed: 3, stop: ["END"], max_tokens: 64, top_p: 0.25 });
		expect(body.messages).not.toEqual([]);
		expect(body.stream).toBeUndefined();
	});

	it("a parameter's name is written as a key in every language, never as code", async () => {
		const parameters = JSON.parse(
			'{"x=1); import os #": 1, "__proto__": {"polluted": true}, "a\\nb\'\\"": "$(id)"}',
		);
		const { body } = await runAll("hf-inference", "text-to-image", [], { parameters });
		expect(Object.entries(body.parameters as object)).toEqual([
			["num_inference_steps", 5],
			...Object.entries(parameters),
		]);
		expect(({} as Record<string, unknown>).polluted).toBeUndefined();
	});
});
