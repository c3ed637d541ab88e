// @vitest-environment node
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { type Emulator, startEmulator } from "@hubkit/emulator";
import { PROVIDER_BASE_URLS } from "@hubkit/inference/internal";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GUIDE_EXAMPLES } from "../app/content/inference/guide-examples.js";

const run = promisify(execFile);
/** Inside the site, so the examples' `import "@hubkit/inference"` resolves. */
const RUNS = new URL("../.runs/", import.meta.url).pathname;
const HUB_TOKEN = ["hf", "guide".repeat(7)].join("_");
const PROVIDER_KEY = ["key", "together".repeat(4)].join("-");

let emulator: Emulator;

beforeAll(async () => {
	emulator = await startEmulator({ pollSteps: 1 });
});

afterAll(async () => {
	await emulator.close();
	rmSync(RUNS, { recursive: true, force: true });
});

/**
 * V8 flags for an example's process. Node's fetch parses HTTP with undici's llhttp, a WebAssembly
 * module that V8 also recompiles with TurboFan on background threads, and Node does not exit before
 * its background tasks are done (`NodePlatform::DrainTasks`, nodejs/node src/node_platform.cc at
 * fa3c0e00): each example stayed about 0.15 s after its code had ended. Liftoff runs the same parser.
 */
const NODE_FLAGS = ["--liftoff-only"];

/** Runs an example as a reader would, with the real hosts it names sent to the emulator. */
async function runExample(code: string): Promise<string> {
	mkdirSync(RUNS, { recursive: true });
	const dir = mkdtempSync(join(RUNS, "guide-"));
	writeFileSync(join(dir, "example.mjs"), code);
	const audio = await fetch(`${emulator.url}/files/audio-0123456789abcdef-400ms.flac`);
	writeFileSync(join(dir, "sample1.flac"), new Uint8Array(await audio.arrayBuffer()));
	const redirects = [
		["https://router.huggingface.co", emulator.url],
		["https://huggingface.co", emulator.url],
		["http://localhost:8080/v1", `${emulator.url}/hf-inference/models/meta-llama/Llama-3.1-8B-Instruct/v1`],
		["https://router.proxy.example", emulator.url],
		["https://hub.proxy.example", emulator.url],
		["https://together.proxy.example", `${emulator.url}/direct/together`],
		...Object.entries(PROVIDER_BASE_URLS).map(([host, base]) => [base, `${emulator.url}/direct/${host}`]),
	];
	const { stdout } = await run(
		process.execPath,
		[...NODE_FLAGS, "--import", import.meta.resolve("@hubkit/emulator/redirect-hosts"), "example.mjs"],
		{
			cwd: dir,
			env: {
				PATH: process.env.PATH ?? "",
				HF_TOKEN: HUB_TOKEN,
				TOGETHER_API_KEY: PROVIDER_KEY,
				HUBKIT_REDIRECTS: JSON.stringify(redirects),
			},
			timeout: 30_000,
		},
	);
	return stdout;
}

const calls = () =>
	emulator.requests.filter(
		(request) => !request.url.startsWith("/api/") && !request.url.startsWith("/files/"),
	);

describe("the /inference guide's examples, run against the emulator", () => {
	it("first call: chat on the hosted pipelines", async () => {
		emulator.reset();
		expect((await runExample(GUIDE_EXAMPLES.FIRST_CALL)).trim().length).toBeGreaterThan(0);
		expect(calls()[0]?.url).toBe("/hf-inference/models/meta-llama/Llama-3.1-8B-Instruct/v1/chat/completions");
	});

	it("streaming through a provider", async () => {
		emulator.reset();
		expect((await runExample(GUIDE_EXAMPLES.STREAMING)).length).toBeGreaterThan(0);
		expect(calls()[0]?.url).toBe("/together/v1/chat/completions");
		expect((calls()[0]?.json as { stream?: boolean } | undefined)?.stream).toBe(true);
	});

	it("other tasks: text, audio in, an image out", async () => {
		emulator.reset();
		const output = await runExample(GUIDE_EXAMPLES.OTHER_TASKS);
		expect(output).toContain("label");
		expect(calls().map((request) => request.url.split("?")[0])).toEqual(
			expect.arrayContaining([
				"/hf-inference/models/distilbert/distilbert-base-uncased-finetuned-sst-2-english",
				"/hf-inference/models/openai/whisper-large-v3",
				"/fal-ai/fal-ai/flux/dev",
			]),
		);
	});

	it("a policy: auto chat sends the model id with its suffix to the router's own chat route", async () => {
		emulator.reset();
		expect((await runExample(GUIDE_EXAMPLES.POLICY)).trim().length).toBeGreaterThan(0);
		expect(calls()[0]?.url).toBe("/v1/chat/completions");
		expect((calls()[0]?.json as { model?: string } | undefined)?.model).toBe(
			"meta-llama/Llama-3.1-8B-Instruct:cheapest",
		);
	});

	it("the Responses API: one answer and a stream, both on the router's /v1/responses", async () => {
		emulator.reset();
		expect((await runExample(GUIDE_EXAMPLES.RESPONSES)).trim().length).toBeGreaterThan(0);
		expect(calls().map((request) => request.url)).toEqual(["/v1/responses", "/v1/responses"]);
		expect(calls().map((request) => (request.json as { model?: string } | undefined)?.model)).toEqual([
			"meta-llama/Llama-3.1-8B-Instruct:fastest",
			"meta-llama/Llama-3.1-8B-Instruct:together",
		]);
	});

	it("the router's model list: one model's providers with their figures", async () => {
		emulator.reset();
		const output = await runExample(GUIDE_EXAMPLES.LIST_MODELS);
		expect(calls()[0]?.url).toBe("/v1/models/meta-llama/Llama-3.1-8B-Instruct");
		expect(output).toMatch(/^together live \d/m);
	});

	it("a provider's own key goes straight to the provider", async () => {
		emulator.reset();
		await runExample(GUIDE_EXAMPLES.PROVIDER_KEY);
		expect(calls()[0]?.url).toBe("/direct/together/v1/chat/completions");
		expect(calls()[0]?.credential?.kind).toBe("provider");
	});

	it("billing an organisation sends X-HF-Bill-To", async () => {
		emulator.reset();
		await runExample(GUIDE_EXAMPLES.BILL_TO);
		expect(calls()[0]?.headers["x-hf-bill-to"]).toBe("my-org");
	});

	it("errors: the hub's 404 is caught and described", async () => {
		emulator.reset();
		expect(await runExample(GUIDE_EXAMPLES.ERRORS)).toMatch(
			/^404 \S+ Failed to fetch inference provider mapping for model no-such-org\/no-such-model: /,
		);
	});

	it("a custom endpoint", async () => {
		emulator.reset();
		await runExample(GUIDE_EXAMPLES.ENDPOINT);
		expect(calls()[0]?.url).toBe("/hf-inference/models/meta-llama/Llama-3.1-8B-Instruct/v1/chat/completions");
	});

	it("host overrides", async () => {
		emulator.reset();
		await runExample(GUIDE_EXAMPLES.HOSTS);
		const seen = emulator.requests.map((request) => request.url).filter((url) => !url.startsWith("/files/"));
		expect(seen).toEqual([
			"/api/models/meta-llama/Llama-3.1-8B-Instruct?expand[]=inferenceProviderMapping",
			"/hf-inference/models/meta-llama/Llama-3.1-8B-Instruct/v1/chat/completions",
		]);
	});
});
