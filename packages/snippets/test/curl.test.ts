import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";
import { type Emulator, startEmulator } from "@hubkit/emulator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getInferenceSnippets, type InferenceSnippetOptions, type ModelDataMinimal } from "../src/index.js";
import { cleanRuns, runSnippet } from "./support/run-snippet.js";

const run = promisify(execFile);
const RUNS = new URL("../.runs/", import.meta.url).pathname;
const HUB_TOKEN = ["hf", "curl".repeat(8)].join("_");

const classifier: ModelDataMinimal = {
	id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
	pipeline_tag: "text-classification",
	tags: [],
};
const chat: ModelDataMinimal = {
	id: "meta-llama/Llama-3.1-8B-Instruct",
	pipeline_tag: "text-generation",
	tags: ["conversational"],
};

const ERROR_BODY = '{"error":"Model is overloaded, retry later","code":"overloaded"}';

let emulator: Emulator;
/** A router that refuses every call with a 503 and a JSON reason, as an overloaded one would. */
let failing: Server;
let failingUrl: string;

beforeAll(async () => {
	emulator = await startEmulator();
	failing = createServer((request, response) => {
		request.resume();
		request.on("end", () => response.writeHead(503, { "content-type": "application/json" }).end(ERROR_BODY));
	});
	await new Promise<void>((resolve) => failing.listen(0, "127.0.0.1", resolve));
	failingUrl = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
});

afterAll(async () => {
	await emulator.close();
	await new Promise((resolve) => failing.close(resolve));
	cleanRuns();
});

function curlSnippet(
	model: typeof classifier,
	provider: "hf-inference" | "together",
	options: InferenceSnippetOptions,
) {
	const snippet = getInferenceSnippets(model, provider, undefined, options).find(
		({ client }) => client === "curl",
	);
	if (!snippet) throw new Error("no curl snippet");
	return snippet;
}

/** Runs a shell snippet and reports how it ended, without treating a non-zero exit as the test's failure. */
async function runShell(content: string): Promise<{ code: number; stdout: string }> {
	mkdirSync(RUNS, { recursive: true });
	const dir = mkdtempSync(join(RUNS, "curl-"));
	writeFileSync(join(dir, "snippet.sh"), content);
	try {
		const { stdout } = await run("bash", ["snippet.sh"], {
			cwd: dir,
			env: { PATH: process.env.PATH ?? "", HF_TOKEN: HUB_TOKEN },
		});
		return { code: 0, stdout };
	} catch (error) {
		const failure = error as { code?: number; stdout?: string };
		return { code: failure.code ?? -1, stdout: failure.stdout ?? "" };
	}
}

describe("curl snippets", () => {
	it("fail loudly on an HTTP error, and still print the server's reason", async () => {
		for (const [model, provider, options] of [
			[classifier, "hf-inference", {}],
			[chat, "together", {}],
			[chat, "together", { streaming: true }],
		] as const) {
			const { content } = curlSnippet(model, provider, { ...options, routerUrl: failingUrl });
			const { code, stdout } = await runShell(content);
			expect(code, content).not.toBe(0);
			expect(stdout, content).toContain(ERROR_BODY);
		}
	});

	it("still succeed (exit 0) on a good answer", async () => {
		const { content } = curlSnippet(classifier, "hf-inference", { routerUrl: emulator.url });
		const { code, stdout } = await runShell(content);
		expect(code, stdout).toBe(0);
		expect(JSON.parse(stdout)).toBeInstanceOf(Array);
	});

	it("send a 300 KiB prompt byte for byte (one argument may not exceed 128 KiB)", async () => {
		const line = `It's "quoted", $(touch canary) \`id\`, EOF\nEOF\n'EOF'\nשלום 👋 ${"x".repeat(40)}\n`;
		const prompt = line.repeat(Math.ceil((300 * 1024) / line.length));
		expect(new TextEncoder().encode(prompt).length).toBeGreaterThan(300 * 1024);
		const snippet = curlSnippet(classifier, "hf-inference", { routerUrl: emulator.url, inputs: prompt });
		emulator.reset();
		await runSnippet(snippet, { HF_TOKEN: HUB_TOKEN }, {});
		const received = emulator.requests.filter((request) => request.url.startsWith("/hf-inference/"));
		expect(received).toHaveLength(1);
		expect((received[0]?.json as { inputs?: string } | undefined)?.inputs === prompt).toBe(true);
	});
});
