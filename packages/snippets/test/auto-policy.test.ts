import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getInferenceSnippetsWithReasons } from "../src/index.js";
import { pythonParseError, runSnippet } from "./support/run-snippet.js";
import { inferenceRequests, seeded, snippetEnv } from "./support/same-request.js";
import { snippetEmulator } from "./support/snippet-emulator.js";

// The `auto` policy lets the hub pick the provider when the call is made, so its SDK snippets do
// not depend on hf-inference serving the task: a model whose only provider makes videos gets them too.

const run = snippetEmulator();

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

		run.emulator.reset();
		if (!js) return;
		const { dir } = await runSnippet(js, snippetEnv(run.emulator), run.samples);
		expect(inferenceRequests(run.emulator)[0]?.url).toMatch(/^\/fal-ai\//);
		expect(readFileSync(join(dir, "output.mp4")).toString("latin1", 4, 8)).toBe("ftyp");
	});
});
