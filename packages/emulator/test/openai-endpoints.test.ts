import { describe, expect, it } from "vitest";
import { probeAudio, probeImage } from "../src/media/probe.js";
import { call, dataUrl, json, PNG, PROVIDER_KEY, postBytes, sseData, useEmulator, WAV } from "./helpers.js";

const emu = useEmulator();

describe("text completions", () => {
	it("Together answers choices[].text with the seed and finish_reason", async () => {
		const body = await json<{
			model: string;
			choices: Array<{ text: string; seed: number; finish_reason: string }>;
		}>(
			await call(`${emu.current.url}/together/v1/completions`, {
				model: "meta-llama/Meta-Llama-3.1-8B",
				prompt: "Once upon a time",
				seed: 7,
			}),
		);
		expect(body.model).toBe("meta-llama/Meta-Llama-3.1-8B");
		expect(body.choices[0]).toMatchObject({ seed: 7, finish_reason: "stop" });
		expect(body.choices[0]?.text).toContain("Once upon a time");
	});

	it("requires a prompt, and streams in the completion chunk shape", async () => {
		const refused = await call(`${emu.current.url}/featherless-ai/v1/completions`, {
			model: "meta-llama/Meta-Llama-3.1-8B",
		});
		expect(refused.status).toBe(400);
		expect((await json<{ error: { param: string } }>(refused)).error.param).toBe("prompt");
		const stream = await call(`${emu.current.url}/deepinfra/v1/openai/completions`, {
			model: "meta-llama/Meta-Llama-3.1-8B",
			prompt: "Hi",
			stream: true,
		});
		const events = sseData(await stream.text());
		expect(events.at(-1)).toBe("[DONE]");
		expect(JSON.parse(events.at(-2) ?? "{}").choices[0].finish_reason).toBe("stop");
	});
});

describe("embeddings", () => {
	it("answer data[].embedding with the model's dimension, one per input", async () => {
		const together = await json<{ data: Array<{ embedding: number[]; index: number }> }>(
			await call(`${emu.current.url}/together/v1/embeddings`, {
				model: "BAAI/bge-base-en-v1.5",
				input: ["a", "b"],
			}),
		);
		expect(together.data.map((d) => [d.index, d.embedding.length])).toEqual([
			[0, 768],
			[1, 768],
		]);
		const scaleway = await json<{ data: Array<{ embedding: number[] }> }>(
			await call(`${emu.current.url}/scaleway/v1/embeddings`, {
				model: "bge-multilingual-gemma2",
				input: "hello",
			}),
		);
		expect(scaleway.data[0]?.embedding).toHaveLength(3584);
	});
});

describe("image generations", () => {
	it("Together answers base64 or a URL as asked", async () => {
		const url = `${emu.current.url}/together/v1/images/generations`;
		const b64 = await json<{ data: Array<{ b64_json: string }> }>(
			await call(url, {
				model: "black-forest-labs/FLUX.1-dev",
				prompt: "a cat",
				response_format: "base64",
				width: 64,
				height: 64,
			}),
		);
		expect(probeImage(Buffer.from(b64.data[0]?.b64_json ?? "", "base64"))).toEqual({
			format: "jpeg",
			width: 64,
			height: 64,
		});
		const link = await json<{ data: Array<{ url: string }> }>(
			await call(url, { model: "black-forest-labs/FLUX.1-dev", prompt: "a cat", response_format: "url" }),
		);
		expect((await fetch(link.data[0]?.url ?? "")).status).toBe(200);
	});

	it("Together image-to-image needs image_url or reference_images", async () => {
		const url = `${emu.current.url}/together/v1/images/generations`;
		const body = {
			model: "black-forest-labs/FLUX.1-kontext-dev",
			prompt: "tiger",
			response_format: "base64",
		};
		expect((await call(url, body)).status).toBe(400);
		expect((await call(url, { ...body, image_url: dataUrl("image/png", PNG) })).status).toBe(200);
	});

	it("Nscale only answers b64_json", async () => {
		const url = `${emu.current.url}/nscale/v1/images/generations`;
		const model = "black-forest-labs/FLUX.1-schnell";
		expect((await call(url, { model, prompt: "a cat", response_format: "b64_json" })).status).toBe(200);
		const refused = await call(url, { model, prompt: "a cat", response_format: "url" });
		expect(refused.status).toBe(400);
		expect((await json<{ error: { param: string } }>(refused)).error.param).toBe("response_format");
	});

	it("DeepInfra answers under v1/openai/images/generations", async () => {
		const body = await json<{ created: number; data: Array<{ b64_json: string }> }>(
			await call(`${emu.current.url}/deepinfra/v1/openai/images/generations`, {
				model: "black-forest-labs/FLUX-1-schnell",
				prompt: "a cat",
				response_format: "b64_json",
			}),
		);
		expect(body.created).toEqual(expect.any(Number));
		expect(probeImage(Buffer.from(body.data[0]?.b64_json ?? "", "base64"))?.format).toBe("jpeg");
	});
});

describe("speech and transcription", () => {
	it("Together's Kokoro needs a voice; the answer is WAV bytes", async () => {
		const url = `${emu.current.url}/together/v1/audio/speech`;
		expect((await call(url, { model: "hexgrad/Kokoro-82M", input: "hello" })).status).toBe(400);
		const response = await call(url, { model: "hexgrad/Kokoro-82M", input: "hello", voice: "af_alloy" });
		expect(response.headers.get("content-type")).toBe("audio/wav");
		expect(probeAudio(Buffer.from(await response.arrayBuffer()))).toBe("wav");
	});

	it("transcriptions take multipart/form-data with a file part", async () => {
		const form = new FormData();
		form.append("file", new Blob([new Uint8Array(WAV)], { type: "audio/wav" }), "audio.wav");
		form.append("model", "openai/whisper-large-v3");
		form.append("response_format", "verbose_json");
		const response = await fetch(`${emu.current.url}/direct/deepinfra/v1/openai/audio/transcriptions`, {
			method: "POST",
			headers: { authorization: `Bearer ${PROVIDER_KEY}` },
			body: form,
		});
		expect(response.status).toBe(200);
		const body = await json<{ text: string; segments: unknown[] }>(response);
		expect(body.text).toEqual(expect.any(String));
		expect(body.segments.length).toBeGreaterThan(0);
	});

	it("transcriptions refuse JSON and raw bodies", async () => {
		const url = `${emu.current.url}/together/v1/audio/transcriptions`;
		expect((await call(url, { model: "openai/whisper-large-v3", file: "x" })).status).toBe(400);
		expect((await postBytes(url, WAV, "audio/wav")).status).toBe(400);
	});
});

describe("Z.ai layout parsing", () => {
	it("answers md_results for an image data URL", async () => {
		const body = await json<{ md_results: string }>(
			await call(`${emu.current.url}/zai-org/api/paas/v4/layout_parsing`, {
				model: "glm-ocr",
				file: dataUrl("image/png", PNG),
			}),
		);
		expect(body.md_results).toMatch(/^# Document/);
	});
});
