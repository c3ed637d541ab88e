import { MODEL_LIBRARIES, MODEL_LIBRARY_KEYS } from "@hubkit/tasks";
import { describe, expect, it } from "vitest";
import { getLocalSnippets, getLocalSnippetsWithReasons, type HubModel } from "../src/index.js";

const siblings = (...names: string[]) => names.map((rfilename) => ({ rfilename }));
const libraryCode = (model: HubModel & { id: string }, name: string) =>
	getLocalSnippets(model).filter((snippet) => snippet.kind === "library" && snippet.name === name);

describe("the libraries the hub's models use most, beyond the first 39", () => {
	it("MODEL_LIBRARIES has at least 50, each with its docs address, every one with a writer", () => {
		expect(MODEL_LIBRARY_KEYS.length).toBeGreaterThanOrEqual(50);
		expect(MODEL_LIBRARY_KEYS).toEqual(
			expect.arrayContaining(["gguf", "llama-cpp-python", "vllm", "keras-hub", "sam2", "model2vec"]),
		);
		for (const key of MODEL_LIBRARY_KEYS) expect(MODEL_LIBRARIES[key].docsUrl, key).toMatch(/^https:\/\//);
	});

	it("a snippet without its own guide links the library's docs address from MODEL_LIBRARIES", () => {
		const [code] = libraryCode(
			{ id: "minishlab/potion-base-8M", pipeline_tag: "feature-extraction", library_name: "model2vec" },
			"model2vec",
		);
		expect(code?.docsUrl).toBe(MODEL_LIBRARIES.model2vec.docsUrl);
	});
});

describe("GGUF repositories (library gguf, or tagged gguf) get llama-cpp-python code", () => {
	const chat = { pipeline_tag: "text-generation", tags: ["gguf", "conversational"] };

	it("library gguf: code and no reason, the Q4_K_M file the repository lists, as llama.cpp picks", () => {
		const { snippets, reasons } = getLocalSnippetsWithReasons({
			id: "acme/m-GGUF",
			library_name: "gguf",
			...chat,
			siblings: siblings("README.md", "m-Q2_K.gguf", "m-Q4_K_M.gguf", "m-Q8_0.gguf", "mmproj-m-f16.gguf"),
		});
		expect(reasons).toEqual([]);
		const [code] = snippets;
		expect(code?.kind).toBe("library");
		expect(code?.name).toBe("gguf");
		expect(code?.content).toContain('repo_id="acme/m-GGUF"');
		expect(code?.content).toContain('filename="m-Q4_K_M.gguf"');
		expect(code?.content).toContain("# The Q4_K_M file, llama.cpp's default quant.");
		expect(code?.content).toContain("llm.create_chat_completion(messages=");
	});

	it("without a Q4_K_M file, the first model file (never the vision projector); without files, a Q4_K_M pattern", () => {
		const [first] = libraryCode(
			{ id: "acme/m-GGUF", ...chat, siblings: siblings("mmproj-f16.gguf", "m-IQ3_M.gguf", "m-Q8_0.gguf") },
			"gguf",
		);
		expect(first?.content).toContain('filename="m-IQ3_M.gguf"');
		expect(first?.content).toContain("no Q4_K_M file");
		const [unknown] = libraryCode({ id: "acme/m-GGUF", ...chat }, "gguf");
		expect(unknown?.content).toContain('filename="*Q4_K_M.gguf"');
	});

	it("a split file loads from its first shard with the others as additional files", () => {
		const [code] = libraryCode(
			{
				id: "acme/big-GGUF",
				...chat,
				siblings: siblings(
					"Q4_K_M/big-Q4_K_M-00002-of-00002.gguf",
					"Q4_K_M/big-Q4_K_M-00001-of-00002.gguf",
					"Q8_0/big-Q8_0-00001-of-00002.gguf",
				),
			},
			"gguf",
		);
		expect(code?.content).toContain('filename="Q4_K_M/big-Q4_K_M-00001-of-00002.gguf"');
		expect(code?.content).toMatch(/additional_files=\[\s*"Q4_K_M\/big-Q4_K_M-00002-of-00002\.gguf",?\s*\]/);
	});

	it("a transformers repository of GGUF files gets the gguf code beside its own; a base model gets a completion", () => {
		const names = getLocalSnippets({
			id: "acme/m-GGUF",
			library_name: "transformers",
			...chat,
		}).map((snippet) => `${snippet.kind}:${snippet.name}`);
		expect(names).toContain("library:gguf");
		const [base] = libraryCode(
			{ id: "acme/m-GGUF", pipeline_tag: "text-generation", library_name: "gguf" },
			"gguf",
		);
		expect(base?.content).toMatch(/output = llm\(".*", max_tokens=128\)/);
		expect(base?.content).not.toContain("create_chat_completion");
	});
});

describe("GGUF embedding models", () => {
	it("load with embedding=True and embed the example text", () => {
		const [code] = libraryCode(
			{
				id: "acme/embed-GGUF",
				pipeline_tag: "feature-extraction",
				library_name: "gguf",
				siblings: siblings("embed-Q4_K_M.gguf", "embed-f16.gguf"),
			},
			"gguf",
		);
		expect(code?.content).toContain('filename="embed-Q4_K_M.gguf"');
		expect(code?.content).toContain("embedding=True");
		expect(code?.content).toMatch(/llm\.embed\(".*"\)/);
	});
});

describe("vLLM as a model's own library", () => {
	it("chat models use llm.chat, custom code is trusted, Mistral-format repositories load in Mistral's formats", () => {
		const [code] = libraryCode(
			{
				id: "mistralai/Small-2503",
				pipeline_tag: "image-text-to-text",
				library_name: "vllm",
				tags: ["mistral-common", "conversational"],
			},
			"vllm",
		);
		expect(code?.content).toContain(
			'llm = LLM(model="mistralai/Small-2503", tokenizer_mode="mistral", config_format="mistral", load_format="mistral")',
		);
		expect(code?.content).toContain("outputs = llm.chat(");
		expect(code?.setup).toBe("pip install vllm mistral-common");
		const [custom] = libraryCode(
			{ id: "acme/custom", pipeline_tag: "text-generation", library_name: "vllm", tags: ["custom_code"] },
			"vllm",
		);
		expect(custom?.content).toContain('LLM(model="acme/custom", trust_remote_code=True)');
		expect(custom?.content).toContain("llm.generate([");
	});
});

describe("vision libraries", () => {
	it("SAM 2 loads Meta's checkpoints by id; any other gets the guide", () => {
		const [known] = libraryCode(
			{ id: "facebook/sam2.1-hiera-large", pipeline_tag: "mask-generation", library_name: "sam2" },
			"sam2",
		);
		expect(known?.content).toContain(
			'SAM2ImagePredictor.from_pretrained("facebook/sam2.1-hiera-large", device=device)',
		);
		const [other] = libraryCode(
			{ id: "acme/sam2-finetune", pipeline_tag: "mask-generation", library_name: "sam2" },
			"sam2",
		);
		expect(other?.content).toContain("# Guide: ");
	});

	it("Depth Pro downloads depth_pro.pt where its default configuration reads it, or says the repository lacks it", () => {
		const [code] = libraryCode(
			{
				id: "apple/DepthPro",
				pipeline_tag: "depth-estimation",
				library_name: "depth-pro",
				siblings: siblings("depth_pro.pt"),
			},
			"depth-pro",
		);
		expect(code?.content).toContain(
			'hf_hub_download("apple/DepthPro", "depth_pro.pt", local_dir="checkpoints")',
		);
		const [other] = libraryCode(
			{
				id: "acme/depth",
				pipeline_tag: "depth-estimation",
				library_name: "depth-pro",
				siblings: siblings("model.pt"),
			},
			"depth-pro",
		);
		expect(other?.content).toContain("# Guide: ");
	});

	it("PaddleOCR picks the class its tag names and loads the model by its repository name", () => {
		const [code] = libraryCode(
			{
				id: "PaddlePaddle/PP-OCRv5_server_det",
				pipeline_tag: "object-detection",
				library_name: "PaddleOCR",
				tags: ["constructor", "textline_detection"],
			},
			"PaddleOCR",
		);
		expect(code?.content).toContain("from paddleocr import TextDetection");
		expect(code?.content).toContain('model = TextDetection(model_name="PP-OCRv5_server_det")');
	});

	it("KerasHub uses the task's class with the hf:// preset", () => {
		const [code] = libraryCode(
			{ id: "keras/gemma", pipeline_tag: "text-generation", library_name: "keras-hub" },
			"keras-hub",
		);
		expect(code?.content).toContain('keras_hub.models.CausalLM.from_preset("hf://keras/gemma")');
	});
});

describe("text, audio and time-series libraries", () => {
	it("Model2Vec encodes, GLiNER2 extracts the example's labels, TiRex forecasts, KittenTTS writes audio", () => {
		const run = (library: string, task: string) =>
			libraryCode({ id: `acme/${library}`, pipeline_tag: task, library_name: library }, library)[0]
				?.content ?? "";
		expect(run("model2vec", "sentence-similarity")).toContain(
			'StaticModel.from_pretrained("acme/model2vec")',
		);
		expect(run("model2vec", "sentence-similarity")).toContain("normalized[1:] @ normalized[0]");
		expect(run("gliner2", "token-classification")).toContain('GLiNER2.from_pretrained("acme/gliner2")');
		expect(run("tirex", "time-series-forecasting")).toContain('load_model("acme/tirex")');
		expect(run("kittentts", "text-to-speech")).toContain('KittenTTS("acme/kittentts")');
	});
});
