import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { getInferenceSnippets, getInferenceSnippetsWithReasons, planSnippetCall } from "../src/index.js";
import { runSnippet } from "./support/run-snippet.js";
import { snippetEmulator } from "./support/snippet-emulator.js";

const CHAT_MODEL = {
	id: "meta-llama/Llama-3.1-8B-Instruct",
	pipeline_tag: "text-generation",
	tags: ["conversational"],
};

/** A server's name for the model that every literal writer must escape: quotes, shell and template syntax, controls, separators, lone surrogates. */
const SERVED = `hf.co/acme/model:Q4 "quoted" 'single' \\ $(id) \`tick\` \${HOME} #{x} \n\r\t\u0000\u007f\u2028\u2029 \ud800 lone \udc4b 👋 é`;

const setup = snippetEmulator();

/** Prints, as JSON, the value of every `model=` keyword argument in the Python source it is given. */
const MODEL_ARGUMENT = `import ast, json, sys
tree = ast.parse(sys.argv[1])
print(json.dumps([ast.literal_eval(k.value) for n in ast.walk(tree) if isinstance(n, ast.Call) for k in n.keywords if k.arg == "model"]))`;

describe("endpointModel is the model a custom endpoint's call names", () => {
	// The clients whose code writes the request's body: each sends it, and the emulator records it.
	const RUNS: Array<[language: string, client: string]> = [
		["sh", "curl"],
		["python", "requests"],
		["js", "fetch"],
		["js", "openai"],
		["js", "huggingface.js"],
	];
	it.each(RUNS)("%s/%s sends it byte for byte as the body's model", async (language, client) => {
		const snippet = getInferenceSnippets(CHAT_MODEL, "hf-inference", undefined, {
			endpointUrl: `${setup.emulator.url}/v1`,
			endpointModel: SERVED,
			accessToken: "hf_endpointModel",
		}).find((each) => each.language === language && each.client === client);
		if (!snippet) throw new Error(`no ${language}/${client} snippet`);
		const before = setup.emulator.requests.length;
		// The emulator's hub has no model by that name: the call is answered 404 once its body is recorded.
		await runSnippet(snippet, {}, setup.samples).catch(() => undefined);
		const sent = setup.emulator.requests
			.slice(before)
			.map((request) => (request.json as { model?: unknown } | undefined)?.model);
		expect(sent).toEqual([SERVED]);
	});

	// No Python openai package here to run it: Python itself reads the value its `model=` argument is given.
	it("python/openai gives it byte for byte as the call's model argument", async () => {
		const snippet = getInferenceSnippets(CHAT_MODEL, "hf-inference", undefined, {
			endpointUrl: "http://localhost:11434/v1",
			endpointModel: SERVED,
		}).find((each) => each.language === "python" && each.client === "openai");
		if (!snippet) throw new Error("no python/openai snippet");
		const { stdout } = await promisify(execFile)("python3", ["-c", MODEL_ARGUMENT, snippet.content]);
		expect(JSON.parse(stdout)).toEqual([SERVED]);
	});

	it("streaming calls name it too, and the hub id is no longer sent", () => {
		for (const streaming of [false, true]) {
			const call = planSnippetCall(CHAT_MODEL, "hf-inference", undefined, {
				endpointUrl: "http://localhost:11434/v1",
				endpointModel: "hf.co/acme/model",
				streaming,
			});
			expect(call?.body?.model).toBe("hf.co/acme/model");
		}
	});
});

describe("endpointModel where it cannot apply", () => {
	it("without endpointUrl, no snippets, and the reason names both options", () => {
		const { snippets, reasons } = getInferenceSnippetsWithReasons(CHAT_MODEL, "hf-inference", undefined, {
			endpointModel: "hf.co/acme/model",
		});
		expect(snippets).toEqual([]);
		expect(reasons).toHaveLength(1);
		expect(reasons[0]?.message).toBe("Failed to build the request for hf-inference (conversational)");
		expect(String(reasons[0]?.error)).toMatch(/endpointModel.*endpointUrl/);
	});

	it("a URL, which the client would refuse as a model, gets no snippets and the client's reason", () => {
		const { snippets, reasons } = getInferenceSnippetsWithReasons(CHAT_MODEL, "hf-inference", undefined, {
			endpointUrl: "http://localhost:8080/v1",
			endpointModel: "https://example.com/model",
		});
		expect(snippets).toEqual([]);
		expect(String(reasons[0]?.error)).toContain("Model URLs are no longer supported.");
	});

	it("for a task whose body names no model, no snippets, and the reason says so", () => {
		const { snippets, reasons } = getInferenceSnippetsWithReasons(
			{ id: "acme/classifier", pipeline_tag: "text-classification", tags: [] },
			"hf-inference",
			undefined,
			{ endpointUrl: "http://localhost:8080", endpointModel: "classifier" },
		);
		expect(snippets).toEqual([]);
		expect(reasons).toHaveLength(1);
		expect(String(reasons[0]?.error)).toMatch(/endpointModel.*chat/);
	});
});
