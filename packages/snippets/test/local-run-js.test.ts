import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { getLocalSnippets } from "../src/index.js";
import { type FileHub, startFileHub } from "./support/local-js/file-hub.js";
import { writeTinySentiment } from "./support/local-js/tiny-sentiment.js";

/**
 * The transformers.js snippet, run for real: Node, @huggingface/transformers 4.3.1 and
 * onnxruntime-node's CPU binary (shipped inside its npm package, bin/napi-v6/linux/x64; its install
 * script only fetches the CUDA providers, so allowScripts leaves it off) classify text with a tiny
 * model written on this machine and served by a loopback hub. The snippet's file is the generator's
 * text as it is; a preload sets the library's `env.remoteHost`, as a reader of a self-hosted hub does.
 */

const run = promisify(execFile);
const RUNS = new URL("../.runs/", import.meta.url).pathname;
const PRELOAD = new URL("./support/local-js/self-hosted-hub.mjs", import.meta.url).pathname;
const REPO = "hubkit-tests/tiny-sentiment";

let hub: FileHub;

beforeAll(async () => {
	const model = writeTinySentiment(join(RUNS, "local-js", "tiny-sentiment"));
	hub = await startFileHub({ [REPO]: model });
});

afterAll(async () => {
	await hub?.close();
});

/** The transformers.js snippet for the tiny model, given the text it classifies (or the task's example). */
function snippetFor(inputs?: string): string {
	const snippets = getLocalSnippets(
		{
			id: REPO,
			pipeline_tag: "text-classification",
			library_name: "transformers.js",
			tags: ["transformers.js", "onnx", "bert", "text-classification"],
		},
		inputs === undefined ? {} : { inputs },
	);
	const code = snippets.find((snippet) => snippet.name === "transformers.js");
	if (!code) throw new Error(`no transformers.js snippet among ${snippets.map((s) => s.name).join(", ")}`);
	return code.content;
}

/** Runs a snippet with Node in a folder of its own (and its own cache), as `node snippet.mjs` would. */
async function runSnippet(content: string): Promise<string> {
	mkdirSync(RUNS, { recursive: true });
	const dir = mkdtempSync(join(RUNS, "local-js-"));
	writeFileSync(join(dir, "snippet.mjs"), content);
	const { stdout } = await run(process.execPath, ["--import", PRELOAD, "snippet.mjs"], {
		cwd: dir,
		env: { ...process.env, HF_ENDPOINT: hub.url, TRANSFORMERS_JS_CACHE: join(dir, "cache") },
		timeout: 60_000,
	});
	return stdout;
}

/** `[ { label: 'POSITIVE', score: 0.98… } ]`, as console.log prints the pipeline's answer. */
function classification(stdout: string): { label: string; score: number } {
	const found = /\{\s*label: '([^']+)',\s*score: ([\d.e-]+)\s*\}/.exec(stdout);
	if (!found?.[1] || !found[2]) throw new Error(`no classification printed:\n${stdout}`);
	return { label: found[1], score: Number(found[2]) };
}

it("the text-classification snippet, run as written, classifies the task's example and a reader's text", async () => {
	const example = snippetFor();
	expect(example).toContain(`pipeline("text-classification", "${REPO}")`);
	const praise = classification(await runSnippet(example));
	expect(praise.label).toBe("POSITIVE");
	expect(praise.score).toBeGreaterThan(0.9);
	expect(praise.score).toBeLessThanOrEqual(1);

	const blame = classification(await runSnippet(snippetFor("I hate this awful, boring movie.")));
	expect(blame.label).toBe("NEGATIVE");
	expect(blame.score).toBeGreaterThan(0.9);

	// Both runs read the model from the loopback hub, each into its own cache (the library asks for
	// tokenizer_config.json twice per load).
	const served = hub.requests.filter((request) => request.status === 200).map((request) => request.path);
	for (const file of ["config.json", "tokenizer.json", "tokenizer_config.json", "onnx/model.onnx"]) {
		expect(
			served.filter((path) => path === `/${REPO}/resolve/main/${file}`).length,
			file,
		).toBeGreaterThanOrEqual(2);
	}
});
