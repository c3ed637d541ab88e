import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { getLocalSnippets, type HubModel, type LocalSnippet } from "../src/index.js";
import { APP_MODELS } from "./local/app-models.js";

const modelNamed = (id: string): HubModel => {
	const found = APP_MODELS.find((model) => model.id === id);
	if (!found) throw new Error(`no test model ${id}`);
	return found;
};

/** An app's snippet of a role: its start (or guide), or its call. */
function appSnippet(
	model: HubModel,
	app: string,
	role: "start" | "guide" | "call",
): LocalSnippet | undefined {
	return getLocalSnippets(model).find(
		(snippet) =>
			snippet.kind === "app" && snippet.name === app && snippet.role === role && snippet.language === "sh",
	);
}

const appNames = (model: HubModel) => [
	...new Set(
		getLocalSnippets(model)
			.filter((snippet) => snippet.kind === "app")
			.map((snippet) => snippet.name),
	),
];

const sentModel = (call: LocalSnippet | undefined) => /"model": "([^"]*)"/.exec(call?.content ?? "")?.[1];

const run = promisify(execFile);

/**
 * What `lms ls --json` prints: LM Studio's list of downloaded models, as its docs show it
 * (lmstudio-ai/docs 2_typescript/6_manage-models/list-downloaded.md: "equivalent to using lms ls"),
 * keyed by LM Studio's own name, with the path under the hub repository it came from.
 */
const LMS_LS = JSON.stringify([
	{
		type: "llm",
		modelKey: "qwen2.5-7b-instruct",
		format: "gguf",
		path: "lmstudio-community/Qwen2.5-7B-Instruct-GGUF/Qwen2.5-7B-Instruct-Q4_K_M.gguf",
	},
	{
		type: "embedding",
		modelKey: "text-embedding-nomic-embed-text-v1.5@q4_k_m",
		format: "gguf",
		path: "nomic-ai/nomic-embed-text-v1.5-GGUF/nomic-embed-text-v1.5.Q4_K_M.gguf",
	},
]);

describe("LM Studio", () => {
	it("loads the model LM Studio downloaded from the repository by LM Studio's own key", async () => {
		const model = {
			...modelNamed("acme/chat-GGUF"),
			id: "lmstudio-community/Qwen2.5-7B-Instruct-GGUF",
		};
		const start = appSnippet(model, "lmstudio", "start")?.content ?? "";
		const dir = mkdtempSync(join(tmpdir(), "local-apps-lms-"));
		try {
			// `lms` answers `ls --json` as LM Studio does and records every other call; node is the real one.
			const lms = `lms() { if [ "$1" = ls ]; then printf '%s' "$LMS_LS"; else printf '%s\\n' "lms $*" >> calls; fi; }`;
			await run("bash", ["-c", `${lms}\n${start}`], {
				cwd: dir,
				env: { PATH: process.env.PATH ?? "", LMS_LS, HOME: dir },
			});
			expect(readFileSync(join(dir, "calls"), "utf8").split("\n")).toEqual([
				"lms get https://huggingface.co/lmstudio-community/Qwen2.5-7B-Instruct-GGUF --yes",
				"lms load qwen2.5-7b-instruct --yes --identifier lmstudio-community/Qwen2.5-7B-Instruct-GGUF",
				"lms server start",
				"",
			]);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});

	it("loads without its interactive picker: `lms get` and `lms load` take --yes", () => {
		const start = appSnippet(modelNamed("acme/chat-GGUF"), "lmstudio", "start")?.content ?? "";
		expect(start).toMatch(/^lms get 'https:\/\/huggingface\.co\/acme\/chat-GGUF' --yes$/m);
		expect(start).toMatch(/^lms load "\$key" --yes --identifier 'acme\/chat-GGUF'$/m);
	});
});

describe("Jan", () => {
	it("names the model as Jan's server does, and sends the key the reader set in Jan", () => {
		const call = appSnippet(modelNamed("acme/chat-GGUF"), "jan", "call");
		expect(sentModel(call)).toBe("acme/chat-Q4_K_M");
		expect(call?.content).toContain('-H "Authorization: Bearer $API_TOKEN"');
		expect(call?.content).not.toContain("not-needed");
	});

	it("a file name's dots become underscores and other marks go, as in Jan", () => {
		const call = appSnippet(
			{ ...modelNamed("acme/chat-GGUF"), siblings: [{ rfilename: "chat.v2+x.Q4_K_M.gguf" }] },
			"jan",
			"call",
		);
		expect(sentModel(call)).toBe("acme/chat_v2x_Q4_K_M");
	});

	it("without the repository's file list, no call (the name is the file's) and the guide says to pick one", () => {
		const { siblings: _, ...model } = modelNamed("acme/chat-GGUF");
		expect(appSnippet(model, "jan", "call")).toBeUndefined();
		expect(appSnippet(model, "jan", "guide")?.content).toContain("Download a file there");
	});
});

describe("vLLM and SGLang", () => {
	it("serve a model with its own code only with --trust-remote-code", () => {
		const custom = modelNamed("acme/custom-chat");
		expect(appSnippet(custom, "vllm", "start")?.content).toContain(
			"vllm serve 'acme/custom-chat' --trust-remote-code\n",
		);
		expect(appSnippet(custom, "sglang", "start")?.content).toContain(
			"--model-path 'acme/custom-chat' --trust-remote-code",
		);
		expect(appSnippet(custom, "tgi", "start")?.content).toContain(
			"--model-id 'acme/custom-chat' --trust-remote-code",
		);
		const plain = modelNamed("acme/chat");
		expect(appSnippet(plain, "vllm", "start")?.content).not.toContain("--trust-remote-code");
	});

	it("serve an adapter on its base model, and the calls name the adapter as each server does", () => {
		const adapter = modelNamed("acme/chat-adapter");
		expect(appSnippet(adapter, "vllm", "start")?.content).toContain(
			"vllm serve 'acme/chat' --enable-lora --lora-modules 'chat-adapter=acme/chat-adapter'\n",
		);
		expect(sentModel(appSnippet(adapter, "vllm", "call"))).toBe("chat-adapter");
		expect(appSnippet(adapter, "sglang", "start")?.content).toContain(
			"--model-path 'acme/chat' --enable-lora --lora-paths 'chat-adapter=acme/chat-adapter'",
		);
		expect(sentModel(appSnippet(adapter, "sglang", "call"))).toBe("acme/chat:chat-adapter");
	});

	it("an adapter whose base the hub does not name is not served", () => {
		const { config: _, ...model } = modelNamed("acme/chat-adapter");
		expect(appNames({ ...model, tags: ["peft", "conversational"] })).toEqual([]);
	});

	it("a GGUF repository is not served as if it were a transformers checkpoint, whatever its library", () => {
		const gguf = {
			...modelNamed("acme/chat-GGUF"),
			library_name: "transformers",
			tags: ["gguf", "conversational"],
		};
		const names = appNames(gguf);
		expect(names).toContain("llama.cpp");
		for (const app of ["sglang", "tgi"]) expect(names).not.toContain(app);
		// vLLM serves it as its GGUF guide says: the quant's file through the GGUF plugin.
		const vllm = appSnippet(gguf, "vllm", "start")?.content;
		expect(vllm).toContain("uv pip install vllm-gguf-plugin\n");
		expect(vllm).toContain("vllm serve 'acme/chat-GGUF:Q4_K_M' --served-model-name 'acme/chat-GGUF'\n");
		expect(sentModel(appSnippet(gguf, "vllm", "call"))).toBe("acme/chat-GGUF");
	});

	it("a GGUF repository whose base the hub names is served with the base model's tokenizer", () => {
		const gguf = { ...modelNamed("acme/chat-GGUF"), cardData: { base_model: "acme/chat" } };
		expect(appSnippet(gguf, "vllm", "start")?.content).toContain(
			"vllm serve 'acme/chat-GGUF:Q4_K_M' --tokenizer 'acme/chat' --served-model-name 'acme/chat-GGUF'\n",
		);
	});

	it("a GGUF repository whose file names give no quant, or whose files are unknown, gets no vLLM", () => {
		const { siblings: _, ...unknown } = modelNamed("acme/chat-GGUF");
		expect(appNames(unknown)).not.toContain("vllm");
		expect(appNames({ ...unknown, siblings: [{ rfilename: "model.gguf" }] })).not.toContain("vllm");
	});
});

describe("a GGUF model that is not a chat model", () => {
	it("still gets the apps that continue a text, and no chat calls", () => {
		const base = modelNamed("acme/base-GGUF");
		expect(appNames(base)).toEqual(["llama.cpp", "ollama", "node-llama-cpp", "localai"]);
		expect(getLocalSnippets(base).filter((snippet) => snippet.role === "call")).toEqual([]);
		expect(appSnippet(base, "llama.cpp", "start")?.content).toContain(
			"llama-completion -hf 'acme/base-GGUF' -no-cnv -f prompt.txt\n",
		);
		expect(appSnippet(base, "node-llama-cpp", "start")?.content).toContain(
			"npx -y node-llama-cpp complete --textFile prompt.txt 'hf:acme/base-GGUF'\n",
		);
	});

	it("LocalAI runs the same file llama.cpp picks: Q4_K_M, never the vision projector", () => {
		expect(appSnippet(modelNamed("acme/base-GGUF"), "localai", "start")?.content).toContain(
			"local-ai run 'huggingface://acme/base-GGUF/base-Q4_K_M.gguf'\n",
		);
		const noQ4 = {
			...modelNamed("acme/base-GGUF"),
			siblings: [{ rfilename: "mmproj-f16.gguf" }, { rfilename: "b-Q8_0.gguf" }],
		};
		expect(appSnippet(noQ4, "localai", "start")?.content).toContain("/b-Q8_0.gguf'");
	});
});

describe("diffusers models", () => {
	it("open in the apps the hub lists for them, a LoRA with its own import link", () => {
		expect(appNames(modelNamed("acme/image"))).toEqual(["draw-things", "diffusionbee"]);
		expect(appSnippet(modelNamed("acme/image"), "draw-things", "guide")?.content).toContain(
			"# https://drawthings.ai/import/diffusers/pipeline.from_pretrained?repo_id=acme/image\n",
		);
		expect(appNames(modelNamed("acme/image-lora"))).toEqual(["draw-things", "diffusionbee"]);
		expect(appSnippet(modelNamed("acme/image-lora"), "draw-things", "guide")?.content).toContain(
			"pipeline.load_lora_weights?repo_id=acme/image-lora\n",
		);
	});
});

describe("TGI", () => {
	it("only for the models the hub tags text-generation-inference", () => {
		expect(appNames(modelNamed("acme/chat"))).toContain("tgi");
		expect(
			appNames({ ...modelNamed("acme/chat"), tags: ["transformers", "safetensors", "conversational"] }),
		).not.toContain("tgi");
	});
});

describe("file names are hub input", () => {
	it("a GGUF file name that would leave a comment line or a string is never written", () => {
		const hostile = {
			...modelNamed("acme/chat-GGUF"),
			siblings: [{ rfilename: "x\nPWNED\n-Q4_K_M.gguf" }, { rfilename: "x\u2028PWNED-Q4_K_M.gguf" }],
		};
		const snippets = getLocalSnippets(hostile).filter((snippet) => snippet.kind === "app");
		for (const snippet of snippets) expect(snippet.content, snippet.label).not.toContain("PWNED");
		// With no usable file, the apps that name one have nothing to name.
		expect(appSnippet(hostile, "localai", "start")).toBeUndefined();
		expect(appSnippet(hostile, "jan", "call")).toBeUndefined();
	});
});
