import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type Emulator, startEmulator } from "@hubkit/emulator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getInferenceSnippetsWithReasons } from "../src/index.js";
import { cleanRuns, pythonParseError, runSnippet, type SampleFiles } from "./support/run-snippet.js";
import { inferenceRequests, loadSamples, seeded, snippetEnv } from "./support/same-request.js";

// The `auto` policy lets the hub pick the provider when the call is made, so its SDK snippets do
// not depend on hf-inference serving the task: a model whose only provider makes videos gets them too.

let emulator: Emulator;
let samples: SampleFiles;

beforeAll(async () => {
	emulator = await startEmulator({ pollSteps: 1 });
	samples = await loadSamples(emulator);
});

afterAll(async () => {
	await emulator.close();
	cleanRuns();
});

describe("the auto policy on a task hf-inference does not serve", () => {
	it("offers the SDK snippets, and ours runs through the provider the hub lists", async () => {
		const { model } = seeded("fal-ai", "text-to-video");
		const { snippets, reasons } = getInferenceSnippetsWithReasons(model, "auto", undefined, {});
		expect(reasons).toEqual([]);
		expect(snippets.map((snippet) => `${snippet.language}/${snippet.client}`)).toEqual([
			"python/huggingface_hub",
			"js/huggingface.js",
		]);
		const [python, js] = snippets;
		expect(await pythonParseError(python?.content ?? "")).toBe("");
		expect(js?.content).toContain('provider: "auto"');

		emulator.reset();
		if (!js) return;
		const { dir } = await runSnippet(js, snippetEnv(emulator), samples);
		expect(inferenceRequests(emulator)[0]?.url).toMatch(/^\/fal-ai\//);
		expect(readFileSync(join(dir, "output.mp4")).toString("latin1", 4, 8)).toBe("ftyp");
	});
});
