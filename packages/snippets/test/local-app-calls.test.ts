import { describe, expect, it } from "vitest";
import { getLocalSnippets, type InferenceSnippet, type LocalSnippet } from "../src/index.js";
import { runSnippet } from "./support/run-snippet.js";
import { snippetEmulator } from "./support/snippet-emulator.js";

/** A chat model the emulator's hub knows, with files every local app loads. */
const MODEL = {
	id: "meta-llama/Llama-3.1-8B-Instruct",
	pipeline_tag: "text-generation",
	tags: ["gguf", "mlx", "transformers", "safetensors", "conversational"],
};
/** The apps' addresses, as the snippets write them. */
const LOCAL_BASE = /http:\/\/localhost:\d+(?:\/engines)?\/v1/g;
/** Apps that name the model `hf.co/<id>`: the emulator's hub has no such id, and refuses the call. */
const HF_CO_NAMES = new Set(["ollama", "docker-model-runner"]);

const setup = snippetEmulator();

/**
 * The call as it runs here: the app's address moved to the emulator's OpenAI-compatible route (as a
 * DNS override would move it), and the placeholder key swapped for a hub token, which that route requires.
 */
function againstEmulator(snippet: LocalSnippet, client: InferenceSnippet["client"]): InferenceSnippet {
	const content = snippet.content
		.replace(LOCAL_BASE, `${setup.emulator.url}/v1`)
		.replaceAll("not-needed", "hf_localAppCall");
	return { language: snippet.language, client, content };
}

const calls = getLocalSnippets(MODEL).filter(
	(snippet) => snippet.kind === "app" && snippet.label.includes(" · "),
);

describe("the apps' server calls run against the emulator's OpenAI-compatible route", () => {
	it("every app that serves the model has calls", () => {
		expect(new Set(calls.map((call) => call.name))).toEqual(
			new Set(["llama.cpp", "ollama", "lmstudio", "jan", "vllm", "sglang", "mlx-lm", "docker-model-runner"]),
		);
	});

	// curl for every app (its address and model name are what differ between apps); the other
	// runnable clients for one app, as they are the same templates with the same substitution.
	const runs = calls.filter(
		(call) =>
			call.label.endsWith("· curl") ||
			(call.name === "llama.cpp" && /requests|fetch|JavaScript \(openai\)/.test(call.label)),
	);
	it.each(runs.map((call) => [call.label, call] as const))("%s", async (_, call) => {
		const client = call.label.endsWith("curl")
			? "curl"
			: call.label.includes("requests")
				? "requests"
				: call.label.includes("fetch")
					? "fetch"
					: "openai";
		const served = HF_CO_NAMES.has(call.name) ? `hf.co/${MODEL.id}` : MODEL.id;
		const before = setup.emulator.requests.length;
		const outcome = await runSnippet(againstEmulator(call, client), {}, setup.samples).then(
			({ stdout }) => ({ stdout, failure: "" }),
			(error: Error) => ({ stdout: "", failure: error.message }),
		);
		const sent = setup.emulator.requests
			.slice(before)
			.map((request) => request.json as { model?: string } | undefined);
		expect(sent.map((body) => body?.model)).toEqual([served]);
		if (HF_CO_NAMES.has(call.name)) {
			expect(outcome.failure).not.toBe("");
			// The same body sent again: the route checks a body before it looks its model up, so a
			// 404 for the model (not a 400) says everything else in the call was right.
			const replay = await fetch(`${setup.emulator.url}/v1/chat/completions`, {
				method: "POST",
				headers: { Authorization: "Bearer hf_localAppCall", "Content-Type": "application/json" },
				body: JSON.stringify(sent[0]),
			});
			expect(replay.status).toBe(404);
			expect(await replay.text()).toContain("model_not_found");
		} else {
			expect(outcome.failure).toBe("");
			expect(outcome.stdout).toContain("What is the capital of France?");
		}
	});
});
