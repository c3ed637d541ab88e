import { beforeAll, describe, expect, it } from "vitest";
import { getLocalSnippetsWithReasons, type HubModel, type LocalSnippet } from "../src/index.js";
import { analysePython, type PythonCall, type PythonFacts } from "./local/check.js";

/**
 * transformers and sentence-transformers code for models whose hub facts change how they load:
 * the repository's own code (custom_code, config.auto_map), GGUF files only, a PEFT adapter.
 */

const chat = { pipeline_tag: "text-generation", library_name: "transformers" } as const;

const MODELS = {
	customTag: { ...chat, id: "acme/custom", tags: ["custom_code", "conversational"] },
	customMap: {
		...chat,
		id: "acme/custom-map",
		config: { auto_map: { AutoModelForCausalLM: "modeling_x.XForCausalLM" } },
	},
	customSentence: {
		id: "acme/custom-embedder",
		pipeline_tag: "sentence-similarity",
		library_name: "sentence-transformers",
		tags: ["custom_code"],
	},
	customRanker: {
		id: "acme/custom-ranker",
		pipeline_tag: "text-ranking",
		library_name: "sentence-transformers",
		config: { auto_map: { AutoModel: "modeling.Ranker" } },
	},
	plain: { ...chat, id: "acme/plain", tags: ["conversational"] },
	plainSentence: {
		id: "acme/embedder",
		pipeline_tag: "sentence-similarity",
		library_name: "sentence-transformers",
	},
	gguf: {
		...chat,
		id: "acme/Chat-GGUF",
		tags: ["gguf", "conversational"],
		siblings: [
			{ rfilename: "README.md" },
			{ rfilename: "mmproj-Q4_K_M.gguf" },
			{ rfilename: "chat-Q8_0.gguf" },
			{ rfilename: "chat-Q4_K_M.gguf" },
		],
	},
	ggufNoDefault: {
		...chat,
		id: "acme/Other-GGUF",
		tags: ["gguf"],
		siblings: [{ rfilename: "other.Q6_K.gguf" }, { rfilename: "other.Q8_0.gguf" }],
	},
	ggufUnlisted: { ...chat, id: "acme/Unlisted-GGUF", tags: ["gguf"] },
	ggufFactsOnly: { ...chat, id: "acme/Facts-GGUF", gguf: { architecture: "llama", total: 1_000_000 } },
	ggufAndWeights: {
		...chat,
		id: "acme/both",
		tags: ["gguf"],
		siblings: [{ rfilename: "model.safetensors" }, { rfilename: "both-Q4_K_M.gguf" }],
	},
	adapter: {
		...chat,
		id: "acme/lora-adapter",
		config: { peft: { base_model_name_or_path: "acme/base-model", task_type: "CAUSAL_LM" } },
		siblings: [{ rfilename: "adapter_config.json" }, { rfilename: "adapter_model.safetensors" }],
	},
	adapterLocalPath: {
		...chat,
		id: "acme/lora-local",
		config: { peft: { base_model_name_or_path: "/home/me/base", task_type: "CAUSAL_LM" } },
		cardData: { base_model: "acme/card-base" },
	},
	adapterNoBase: { ...chat, id: "acme/lora-orphan", config: { peft: { task_type: "CAUSAL_LM" } } },
} satisfies Record<string, HubModel & { id: string }>;

type Name = keyof typeof MODELS;

/** The libraries under test; a GGUF repository also gets llama-cpp-python's code, checked elsewhere. */
const OURS = new Set(["transformers", "sentence-transformers"]);

const SNIPPETS = Object.fromEntries(
	Object.entries(MODELS).map(([name, model]) => [
		name,
		getLocalSnippetsWithReasons(model).snippets.filter(
			(snippet) => snippet.kind === "library" && OURS.has(snippet.name) && snippet.language === "python",
		),
	]),
) as Record<Name, LocalSnippet[]>;

const ORDER = Object.keys(MODELS) as Name[];
const facts = {} as Record<Name, PythonFacts[]>;
beforeAll(async () => {
	const all = await analysePython(ORDER.flatMap((name) => SNIPPETS[name].map((snippet) => snippet.content)));
	let at = 0;
	for (const name of ORDER) {
		facts[name] = all.slice(at, at + SNIPPETS[name].length);
		at += SNIPPETS[name].length;
	}
});

/** The calls that load the model or its preprocessor: `….from_pretrained`, `pipeline`, the ST classes. */
const LOADERS = /(^|\.)(from_pretrained|pipeline|SentenceTransformer|CrossEncoder)$/;
const loads = (name: Name): PythonCall[] =>
	facts[name].flatMap((each) => each.calls.filter((call) => LOADERS.test(call.callee)));

describe("a model with its own code", () => {
	it.each(["customTag", "customMap", "customSentence", "customRanker"] as const)(
		"%s: every load passes trust_remote_code=True",
		(name) => {
			expect(facts[name].map((each) => each.error)).toEqual(facts[name].map(() => undefined));
			expect(loads(name).length).toBeGreaterThan(0);
			expect(loads(name).filter((call) => call.keywords.trust_remote_code !== true)).toEqual([]);
		},
	);

	it.each(["plain", "plainSentence"] as const)("%s: no load trusts remote code it does not have", (name) => {
		expect(loads(name).length).toBeGreaterThan(0);
		expect(loads(name).filter((call) => "trust_remote_code" in call.keywords)).toEqual([]);
	});
});

describe("a repository of GGUF files, library transformers", () => {
	it("loads the Q4_K_M file (llama.cpp's default) with gguf_file=, never the projector, and says why", () => {
		expect(SNIPPETS.gguf.length).toBeGreaterThan(0);
		expect(loads("gguf").length).toBeGreaterThan(0);
		for (const call of loads("gguf")) {
			expect(call.callee).toMatch(/\.from_pretrained$/);
			expect(call.keywords.gguf_file).toBe("chat-Q4_K_M.gguf");
		}
		for (const snippet of SNIPPETS.gguf) expect(snippet.content).toMatch(/#.*Q4_K_M/);
	});

	it("takes the repository's first GGUF file when it has no Q4_K_M", () => {
		expect(loads("ggufNoDefault").length).toBeGreaterThan(0);
		for (const call of loads("ggufNoDefault")) expect(call.keywords.gguf_file).toBe("other.Q6_K.gguf");
	});

	it.each(["ggufUnlisted", "ggufFactsOnly"] as const)(
		"%s: never loads a GGUF repository whose files are unknown as plain transformers weights",
		(name) => {
			for (const call of loads(name)) expect(call.keywords.gguf_file).toBeDefined();
			expect(SNIPPETS[name].length).toBeGreaterThan(0);
		},
	);

	it("loads the plain weights of a repository that has both", () => {
		expect(loads("ggufAndWeights").length).toBeGreaterThan(0);
		for (const call of loads("ggufAndWeights")) expect(call.keywords.gguf_file).toBeUndefined();
	});
});

describe("a PEFT adapter", () => {
	const loadedFrom = (name: Name) =>
		loads(name)
			.filter((call) => call.callee.endsWith(".from_pretrained"))
			.map((call) => call.args[0]);
	const adapterLoads = (name: Name) =>
		facts[name].flatMap((each) => each.calls.filter((call) => call.callee === "model.load_adapter"));

	it("loads the tokenizer and model from config.peft's base model, then the adapter onto it", () => {
		expect(loadedFrom("adapter").length).toBeGreaterThan(0);
		expect(new Set(loadedFrom("adapter"))).toEqual(new Set(["acme/base-model"]));
		expect(adapterLoads("adapter").map((call) => call.args[0])).toEqual(["acme/lora-adapter"]);
		expect(loads("adapter").filter((call) => call.callee === "pipeline")).toEqual([]);
	});

	it("takes the card's base_model when config.peft names a local path", () => {
		expect(new Set(loadedFrom("adapterLocalPath"))).toEqual(new Set(["acme/card-base"]));
	});

	it("says where the base model is named when the hub knows none, instead of loading the adapter repo", () => {
		expect(loads("adapterNoBase")).toEqual([]);
		expect(SNIPPETS.adapterNoBase.map((snippet) => snippet.content).join("\n")).toContain(
			"adapter_config.json",
		);
	});
});

describe("a task whose model class depends on the architecture", () => {
	const whisper = {
		id: "openai/whisper-tiny",
		pipeline_tag: "automatic-speech-recognition",
		library_name: "transformers",
		transformersInfo: { auto_model: "AutoModelForSpeechSeq2Seq", processor: "AutoProcessor" },
	};

	it("loads the classes the hub's transformersInfo names", async () => {
		const direct = getLocalSnippetsWithReasons(whisper).snippets.filter(
			(snippet) => snippet.name === "transformers" && snippet.label === "Transformers (load the model)",
		);
		expect(direct).toHaveLength(1);
		const [facts] = await analysePython(direct.map((snippet) => snippet.content));
		expect(facts?.imports).toContainEqual(["transformers", "AutoModelForSpeechSeq2Seq"]);
		expect(facts?.calls.map((call) => call.callee)).toEqual(
			expect.arrayContaining(["AutoProcessor.from_pretrained", "AutoModelForSpeechSeq2Seq.from_pretrained"]),
		);
	});

	it("writes no class the hub names that transformers does not have", () => {
		for (const auto_model of ["os.system", "AutoModel; import os", "constructor", "__proto__"]) {
			const snippets = getLocalSnippetsWithReasons({
				...whisper,
				transformersInfo: { auto_model, processor: "AutoProcessor" },
			}).snippets.filter((snippet) => snippet.name === "transformers");
			expect(snippets.map((snippet) => snippet.label)).toEqual(["Transformers (pipeline)"]);
		}
	});
});

describe("an adapter the hub gives no task", () => {
	const adapter = {
		id: "acme/lora-no-task",
		library_name: "peft",
		tags: ["peft", "base_model:adapter:acme/base-model"],
		config: { peft: { base_model_name_or_path: "acme/base-model", task_type: "CAUSAL_LM" } },
	};

	it("takes its task from config.peft.task_type, as the hub's own PEFT snippet reads it", () => {
		const { snippets, reasons } = getLocalSnippetsWithReasons(adapter);
		expect(reasons.map((each) => each.message).join("\n")).not.toMatch(/has no task/);
		expect(snippets.filter((snippet) => snippet.kind === "library").length).toBeGreaterThan(0);
	});

	it("takes it from transformersInfo.pipeline_tag first", () => {
		const { snippets } = getLocalSnippetsWithReasons({
			id: "acme/classifier-no-tag",
			library_name: "transformers",
			transformersInfo: {
				auto_model: "AutoModelForSequenceClassification",
				pipeline_tag: "text-classification",
			},
		});
		const pipeline = snippets.find((snippet) => snippet.label === "Transformers (pipeline)");
		expect(pipeline?.content).toContain('pipeline("text-classification"');
	});

	it("gets no task from a task type the hub's snippet does not map", () => {
		const { reasons } = getLocalSnippetsWithReasons({
			...adapter,
			config: { peft: { base_model_name_or_path: "acme/base-model", task_type: "constructor" } },
		});
		expect(reasons.map((each) => each.message).join("\n")).toMatch(/has no task/);
	});
});
