import { describe, expect, it } from "vitest";
import { call, json, useEmulator } from "./helpers.js";

// The router picks a provider by the policy after the model id: `:fastest` (its default, the highest
// throughput), `:cheapest` (the lowest price per output token), `:preferred` (the user's order, which
// the emulator plays with the hub's mapping order). The figures are the ones `/v1/models` lists.

const emu = useEmulator();
const MODEL = "meta-llama/Llama-3.1-8B-Instruct";
const CHAT = { messages: [{ role: "user", content: "hi" }] };

interface ProviderFigures {
	provider: string;
	status: string;
	pricing: { input: number; output: number };
	throughput: number;
	first_token_latency_ms: number;
}

async function figures(): Promise<ProviderFigures[]> {
	const body = await json<{ data: Array<{ id: string; providers: ProviderFigures[] }> }>(
		await call(`${emu.current.url}/v1/models`),
	);
	const model = body.data.find((entry) => entry.id === MODEL);
	if (!model) throw new Error(`${MODEL} is not listed`);
	return model.providers.filter((entry) => entry.status === "live");
}

async function chosen(model: string): Promise<string | null> {
	const response = await call(`${emu.current.url}/v1/chat/completions`, { ...CHAT, model });
	expect(response.status).toBe(200);
	return response.headers.get("x-inference-provider");
}

/** The first entry with the best value, in listing order. */
function best(list: ProviderFigures[], value: (entry: ProviderFigures) => number): string | undefined {
	let winner: ProviderFigures | undefined;
	for (const entry of list) if (!winner || value(entry) < value(winner)) winner = entry;
	return winner?.provider;
}

describe("the router's policies on /v1/chat/completions", () => {
	it("list each provider's throughput and first-token latency at /v1/models, as the hub documents", async () => {
		for (const entry of await figures()) {
			expect(entry.throughput).toBeGreaterThan(0);
			expect(entry.first_token_latency_ms).toBeGreaterThan(0);
		}
	});

	it("':fastest', and no suffix, pick the provider with the highest throughput", async () => {
		const fastest = best(await figures(), (entry) => -entry.throughput);
		expect(await chosen(`${MODEL}:fastest`)).toBe(fastest);
		expect(await chosen(MODEL)).toBe(fastest);
	});

	it("':cheapest' picks the provider with the lowest price per output token", async () => {
		const list = await figures();
		const cheapest = best(list, (entry) => entry.pricing.output);
		expect(await chosen(`${MODEL}:cheapest`)).toBe(cheapest);
		// The seeded figures make the policies differ, so a test of one cannot pass by the other.
		expect(cheapest).not.toBe(best(list, (entry) => -entry.throughput));
	});

	it("':preferred' picks the first live provider in the hub's mapping order", async () => {
		const mapping = await json<{ inferenceProviderMapping: Array<{ provider: string; status: string }> }>(
			await call(`${emu.current.url}/api/models/${MODEL}?expand[]=inferenceProviderMapping`),
		);
		const routed = new Set((await figures()).map((entry) => entry.provider));
		const first = mapping.inferenceProviderMapping.find(
			(entry) => entry.status === "live" && routed.has(entry.provider),
		);
		expect(await chosen(`${MODEL}:preferred`)).toBe(first?.provider);
	});

	it("choose the same provider every time", async () => {
		for (const policy of ["", ":fastest", ":cheapest", ":preferred"]) {
			const first = await chosen(`${MODEL}${policy}`);
			expect(await chosen(`${MODEL}${policy}`)).toBe(first);
		}
	});
});

describe("a suffixed id on the hub's API", () => {
	it("is no repository: /api/models/<id>:<suffix> answers 404, as the real hub does", async () => {
		for (const suffix of ["together", "cheapest", "fastest", "preferred"]) {
			const response = await call(
				`${emu.current.url}/api/models/${MODEL}:${suffix}?expand[]=inferenceProviderMapping`,
			);
			expect(response.status).toBe(404);
		}
	});
});
