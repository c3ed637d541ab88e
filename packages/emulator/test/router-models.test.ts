import { describe, expect, it } from "vitest";
import { call, json, useEmulator } from "./helpers.js";

const emu = useEmulator();

interface RouterModel {
	id: string;
	object: string;
	created: number;
	owned_by: string;
	providers: Array<{
		provider: string;
		status: string;
		context_length: number;
		pricing: { input: number; output: number };
		supports_tools: boolean;
		supports_structured_output: boolean;
		first_token_latency_ms: number;
		throughput: number;
	}>;
}

describe("GET /v1/models (the router's chat models)", () => {
	it("lists each chat model with the details of every provider serving it", async () => {
		const response = await call(`${emu.current.url}/v1/models`);
		expect(response.status).toBe(200);
		const body = await json<{ object: string; data: RouterModel[] }>(response);
		expect(body.object).toBe("list");
		const llama = body.data.find((model) => model.id === "meta-llama/Llama-3.1-8B-Instruct");
		expect(llama).toMatchObject({ object: "model", owned_by: "meta-llama", created: expect.any(Number) });
		expect(llama?.providers.map((p) => p.provider)).toEqual(expect.arrayContaining(["cerebras", "groq"]));
		for (const model of body.data) {
			expect(model.id).toMatch(/^[^/]+\/[^/]+$/);
			for (const provider of model.providers) {
				expect(Object.keys(provider)).toEqual([
					"provider",
					"status",
					"context_length",
					"pricing",
					"is_free",
					"supports_tools",
					"supports_structured_output",
					"first_token_latency_ms",
					"throughput",
					"is_model_author",
				]);
				expect(provider.context_length).toBeGreaterThan(0);
				expect(provider.pricing.output).toBeGreaterThanOrEqual(provider.pricing.input);
				expect(typeof provider.supports_tools).toBe("boolean");
			}
		}
		expect(body.data.flatMap((model) => model.providers.map((p) => p.provider))).not.toContain("openai");
	});

	it("answers the same figures every time", async () => {
		const first = await (await call(`${emu.current.url}/v1/models`)).text();
		expect(await (await call(`${emu.current.url}/v1/models`)).text()).toBe(first);
	});
});
