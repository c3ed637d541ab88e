import { describe, expect, it } from "vitest";
import { CHAT, call, dataUrl, HF_TOKEN, json, PROVIDER_KEY, useEmulator, WAV } from "./helpers.js";

const emu = useEmulator();
const togetherChat = { model: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo", ...CHAT };

describe("router authentication", () => {
	it("refuses a request without Authorization with a hub-style 401", async () => {
		const response = await call(`${emu.current.url}/together/v1/chat/completions`, togetherChat, {
			token: "",
		});
		expect(response.status).toBe(401);
		expect(response.headers.get("content-type")).toMatch(/^application\/json/);
		const body = await json(response);
		expect(body.error).toMatch(/Missing Authorization header/);
	});

	it("refuses a malformed header or a token that is not hf_<alphanumerics>", async () => {
		for (const [scheme, token] of [
			["Basic", HF_TOKEN],
			["Bearer", "hf_has_underscores"],
			["Bearer", "hf_"],
		] as const) {
			const response = await call(`${emu.current.url}/together/v1/chat/completions`, togetherChat, {
				scheme,
				token,
			});
			expect(response.status).toBe(401);
			expect(await json(response)).toEqual({ error: "Invalid credentials in Authorization header" });
		}
	});

	it("refuses a provider key sent to the router, saying why", async () => {
		const response = await call(`${emu.current.url}/together/v1/chat/completions`, togetherChat, {
			token: PROVIDER_KEY,
		});
		expect(response.status).toBe(401);
		expect((await json(response)).error).toMatch(/not provider API keys/);
	});

	it("guards the auto-router the same way", async () => {
		const response = await call(
			`${emu.current.url}/v1/chat/completions`,
			{ model: "meta-llama/Llama-3.1-8B-Instruct", ...CHAT },
			{ token: PROVIDER_KEY },
		);
		expect(response.status).toBe(401);
		expect(typeof (await json(response)).error).toBe("string");
	});

	it("accepts a valid token", async () => {
		const response = await call(`${emu.current.url}/together/v1/chat/completions`, togetherChat);
		expect(response.status).toBe(200);
	});
});

describe("direct provider authentication, in each provider's error shape", () => {
	it("OpenAI-compatible providers answer {error: {message, type, param, code}}", async () => {
		const missing = await call(`${emu.current.url}/direct/together/v1/chat/completions`, togetherChat, {
			token: "",
		});
		expect(missing.status).toBe(401);
		const missingBody = await json<{ error: Record<string, unknown> }>(missing);
		expect(missingBody.error).toMatchObject({ type: "invalid_request_error", code: "invalid_api_key" });
		expect(missingBody.error.message).toMatch(/Missing API key/);

		const hub = await call(`${emu.current.url}/direct/together/v1/chat/completions`, togetherChat);
		expect(hub.status).toBe(401);
		expect((await json<{ error: { message: string } }>(hub)).error.message).toMatch(
			/Hugging Face tokens \(hf_\.\.\.\) are not together keys/,
		);

		const ok = await call(`${emu.current.url}/direct/together/v1/chat/completions`, togetherChat, {
			token: PROVIDER_KEY,
		});
		expect(ok.status).toBe(200);
	});

	it("cohere answers {message}", async () => {
		const response = await call(
			`${emu.current.url}/direct/cohere/compatibility/v1/chat/completions`,
			{ model: "command-r7b-12-2024", ...CHAT },
			{ token: HF_TOKEN },
		);
		expect(response.status).toBe(401);
		const body = await json(response);
		expect(Object.keys(body)).toEqual(["message"]);
	});

	it("fal wants `Key <key>` and answers {detail}", async () => {
		const url = `${emu.current.url}/direct/fal-ai/fal-ai/dia-tts`;
		const bearer = await call(url, { text: "hi" }, { token: PROVIDER_KEY });
		expect(bearer.status).toBe(401);
		expect((await json(bearer)).detail).toMatch(/expects 'Key <key>'/);
		const key = await call(url, { text: "hi" }, { token: PROVIDER_KEY, scheme: "Key" });
		expect(key.status).toBe(200);
	});

	it("replicate answers application/problem+json {title, detail, status}", async () => {
		const response = await call(
			`${emu.current.url}/direct/replicate/v1/models/black-forest-labs/flux-schnell/predictions`,
			{ input: { prompt: "a cat" } },
			{ token: HF_TOKEN },
		);
		expect(response.status).toBe(401);
		expect(response.headers.get("content-type")).toBe("application/problem+json");
		expect(await json(response)).toMatchObject({ title: "Unauthenticated", status: 401 });
	});

	it("wavespeed answers {code, message}", async () => {
		const response = await call(
			`${emu.current.url}/direct/wavespeed/api/v3/wavespeed-ai/flux-dev`,
			{ prompt: "x" },
			{ token: "" },
		);
		expect(response.status).toBe(401);
		expect(await json(response)).toMatchObject({ code: 401, data: null });
	});

	it("hf-inference has no direct API", async () => {
		const response = await call(
			`${emu.current.url}/direct/hf-inference/models/dslim/bert-base-NER`,
			{ inputs: "x" },
			{ token: PROVIDER_KEY },
		);
		expect(response.status).toBe(404);
		expect((await json(response)).error).toMatch(/hf-inference has no API of its own/);
	});

	it("openai is reachable directly but never through the router", async () => {
		const direct = await call(
			`${emu.current.url}/direct/openai/v1/chat/completions`,
			{ model: "gpt-4o-mini", ...CHAT },
			{ token: PROVIDER_KEY },
		);
		expect(direct.status).toBe(200);
		const routed = await call(`${emu.current.url}/openai/v1/chat/completions`, {
			model: "gpt-4o-mini",
			...CHAT,
		});
		expect(routed.status).toBe(400);
		expect((await json(routed)).error).toMatch(/router does not serve openai/);
	});

	it("fal ASR accepts the reference client's audio data URL only under a MIME type fal decodes", async () => {
		const url = `${emu.current.url}/direct/fal-ai/fal-ai/whisper`;
		const options = { token: PROVIDER_KEY, scheme: "Key" };
		expect((await call(url, { audio_url: dataUrl("audio/x-wav", WAV) }, options)).status).toBe(200);
		const refused = await call(url, { audio_url: dataUrl("audio/wav", WAV) }, options);
		expect(refused.status).toBe(422);
		expect(await json(refused)).toEqual({
			detail: [
				{
					loc: ["body", "audio_url"],
					msg: "Invalid value for 'audio_url': Unsupported data URL (MIME type 'audio/wav')",
					type: "value_error",
				},
			],
		});
	});
});
