import { describe, expect, it } from "vitest";
import { getLocalSnippets, type HubModel, type InferenceSnippet, type LocalSnippet } from "../src/index.js";
import { LOCAL_APPS } from "../src/local/apps/table.js";
import { pythonParseError, runSnippet } from "./support/run-snippet.js";
import { snippetEmulator } from "./support/snippet-emulator.js";

/** A chat model the emulator's hub knows. */
const ID = "meta-llama/Llama-3.1-8B-Instruct";
/**
 * The model's files as two repositories would hold them: GGUF (with the file list the apps that
 * name a file read) and MLX; a transformers checkpoint that TGI, vLLM and SGLang serve.
 */
const MODELS: HubModel[] = [
	{
		id: ID,
		pipeline_tag: "text-generation",
		tags: ["gguf", "mlx", "conversational"],
		siblings: [{ rfilename: "Llama-3.1-8B-Instruct-Q4_K_M.gguf" }],
	},
	{
		id: ID,
		pipeline_tag: "text-generation",
		library_name: "transformers",
		tags: ["transformers", "safetensors", "conversational", "text-generation-inference"],
	},
];
/** The apps' addresses, as the snippets write them. */
const LOCAL_BASE = /http:\/\/(?:localhost|127\.0\.0\.1):\d+(?:\/engines\/llama\.cpp)?\/v1/g;
/** The key a call to an app that checks one reads from the environment; the emulator's route wants a hub token. */
const KEY = "hf_localAppCall";

const setup = snippetEmulator();

/**
 * The call as it runs here: the app's address moved to the emulator's OpenAI-compatible route (as a
 * DNS override would move it), and the placeholder key swapped for a hub token, which that route requires.
 */
function againstEmulator(snippet: LocalSnippet, client: InferenceSnippet["client"]): InferenceSnippet {
	const content = snippet.content
		.replace(LOCAL_BASE, `${setup.emulator.url}/v1`)
		.replaceAll("not-needed", KEY);
	return { language: snippet.language, client, content };
}

const calls = MODELS.flatMap((model) => getLocalSnippets(model).filter((snippet) => snippet.role === "call"));
const written = (call: LocalSnippet) =>
	/"model": "([^"]*)"|model: "([^"]*)"|model="([^"]*)"/.exec(call.content);
const modelOf = (call: LocalSnippet) => {
	const match = written(call);
	return match?.[1] ?? match?.[2] ?? match?.[3];
};

describe("the apps' calls run against the emulator's OpenAI-compatible route", () => {
	it("every app with a server has its one call, and the other clients come once per model", () => {
		const curl = calls.filter((call) => call.language === "sh");
		const served = LOCAL_APPS.filter((app) => app.server).map((app) => app.id);
		expect([...new Set(curl.map((call) => call.name))].sort()).toEqual(served.sort());
		const shared = ["Python (openai)", "Python (requests)", "JavaScript (openai)", "JavaScript (fetch)"];
		expect(calls.filter((call) => call.language !== "sh").map((call) => call.label)).toEqual([
			...shared,
			...shared,
		]);
	});

	/** The calls this machine runs: curl for every app, the other runnable clients where they come. */
	const CLIENTS: Record<string, InferenceSnippet["client"]> = {
		"Python (requests)": "requests",
		"JavaScript (fetch)": "fetch",
		"JavaScript (openai)": "openai",
	};
	const runs = calls.flatMap((call): Array<[string, LocalSnippet, InferenceSnippet["client"]]> => {
		if (call.language === "sh") return [[`${call.name} · curl`, call, "curl"]];
		const client = Object.hasOwn(CLIENTS, call.label) ? CLIENTS[call.label] : undefined;
		return client ? [[`${call.name} · ${call.label}`, call, client]] : [];
	});

	it.each(runs)("%s", async (_, call, client) => {
		const served = modelOf(call);
		const before = setup.emulator.requests.length;
		const outcome = await runSnippet(againstEmulator(call, client), { API_TOKEN: KEY }, setup.samples).then(
			({ stdout }) => ({ stdout, failure: "" }),
			(error: Error) => ({ stdout: "", failure: error.message }),
		);
		const sent = setup.emulator.requests
			.slice(before)
			.map((request) => request.json as { model?: string } | undefined);
		expect(sent.map((body) => body?.model)).toEqual([served]);
		if (served === ID) {
			expect(outcome.failure).toBe("");
			expect(outcome.stdout).toContain("What is the capital of France?");
		} else {
			// The emulator's hub has no model by the app's own name (`hf.co/…`, a file name, `tgi`): the
			// same body sent again gets a 404 for the model, not a 400, so everything else was right.
			expect(outcome.failure).not.toBe("");
			const replay = await fetch(`${setup.emulator.url}/v1/chat/completions`, {
				method: "POST",
				headers: { Authorization: `Bearer ${KEY}`, "Content-Type": "application/json" },
				body: JSON.stringify(sent[0]),
			});
			expect(replay.status).toBe(404);
			expect(await replay.text()).toContain("model_not_found");
		}
	});

	it("the Python openai call, which needs a package this machine lacks, parses", async () => {
		const call = calls.find((each) => each.label === "Python (openai)");
		expect(await pythonParseError(call?.content ?? "")).toBe("");
	});
});
