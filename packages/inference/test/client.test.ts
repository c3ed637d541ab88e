import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PACKAGE_VERSION } from "../src/defaults/package-version.js";
import { InferenceClient, InferenceClientInputError, imageClassification } from "../src/index.js";
import {
	catImage,
	emulatorOptions,
	HUB_TOKEN,
	inferenceRequests,
	routedClient,
	seeded,
	useEmulator,
} from "./support/emulator.js";
import { failure } from "./support/loopback.js";

const emulator = useEmulator();

describe("InferenceClient", () => {
	it("keeps its methods and token out of enumeration and JSON", () => {
		const client = new InferenceClient(HUB_TOKEN);
		expect(Object.keys(client)).toEqual([]);
		expect(JSON.stringify(client)).not.toContain(HUB_TOKEN);
		expect(typeof client.chatCompletion).toBe("function");
	});

	it("lets per-call arguments and options win over the client's", async () => {
		const { model } = seeded("hf-inference", "text-classification");
		const client = routedClient(emulator.current.url, { billTo: "team-a" });
		await client.textClassification({ model, inputs: "x" }, { billTo: "team-b" });
		expect(inferenceRequests(emulator.current)[0]?.headers["x-hf-bill-to"]).toBe("team-b");
	});

	it("takes an argument or option given as undefined (an unset variable) as left out: the client's own applies", async () => {
		const { model } = seeded("hf-inference", "text-classification");
		const client = routedClient(emulator.current.url, { billTo: "team-a", maxRetries: 0 });
		const unset = process.env.HUBKIT_SURELY_UNSET_VARIABLE;
		await client.textClassification(
			{ model, inputs: "x", accessToken: unset, provider: unset === undefined ? undefined : "together" },
			{ billTo: unset, signal: undefined, timeoutMs: undefined, polling: { intervalMs: undefined } },
		);
		const [request] = inferenceRequests(emulator.current);
		expect(request?.url).toBe(`/hf-inference/models/${model}`);
		expect(request?.headers["x-hf-bill-to"]).toBe("team-a");
		expect(request?.credential?.kind).toBe("hub");
	});

	it("endpoint(url) gives a client for a dedicated endpoint with the same token", async () => {
		const { model } = seeded("hf-inference", "text-classification");
		const endpoint = routedClient(emulator.current.url).endpoint(
			`${emulator.current.url}/hf-inference/models/${model}`,
		);
		const labels = await endpoint.textClassification({ inputs: "x" });
		expect(labels.length).toBeGreaterThan(0);
		expect(emulator.current.requests.map((request) => request.url)).toEqual([
			`/hf-inference/models/${model}`,
		]);
		expect(emulator.current.requests[0]?.credential?.kind).toBe("hub");
	});

	it("sends a User-Agent naming the package and its version", async () => {
		const { model } = seeded("hf-inference", "text-classification");
		await routedClient(emulator.current.url).textClassification({ model, inputs: "x" });
		const version = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).version;
		expect(version).toBe(PACKAGE_VERSION);
		expect(inferenceRequests(emulator.current)[0]?.headers["user-agent"]).toBe(
			`@hubkit/inference/${version}`,
		);
	});
});

describe("binary inputs", () => {
	const bytes = async () => new Uint8Array(await catImage().arrayBuffer());
	it.each([
		["a Blob (its type becomes the content type)", async () => catImage(), "image/png"],
		["an ArrayBuffer", async () => (await bytes()).buffer, undefined],
		["a Uint8Array", bytes, undefined],
	])("accepts %s as a raw body", async (_name, input, contentType) => {
		const { model } = seeded("hf-inference", "image-classification");
		const sent = await bytes();
		await imageClassification(
			{ accessToken: HUB_TOKEN, model, inputs: await input() },
			emulatorOptions(emulator.current.url),
		);
		const [request] = inferenceRequests(emulator.current);
		expect(request?.headers["content-type"]).toBe(contentType);
		expect(new Uint8Array(request?.body ?? [])).toEqual(sent);
	});
});

describe("binary inputs fetch cannot send", () => {
	it("a Uint8Array over a SharedArrayBuffer is an input error naming the input, before any request", async () => {
		const { model } = seeded("hf-inference", "image-classification");
		const image = new Uint8Array(await catImage().arrayBuffer());
		const shared = new Uint8Array(new SharedArrayBuffer(image.byteLength));
		shared.set(image);
		const client = routedClient(emulator.current.url);
		for (const call of [
			() => client.imageClassification({ model, inputs: shared }),
			() => client.imageClassification({ model, data: shared } as never),
			() => client.imageClassification({ model, inputs: shared.buffer } as never),
		]) {
			const error = await failure(call);
			expect(error).toBeInstanceOf(InferenceClientInputError);
			expect(error.message).toMatch(/^(inputs|data) /);
			expect(error.message).toContain("SharedArrayBuffer");
		}
		expect(emulator.current.requests).toEqual([]);
	});
});

describe("textToImage output types", () => {
	it("gives a Blob, a data URL, or the provider's JSON; hf-inference refuses url", async () => {
		const { model } = seeded("hf-inference", "text-to-image");
		const client = routedClient(emulator.current.url);
		const blob = await client.textToImage({ model, inputs: "a cat" });
		expect(blob).toBeInstanceOf(Blob);
		const dataUrl = await client.textToImage({ model, inputs: "a cat" }, { outputType: "dataUrl" });
		expect(dataUrl).toMatch(/^data:image\/\w+;base64,/);
		const json = await client.textToImage({ model, inputs: "a cat" }, { outputType: "json" });
		expect(json).toBeTypeOf("object");
		await expect(client.textToImage({ model, inputs: "a cat" }, { outputType: "url" })).rejects.toThrow(
			"hf-inference provider does not support URL output. Use outputType 'blob', 'dataUrl' or 'json' instead.",
		);
	});

	it("gives the provider's URL for outputType url on fal-ai", async () => {
		const { model } = seeded("fal-ai", "text-to-image");
		const url = await routedClient(emulator.current.url).textToImage(
			{ model, provider: "fal-ai", inputs: "a cat" },
			{ outputType: "url" },
		);
		expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\//);
	});
});

describe("host overrides from the environment", () => {
	it("read HF_ROUTER_URL and HF_ENDPOINT when no option is given", async () => {
		// Asynchronously: the emulator answers from this process, so a blocking child would wait forever.
		const { execFile } = await import("node:child_process");
		const { promisify } = await import("node:util");
		const { model } = seeded("hf-inference", "text-classification");
		const script = `
			const { textClassification } = await import(${JSON.stringify(new URL("../dist/index.js", import.meta.url).href)});
			const labels = await textClassification({ accessToken: process.argv[1], model: process.argv[2], inputs: "x" });
			process.stdout.write(String(labels.length));
		`;
		const { stdout } = await promisify(execFile)(
			process.execPath,
			["--input-type=module", "-e", script, HUB_TOKEN, model],
			{
				env: { ...process.env, HF_ROUTER_URL: emulator.current.url, HF_ENDPOINT: emulator.current.url },
				encoding: "utf8",
			},
		);
		expect(Number(stdout.trim())).toBeGreaterThan(0);
		expect(emulator.current.requests.map((request) => request.url)).toEqual([
			`/api/models/${model}?expand[]=inferenceProviderMapping`,
			`/hf-inference/models/${model}`,
		]);
	});
});
