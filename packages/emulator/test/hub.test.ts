import { describe, expect, it } from "vitest";
import { call, json, PROVIDER_KEY, useEmulator } from "./helpers.js";

const emu = useEmulator();
const mappingUrl = (id: string) => `${emu.current.url}/api/models/${id}?expand[]=inferenceProviderMapping`;

describe("GET /api/models/<id>", () => {
	it("answers the mapping as an array with hfModelId and adapter fields", async () => {
		const response = await call(mappingUrl("openfree/flux-chatgpt-ghibli-lora"), undefined, { token: "" });
		expect(response.status).toBe(200);
		const body = await json<{ _id: string; id: string; inferenceProviderMapping: unknown[] }>(response);
		expect(Object.keys(body)).toEqual(["_id", "id", "inferenceProviderMapping"]);
		expect(body._id).toMatch(/^[0-9a-f]{24}$/);
		expect(body.id).toBe("openfree/flux-chatgpt-ghibli-lora");
		expect(body.inferenceProviderMapping).toContainEqual({
			provider: "fal-ai",
			providerId: "fal-ai/flux-lora",
			status: "live",
			task: "text-to-image",
			hfModelId: "openfree/flux-chatgpt-ghibli-lora",
			adapter: "lora",
			adapterWeightsPath: "flux-chatgpt-ghibli-lora.safetensors",
		});
	});

	it("answers the legacy object keyed by provider for a legacyMapping model", async () => {
		const body = await json(await call(mappingUrl("Falconsai/nsfw_image_detection")));
		expect(body.inferenceProviderMapping).toEqual({
			"hf-inference": {
				providerId: "Falconsai/nsfw_image_detection",
				status: "live",
				task: "image-classification",
			},
		});
	});

	it("never lists client-side-only providers, and hides models only they serve", async () => {
		const llama = await json<{ inferenceProviderMapping: Array<{ provider: string }> }>(
			await call(mappingUrl("meta-llama/Llama-3.1-8B-Instruct")),
		);
		expect(llama.inferenceProviderMapping.map((m) => m.provider)).toContain("cerebras");
		expect(llama.inferenceProviderMapping.map((m) => m.provider)).not.toContain("openai");
		expect((await call(mappingUrl("openai/gpt-4o-mini"))).status).toBe(404);
	});

	it("404s an unknown model with the hub's message", async () => {
		const response = await call(mappingUrl("nobody/nothing"));
		expect(response.status).toBe(404);
		expect(await json(response)).toEqual({ error: "Repository not found" });
	});

	it("takes no credential or a hub token, and refuses anything else", async () => {
		expect((await call(mappingUrl("dslim/bert-base-NER"), undefined, { token: "" })).status).toBe(200);
		const refused = await call(mappingUrl("dslim/bert-base-NER"), undefined, { token: PROVIDER_KEY });
		expect(refused.status).toBe(401);
		expect(await json(refused)).toMatchObject({
			error: expect.stringMatching(/^Invalid credentials in Authorization header/),
		});
	});

	it("gives the default fields without expand, and refuses unknown expand fields", async () => {
		const info = await json(await call(`${emu.current.url}/api/models/dslim/bert-base-NER`));
		expect(info).toMatchObject({
			id: "dslim/bert-base-NER",
			pipeline_tag: "token-classification",
			private: false,
		});
		expect(info.inferenceProviderMapping).toBeUndefined();
		const bad = await call(`${emu.current.url}/api/models/dslim/bert-base-NER?expand[]=nonsense`);
		expect(bad.status).toBe(400);
	});
});

describe("GET /api/tasks", () => {
	it("lists each pipeline tag with its models, the default first", async () => {
		const tasks = await json<Record<string, { models: Array<{ id: string }> }>>(
			await call(`${emu.current.url}/api/tasks`),
		);
		expect(tasks["text-generation"]?.models[0]?.id).toBe("meta-llama/Llama-3.1-8B");
		expect(tasks["automatic-speech-recognition"]?.models[0]).toEqual({ id: "openai/whisper-large-v3" });
		expect(tasks["text-to-image"]?.models.map((m) => m.id)).toContain("black-forest-labs/FLUX.1-schnell");
		expect(Object.values(tasks).flatMap((t) => t.models.map((m) => m.id))).not.toContain(
			"openai/gpt-4o-mini",
		);
	});
});

describe("unknown paths", () => {
	it("answer 404 with a JSON error naming the path, and an x-request-id", async () => {
		const response = await call(`${emu.current.url}/nowhere/at/all`);
		expect(response.status).toBe(404);
		expect(response.headers.get("x-request-id")).toMatch(/^emu-\d{6}$/);
		expect((await json(response)).error).toContain("/nowhere/at/all");
	});
});
