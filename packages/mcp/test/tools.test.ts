import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type Emulator, startEmulator } from "@hubkit/emulator";
import { PROVIDER_MODELS } from "@hubkit/tasks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_DOCS_DIR } from "../src/index.js";
import { type Connection, callTool, connectHttp, connectStdio } from "./support/connect.js";
import { codeBlocks, runJs } from "./support/run-js.js";

const CLASSIFIER = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
const PUBLIC_ROUTER = "https://router.huggingface.co";

let emulator: Emulator;

beforeAll(async () => {
	emulator = await startEmulator({ pollSteps: 0 });
});

afterAll(async () => {
	await emulator?.close();
});

/** The same tests over both transports: the built command over stdio, and the handler over HTTP. */
const TRANSPORTS: Array<[string, () => Promise<Connection>]> = [
	["stdio", () => connectStdio({ HF_ENDPOINT: emulator.url })],
	["Streamable HTTP", () => connectHttp({ hubUrl: emulator.url })],
];

describe.each(TRANSPORTS)("over %s, the SDK's client", (_, connect) => {
	let connection: Connection;
	const call = (name: string, args: Record<string, unknown>) => callTool(connection.client, name, args);

	beforeAll(async () => {
		connection = await connect();
	});

	afterAll(async () => {
		await connection?.close();
	});

	it("lists the six tools, each read-only, described, with an input schema", async () => {
		const { tools } = await connection.client.listTools();
		expect(tools.map((tool) => tool.name).sort()).toEqual([
			"inference_snippets",
			"local_snippets",
			"read_page",
			"search_docs",
			"served_models",
			"task_spec",
		]);
		for (const tool of tools) {
			expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
			expect(tool.description?.length, tool.name).toBeGreaterThan(100);
			expect(tool.inputSchema.type).toBe("object");
			expect(Object.keys(tool.inputSchema.properties ?? {}).length, tool.name).toBeGreaterThan(0);
		}
		const snippets = tools.find((tool) => tool.name === "inference_snippets");
		expect(snippets?.inputSchema.required).toEqual(["model"]);
	});

	it("search_docs finds the text classification page first for a sentiment question, with its address", async () => {
		const { text, isError } = await call("search_docs", {
			query: "How can I tell whether a product review is positive or negative (sentiment)?",
		});
		expect(isError).toBe(false);
		const first = /^1\. \[([^\]]+)\]\(([^)]+)\)/m.exec(text);
		expect(first?.[1]).toBe("Text Classification");
		expect(first?.[2]).toBe("https://hubkit.dev/tasks/text-classification");
		// The heading's own id on the HTML page, which the site sets apart from its text's slug.
		expect(text).toContain(
			"[Sentiment analysis](https://hubkit.dev/tasks/text-classification#variant-sentiment-analysis)",
		);
		const anchors = JSON.parse(readFileSync(join(DEFAULT_DOCS_DIR, "anchors.json"), "utf8")) as Record<
			string,
			Array<{ id: string }>
		>;
		const links = Array.from(text.matchAll(/\]\(https:\/\/hubkit\.dev(\/[^)#]*)#([^)]+)\)/g), (m) => [
			m[1],
			m[2],
		]);
		expect(links.length).toBeGreaterThan(3);
		for (const [path, id] of links)
			expect(
				anchors[path as string]?.map((each) => each.id),
				path,
			).toContain(id);
	});

	it("search_docs says so when nothing matches", async () => {
		const { text, isError } = await call("search_docs", { query: "zzqxv wqqzx" });
		expect(isError).toBe(false);
		expect(text).toMatch(/^No page of the site matches/);
	});

	it("read_page answers a page's Markdown as the site serves it, by any of its addresses", async () => {
		const markdown = readFileSync(join(DEFAULT_DOCS_DIR, "tasks/text-classification.md"), "utf8");
		for (const path of [
			"/tasks/text-classification",
			"tasks/text-classification.md",
			"/tasks/text-classification/",
			"https://hubkit.dev/tasks/text-classification",
			"hubkit://tasks/text-classification",
		]) {
			const { text, isError } = await call("read_page", { path });
			expect(isError, path).toBe(false);
			expect(text, path).toBe(markdown);
		}
		const home = await call("read_page", { path: "/" });
		expect(home.text).toBe(readFileSync(join(DEFAULT_DOCS_DIR, "index.md"), "utf8"));
	});

	it("read_page refuses every path that is not a page of the site, reading no file", async () => {
		for (const path of [
			"../package.json",
			"/tasks/../../package.json",
			"tasks/./text-classification",
			"%2e%2e/package.json",
			"/tasks%2Ftext-classification",
			"..\\package.json",
			"/etc/passwd",
			"file:///etc/passwd",
			"https://evil.example/tasks/text-classification",
			"https://hubkit.dev.evil.example/tasks/text-classification",
			"/tasks/text-classification\u0000.md",
			"//etc/passwd",
			"/llms.txt",
			"/constructor",
			"/__proto__",
		]) {
			const { text, isError } = await call("read_page", { path });
			expect(isError, path).toBe(true);
			expect(text, path).toMatch(/is not a page of the site|has no page at/);
			expect(text, path).not.toMatch(/"name": "@hubkit|root:/);
		}
	});

	it("inference_snippets names the model and the router, and its fetch snippet runs against the emulator", async () => {
		const { text, isError } = await call("inference_snippets", {
			model: CLASSIFIER,
			task: "text-classification",
			provider: "hf-inference",
			language: "js",
			client: "fetch",
		});
		expect(isError, text).toBe(false);
		const [block, ...others] = codeBlocks(text).filter((each) => each.language === "js");
		expect(others).toEqual([]);
		const code = block?.code ?? "";
		expect(code).toContain(CLASSIFIER);
		expect(code).toContain(`${PUBLIC_ROUTER}/hf-inference/models/${CLASSIFIER}`);
		emulator.reset();
		const stdout = await runJs(code, { HF_TOKEN: "hf_emulator" }, PUBLIC_ROUTER, emulator.url);
		expect(stdout).toMatch(/label/i);
		expect(emulator.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
			`POST /hf-inference/models/${CLASSIFIER}`,
		]);
	});

	it("inference_snippets asks the hub for the task when none is given, and writes every client", async () => {
		const { text, isError } = await call("inference_snippets", {
			model: CLASSIFIER,
			provider: "hf-inference",
		});
		expect(isError, text).toBe(false);
		expect(text).toContain("(text-classification)");
		for (const heading of ["## Python · requests", "## JavaScript · fetch", "## Shell · curl"])
			expect(text).toContain(heading);
	});

	it("inference_snippets takes a router policy suffix as the client does", async () => {
		const { text, isError } = await call("inference_snippets", {
			model: "meta-llama/Llama-3.1-8B-Instruct:cheapest",
			task: "text-generation",
			client: "curl",
		});
		expect(isError, text).toBe(false);
		expect(text).toContain(`${PUBLIC_ROUTER}/v1/chat/completions`);
		expect(text).toContain("meta-llama/Llama-3.1-8B-Instruct:cheapest");
	});

	it("inference_snippets refuses a task without snippets, naming the ones with", async () => {
		const { text, isError } = await call("inference_snippets", { model: CLASSIFIER, task: "robotics" });
		expect(isError).toBe(true);
		expect(text).toContain("text-classification");
	});

	it("local_snippets writes local code for a hub id (asking the hub) and for a model as the hub describes it", async () => {
		const byId = await call("local_snippets", { model: CLASSIFIER });
		expect(byId.isError, byId.text).toBe(false);
		expect(byId.text).toContain("## Libraries");
		expect(byId.text).toContain(`"${CLASSIFIER}"`);
		const described = await call("local_snippets", {
			model: {
				id: "acme-labs/Acme-1B-Instruct-GGUF",
				pipeline_tag: "text-generation",
				library_name: "gguf",
				tags: ["gguf", "conversational"],
				siblings: [{ rfilename: "Acme-1B-Instruct-Q4_K_M.gguf" }],
			},
		});
		expect(described.isError, described.text).toBe(false);
		expect(described.text).toContain("## Local apps");
		expect(described.text).toContain("acme-labs/Acme-1B-Instruct-GGUF");
		const missing = await call("local_snippets", { model: "acme-labs/no-such-model" });
		expect(missing.isError).toBe(true);
		expect(missing.text).toContain("The hub could not say what");
	});

	it("local_snippets answers a model object of the wrong shape with the generator's reason, never a failure", async () => {
		for (const model of [
			{ id: 42, pipeline_tag: null, tags: "conversational" },
			{ id: "acme-labs/x", pipeline_tag: ["text-generation"], library_name: {}, tags: [1, null] },
			JSON.parse('{"id":"acme-labs/x","__proto__":{"pipeline_tag":"text-generation"},"constructor":"x"}'),
		]) {
			const { text, isError } = await call("local_snippets", { model });
			expect(isError, JSON.stringify(model)).toBe(true);
			expect(text).toMatch(/^No local code for .*\n- No local snippets/);
		}
	});

	it("task_spec lists the task's parameters with their types, defaults and descriptions", async () => {
		const { text, isError } = await call("task_spec", { task: "text-classification" });
		expect(isError).toBe(false);
		expect(text).toContain("`client.textClassification()`");
		expect(text).toMatch(/\| `inputs` \| string \| yes \|/);
		expect(text).toMatch(/\| `parameters\.top_k` \| integer \| no \|/);
		expect(text).toMatch(/\| `parameters\.function_to_apply` \|[^\n]*one of "sigmoid", "softmax", "none"/);
		expect(text).toMatch(/\| `\[\]\.label` \| string \|/);
		const chat = await call("task_spec", { task: "text-generation" });
		expect(chat.text).toContain("`client.chatCompletion()`");
		expect(chat.text).toContain("`client.textGeneration()`");
		const unknown = await call("task_spec", { task: "robotics" });
		expect(unknown.isError).toBe(true);
		expect(unknown.text).toContain("summarization");
	});

	it("served_models gives the table's date and the providers of a task", async () => {
		const { text, isError } = await call("served_models", { task: "text-to-image", provider: "fal-ai" });
		expect(isError).toBe(false);
		expect(text).toContain(`as of ${PROVIDER_MODELS.asOf}`);
		const served = PROVIDER_MODELS.models["text-to-image"]?.["fal-ai"] ?? [];
		expect(served.length).toBeGreaterThan(0);
		for (const model of served) expect(text).toContain(`\`${model}\``);
		expect(text).not.toContain("## conversational");
		const chat = await call("served_models", { task: "text-generation" });
		expect(chat.text).toContain("## conversational");
		for (const args of [{ provider: "constructor" }, { task: "constructor" }, { task: "hasownproperty" }]) {
			const unknown = await call("served_models", args);
			expect(unknown.isError, JSON.stringify(args)).toBe(true);
			expect(unknown.text).toMatch(/^The table has no (provider|task) "/);
		}
	});

	it("serves every page as a hubkit:// resource of Markdown", async () => {
		const { resources } = await connection.client.listResources();
		expect(resources.map((resource) => resource.uri)).toContain("hubkit://tasks/text-classification");
		expect(resources.map((resource) => resource.uri)).toContain("hubkit://index");
		const { contents } = await connection.client.readResource({ uri: "hubkit://tasks/text-classification" });
		expect(contents).toEqual([
			{
				uri: "hubkit://tasks/text-classification",
				mimeType: "text/markdown",
				text: readFileSync(join(DEFAULT_DOCS_DIR, "tasks/text-classification.md"), "utf8"),
			},
		]);
		await expect(
			connection.client.readResource({ uri: "hubkit://tasks/../../package.json" }),
		).rejects.toThrow();
	});
});
