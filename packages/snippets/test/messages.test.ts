import { PROVIDERS } from "@hubkit/inference";
import { afterEach, describe, expect, it } from "vitest";
import { getInferenceSnippets, loadTemplate, setLogger } from "../src/index.js";
import { recordingLogger } from "./support/recording-logger.js";

afterEach(() => setLogger(console));

describe("no snippets, and why", () => {
	it("for a model without a task, or with a task that has none", () => {
		expect(getInferenceSnippets({ id: "acme/untagged", tags: [] }, "hf-inference")).toEqual([]);
		expect(
			getInferenceSnippets({ id: "acme/depth", pipeline_tag: "depth-estimation", tags: [] }, "hf-inference"),
		).toEqual([]);
	});

	it("for a provider without a helper for the task, logging the reason", () => {
		const { lines, logger } = recordingLogger();
		setLogger(logger);
		const model = {
			id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
			pipeline_tag: "text-classification",
			tags: [],
		};
		expect(getInferenceSnippets(model, "groq")).toEqual([]);
		expect(lines).toEqual([
			"Failed to get provider helper for groq (text-classification) | Error: Task 'text-classification' not supported for provider 'groq'. Available tasks: conversational, text-generation",
		]);
	});
});

describe("messages", () => {
	it("a missing template names language, client and template", () => {
		expect(() => loadTemplate("sh", "curl", "tabular")).toThrow(
			new Error("Template not found: sh/curl/tabular"),
		);
	});

	const classifier = { id: "acme/classifier", pipeline_tag: "text-classification", tags: [] };
	const curlOf = (inputs: unknown) =>
		getInferenceSnippets(classifier, "hf-inference", undefined, { inputs }).find(
			(snippet) => snippet.client === "curl",
		)?.content;

	it("a body that cannot be JSON is logged, and the original inputs are used", () => {
		const { lines, logger } = recordingLogger();
		setLogger(logger);
		const snippets = getInferenceSnippets(classifier, "hf-inference", undefined, {
			inputs: { text: "kept", count: 10n },
		});
		expect(lines).toEqual(["Failed to parse body as JSON | Error: Do not know how to serialize a BigInt"]);
		expect(snippets.find((snippet) => snippet.client === "huggingface_hub")?.content).toContain(
			'"text": "kept"',
		);
	});

	it("a body that is not plain data is written as the JSON the client sends", () => {
		const { lines, logger } = recordingLogger();
		setLogger(logger);
		const when = new Date(Date.UTC(2026, 10, 21));
		expect(curlOf({ when, labels: new Set(["a"]) })).toContain(
			'"inputs": {\n        "when": "2026-11-21T00:00:00.000Z",\n        "labels": {}\n    }',
		);
		expect(lines).toEqual([]);
	});
});

describe("choices the reference makes", () => {
	const chat = {
		id: "meta-llama/Llama-3.1-8B-Instruct",
		pipeline_tag: "text-generation",
		tags: ["conversational"],
	};

	it("the auto policy outside chat offers the hub's SDKs only", () => {
		const model = { id: "black-forest-labs/FLUX.1-dev", pipeline_tag: "text-to-image", tags: [] };
		expect(getInferenceSnippets(model, "auto").map((snippet) => snippet.client)).toEqual([
			"huggingface_hub",
			"huggingface.js",
		]);
	});

	it("every snippet has its client's install command, except fetch and curl", () => {
		const setups = Object.fromEntries(
			getInferenceSnippets(chat, "hf-inference").map((snippet) => [
				`${snippet.language}/${snippet.client}`,
				snippet.setup,
			]),
		);
		expect(setups).toEqual({
			"python/openai": "pip install openai",
			"python/huggingface_hub": "pip install huggingface_hub",
			"python/requests": "pip install requests",
			"js/openai": "npm install openai",
			"js/huggingface.js": "npm install @hubkit/inference",
			"js/fetch": undefined,
			"sh/curl": undefined,
		});
	});

	it("a literal token replaces the environment variable everywhere", () => {
		const token = ["hf", "literal".repeat(5)].join("_");
		for (const snippet of getInferenceSnippets(chat, "hf-inference", undefined, { accessToken: token })) {
			expect(snippet.content, snippet.client).toContain(token);
			expect(snippet.content, snippet.client).not.toContain("HF_TOKEN");
		}
	});

	it("a provider's own key makes the call direct, as the client does, instead of throwing", () => {
		const key = ["sk", "provider".repeat(4)].join("-");
		const snippets = getInferenceSnippets(chat, "together", undefined, { accessToken: key });
		const curl = snippets.find((snippet) => snippet.client === "curl")?.content ?? "";
		expect(curl).toContain("'https://api.together.xyz/v1/chat/completions'");
		expect(curl).toContain(`'Authorization: Bearer ${key}'`);
		expect(curl).not.toContain("router.huggingface.co");
	});

	it("environment variables: HF_TOKEN routed, <PROVIDER>_API_KEY direct, API_TOKEN for endpoints", () => {
		const curl = (options: object, provider = "together") =>
			getInferenceSnippets(chat, provider as "together", undefined, options).find(
				(snippet) => snippet.client === "curl",
			)?.content ?? "";
		expect(curl({})).toContain('"Authorization: Bearer $HF_TOKEN"');
		expect(curl({ directRequest: true })).toContain('"Authorization: Bearer $TOGETHER_API_KEY"');
		expect(curl({ directRequest: true }, "fireworks-ai")).toContain("$FIREWORKS_AI_API_KEY");
		expect(curl({ endpointUrl: "http://localhost:8080/v1" }, "hf-inference")).toContain("$API_TOKEN");
		expect(curl({ endpointUrl: "http://localhost:8080/v1" }, "hf-inference")).toContain(
			"'http://localhost:8080/v1/chat/completions'",
		);
	});

	it("every snippet of every provider and task starts and ends with code, indented with spaces only", () => {
		setLogger({ debug() {}, info() {}, warn() {}, error() {}, log() {} });
		let count = 0;
		for (const [provider, tasks] of Object.entries(PROVIDERS)) {
			for (const task of Object.keys(tasks)) {
				const model =
					task === "conversational"
						? { id: "acme/model", pipeline_tag: "text-generation", tags: ["conversational"] }
						: { id: "acme/model", pipeline_tag: task, tags: [] };
				for (const options of [{}, { directRequest: true, billTo: "org", streaming: true }]) {
					for (const { content } of getInferenceSnippets(model, provider as "together", undefined, options)) {
						count++;
						expect(content).toBe(content.trim());
						expect(content).not.toMatch(/\t|\n(?: {4})* {1,3}\S/);
					}
				}
			}
		}
		expect(count).toBeGreaterThan(500);
	});

	it("temperature 0 is kept; max_tokens defaults to 512", () => {
		const body = getInferenceSnippets(chat, "hf-inference", undefined, { temperature: 0 }).find(
			(snippet) => snippet.client === "curl",
		)?.content;
		expect(body).toContain('"temperature": 0');
		expect(body).toContain('"max_tokens": 512');
		expect(body).not.toContain("top_p");
	});
});
