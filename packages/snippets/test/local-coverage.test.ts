import { MODEL_LIBRARIES, MODEL_LIBRARY_KEYS } from "@hubkit/tasks";
import { afterEach, describe, expect, it } from "vitest";
import { getLocalSnippets, getLocalSnippetsWithReasons, type HubModel, setLogger } from "../src/index.js";
import { LIBRARY_MODELS } from "./local/models.js";
import { recordLogs } from "./support/recording-logger.js";

afterEach(() => setLogger(console));

/** A snippet that is only comments: a library's guide, where a few lines cannot run the model. */
const isGuide = (content: string) => /^(#[^\n]*\n)+$/.test(content);

const names = (model: HubModel) =>
	getLocalSnippets(model).map((snippet) => `${snippet.kind}:${snippet.name}`);

describe("every library of MODEL_LIBRARIES", () => {
	it("gets code for every task it lists, under its own key, with a guide link", () => {
		const missing: string[] = [];
		for (const library of MODEL_LIBRARY_KEYS) {
			for (const task of MODEL_LIBRARIES[library].tasks) {
				const snippets = getLocalSnippets({ id: `acme/${task}`, pipeline_tag: task, library_name: library });
				const own = snippets.filter((snippet) => snippet.kind === "library" && snippet.name === library);
				if (own.length === 0) missing.push(`${library} ${task}`);
				for (const snippet of own) expect(snippet.docsUrl, `${library} ${task}`).toMatch(/^https:\/\//);
			}
		}
		expect(missing).toEqual([]);
		expect(MODEL_LIBRARY_KEYS.length).toBeGreaterThanOrEqual(39);
	});

	it("says so, and links the guide, only where a library cannot run a hub model in a few lines", () => {
		const guides = new Map<string, Set<string>>();
		for (const model of LIBRARY_MODELS) {
			for (const snippet of getLocalSnippets(model)) {
				if (snippet.kind !== "library" || !isGuide(snippet.content)) continue;
				expect(snippet.content).toContain(`# Guide: ${snippet.docsUrl}`);
				guides.set(snippet.name, (guides.get(snippet.name) ?? new Set()).add(model.id));
			}
		}
		// Always: k2 (recipe scripts or sherpa per model), lerobot (a robot), mindspore (weights only).
		// Per model: adapters and LoRAs without a base-model tag, Stanza repositories that are not
		// stanfordnlp/stanza-<language>, SB3 repositories not named after their algorithm, TimesFM
		// checkpoints before 2.5, SAM 2 checkpoints that are not Meta's, PaddleOCR models without a
		// tag naming their kind.
		expect([...guides.keys()].sort()).toEqual(
			[
				"PaddleOCR",
				"adapter-transformers",
				"diffusers",
				"k2",
				"lerobot",
				"mindspore",
				"sam2",
				"stable-baselines3",
				"stanza",
				"timesfm",
			].sort(),
		);
		expect(
			getLocalSnippets({
				id: "stanfordnlp/stanza-en",
				pipeline_tag: "token-classification",
				library_name: "stanza",
			})[0]?.content,
		).toContain('stanza.download("en")');
		expect(
			getLocalSnippets({
				id: "acme/dqn-CartPole-v1",
				pipeline_tag: "reinforcement-learning",
				library_name: "stable-baselines3",
			})[0]?.content,
		).toContain("DQN.load(");
	});

	it("ML-Agents and Sample Factory give the download command and say the agent needs its environment", () => {
		for (const library of ["ml-agents", "sample-factory"]) {
			const [snippet] = getLocalSnippets({
				id: "acme/agent",
				pipeline_tag: "reinforcement-learning",
				library_name: library,
			});
			expect(snippet?.language).toBe("sh");
			expect(snippet?.content).toMatch(/environment/);
			expect(snippet?.content).toContain("'acme/agent'");
		}
	});
});

describe("which libraries a model gets", () => {
	it("a model without library_name falls back to transformers where transformers lists its task", () => {
		expect(names({ id: "acme/m", pipeline_tag: "text-classification" })).toEqual([
			"library:transformers",
			"library:transformers",
		]);
		const { snippets, reasons } = getLocalSnippetsWithReasons({
			id: "acme/m",
			pipeline_tag: "text-to-image",
		});
		expect(snippets).toEqual([]);
		expect(reasons.map((reason) => reason.message)).toEqual([
			"No library code for acme/m: it names no library, and transformers has no text-to-image task",
		]);
	});

	it("libraries its tags name come after its own, each only for a task it lists", () => {
		expect(
			names({
				id: "acme/m",
				pipeline_tag: "feature-extraction",
				library_name: "sentence-transformers",
				tags: ["transformers", "transformers.js", "timm"],
			}),
		).toEqual([
			"library:sentence-transformers",
			"library:transformers",
			"library:transformers",
			"library:transformers.js",
		]);
	});

	it("transformers: a chat pipeline with messages, and the direct form with the chat template", () => {
		const [pipeline, direct] = getLocalSnippets({
			id: "acme/chat",
			pipeline_tag: "text-generation",
			library_name: "transformers",
			tags: ["conversational"],
		});
		expect(pipeline?.content).toContain('"role": "user"');
		expect(direct?.content).toContain("apply_chat_template");
		expect(direct?.content).toContain("AutoModelForCausalLM");
		const [fill] = getLocalSnippets({ id: "acme/roberta", pipeline_tag: "fill-mask", mask_token: "<mask>" });
		expect(fill?.content).toContain("<mask>");
	});

	it("diffusers: a LoRA loads onto its base model", () => {
		const [lora] = getLocalSnippets({
			id: "acme/lora",
			pipeline_tag: "text-to-image",
			library_name: "diffusers",
			tags: ["lora", "base_model:adapter:acme/base"],
		});
		expect(lora?.content).toContain('DiffusionPipeline.from_pretrained("acme/base"');
		expect(lora?.content).toContain('pipe.load_lora_weights("acme/lora")');
	});
});

describe("local apps", () => {
	const apps = (model: HubModel) => [
		...new Set(
			getLocalSnippets(model)
				.filter((s) => s.kind === "app")
				.map((s) => s.name),
		),
	];
	const chat = { pipeline_tag: "text-generation", tags: ["conversational"] };

	it("are shown only where the model's files fit them", () => {
		expect(apps({ id: "acme/m-GGUF", ...chat, tags: ["gguf", "conversational"] })).toEqual([
			"llama.cpp",
			"ollama",
			"lmstudio",
			"jan",
			"docker-model-runner",
			"node-llama-cpp",
			"msty",
		]);
		expect(
			apps({ id: "acme/m-4bit", ...chat, library_name: "mlx", tags: ["mlx", "conversational"] }),
		).toEqual(["lmstudio", "mlx-lm"]);
		expect(apps({ id: "acme/m", ...chat, library_name: "transformers" })).toEqual(["vllm", "sglang"]);
		expect(
			apps({
				id: "acme/v-4bit",
				pipeline_tag: "image-text-to-text",
				library_name: "mlx",
				tags: ["mlx", "conversational"],
			}),
		).toEqual(["lmstudio"]);
		// A GGUF model that continues a text, not a chat model: the apps that run it in a terminal.
		expect(apps({ id: "acme/m-GGUF", pipeline_tag: "text-generation", tags: ["gguf"] })).toEqual([
			"llama.cpp",
			"ollama",
			"node-llama-cpp",
		]);
		expect(
			apps({ id: "acme/m-GGUF", pipeline_tag: "text-to-speech", tags: ["gguf", "conversational"] }),
		).toEqual([]);
	});

	it("a GGUF model with library gguf gets its llama-cpp-python code, then the apps, and no reason", () => {
		const { snippets, reasons } = getLocalSnippetsWithReasons({
			id: "acme/m-GGUF",
			library_name: "gguf",
			...chat,
			tags: ["gguf", "conversational"],
		});
		expect(snippets.map((snippet) => snippet.kind)[0]).toBe("library");
		expect(snippets[0]?.content).toContain("Llama.from_pretrained(");
		expect(snippets.filter((snippet) => snippet.kind === "app")[0]?.content).toContain(
			"llama-server -hf 'acme/m-GGUF'",
		);
		expect(reasons).toEqual([]);
	});

	it("each app's call names the model as the app does, at the app's address", () => {
		const snippets = getLocalSnippets({
			id: "acme/m-GGUF",
			...chat,
			tags: ["gguf", "conversational"],
			siblings: [{ rfilename: "m-Q4_K_M.gguf" }],
		});
		const curl = (app: string) =>
			snippets.find((s) => s.name === app && s.role === "call" && s.language === "sh")?.content ?? "";
		expect(curl("ollama")).toContain("'http://localhost:11434/v1/chat/completions'");
		expect(curl("ollama")).toContain('"model": "hf.co/acme/m-GGUF"');
		expect(curl("llama.cpp")).toContain("'http://localhost:8080/v1/chat/completions'");
		expect(curl("lmstudio")).toContain("'http://localhost:1234/v1/chat/completions'");
		expect(curl("jan")).toContain("'http://127.0.0.1:1337/v1/chat/completions'");
		expect(curl("jan")).toContain('"model": "acme/m-Q4_K_M"');
		expect(curl("localai")).toContain('"model": "m-Q4_K_M.gguf"');
		expect(curl("docker-model-runner")).toContain(
			"'http://localhost:12434/engines/llama.cpp/v1/chat/completions'",
		);
		expect(curl("docker-model-runner")).toContain('"model": "hf.co/acme/m-GGUF"');
	});
});

describe("what cannot be served", () => {
	it("an id that is not a hub id, a model without a task, a library without the task: no snippets, a reason", () => {
		const cases: Array<[HubModel, string]> = [
			[
				{ id: "../evil", pipeline_tag: "text-classification" },
				'No local snippets: the model id "../evil" is not a hub id (a ".." segment)',
			],
			[{ id: "acme/m" }, "No local snippets for acme/m: it has no task (pipeline_tag)"],
			[
				{ id: "acme/m", pipeline_tag: "text-generation", library_name: "timm" },
				"No library code for acme/m: timm lists no text-generation task",
			],
		];
		for (const [model, message] of cases) {
			const { snippets, reasons } = getLocalSnippetsWithReasons(model);
			expect(snippets).toEqual([]);
			expect(reasons.map((reason) => reason.message)).toEqual([message]);
		}
	});

	it("an input that cannot be written as code (a cycle) leaves that code out with a reason, never throws", () => {
		const table: Record<string, unknown> = {};
		table.self = table;
		const { snippets, reasons } = getLocalSnippetsWithReasons(
			{ id: "acme/tapas", pipeline_tag: "table-question-answering", library_name: "transformers" },
			{ inputs: { query: "How many?", table } },
		);
		expect(snippets.map((snippet) => snippet.label)).toEqual([]);
		expect(reasons.map((reason) => reason.message)).toEqual([
			"No transformers code for acme/tapas: the input cannot be written as code",
		]);
		expect(String(reasons[0]?.error)).toContain("nested deeper than 128 levels");
	});

	it("chat messages the calls cannot carry leave the apps' calls out, with the generator's reason returned, not logged", () => {
		const lines = recordLogs();
		const message: Record<string, unknown> = { role: "user" };
		message.content = [message];
		const { snippets, reasons } = getLocalSnippetsWithReasons(
			{ id: "acme/m-GGUF", pipeline_tag: "text-generation", tags: ["gguf", "conversational"] },
			{ messages: [message] },
		);
		expect(lines).toEqual([]);
		expect(snippets.filter((snippet) => snippet.label.includes(" · "))).toEqual([]);
		expect(reasons.length).toBeGreaterThan(0);
	});

	it("getLocalSnippets logs the reason as an error, as the inference snippets do", () => {
		const lines = recordLogs();
		expect(getLocalSnippets({ id: "acme/m" })).toEqual([]);
		expect(lines).toEqual([
			"No local snippets for acme/m: it has no task (pipeline_tag) | Error: No local snippets for acme/m: it has no task (pipeline_tag)",
		]);
	});
});
