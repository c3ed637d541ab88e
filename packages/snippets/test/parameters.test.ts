import { type Emulator, startEmulator } from "@hubkit/emulator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InferenceSnippetOptions } from "../src/index.js";
import { cleanRuns, pythonParseError, RUNNABLE, type SampleFiles } from "./support/run-snippet.js";
import { loadSamples, snippetsMatchClient } from "./support/same-request.js";

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

/**
 * Runs every snippet for the call against the emulator; each must make the client's request for
 * the same call, and that request's JSON body is returned.
 */
async function runAll(provider: string, task: string, tags: string[], options: InferenceSnippetOptions) {
	const python: string[] = [];
	const { expected, ran, snippets } = await snippetsMatchClient(
		emulator,
		samples,
		{ provider, task, tags, options },
		(snippet) => {
			if (snippet.language === "python") python.push(snippet.content);
			return RUNNABLE.has(`${snippet.language}/${snippet.client}`);
		},
	);
	for (const content of python) expect(await pythonParseError(content), content).toBe("");
	expect(ran.length).toBeGreaterThan(0);
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
