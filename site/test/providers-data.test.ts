// @vitest-environment node
import { INFERENCE_PROVIDERS } from "@hubkit/inference";
import { PROVIDER_BASE_URLS, TASK_TABLES } from "@hubkit/inference/internal";
import { describe, expect, it } from "vitest";
import { stateFromQuery } from "../app/components/snippets/generator-state.js";
import { pageProviders, providerMatrix, providerPage } from "../app/lib/providers-data.server.js";
import { DEFAULT_STATE } from "../app/lib/snippet-generator-data.server.js";

describe("the provider matrix", () => {
	const matrix = providerMatrix();

	it("has every provider and every task of the client's registry", () => {
		expect(matrix.rows.map((row) => row.provider)).toEqual([...INFERENCE_PROVIDERS]);
		expect(new Set(matrix.tasks)).toEqual(new Set(Object.keys(TASK_TABLES)));
	});

	it("marks exactly the tasks each provider's helper table serves, each linking to the generator set to that pair", () => {
		for (const row of matrix.rows)
			matrix.tasks.forEach((task, column) => {
				const href = row.cells[column];
				const serves = TASK_TABLES[task][row.provider] !== undefined;
				expect(href !== null, `${row.provider} × ${task}`).toBe(serves);
				if (href) {
					const url = new URL(href, "https://site.test");
					expect(url.pathname).toBe("/snippets");
					const state = stateFromQuery(url.search, DEFAULT_STATE);
					expect([state.provider, state.task]).toEqual([row.provider, task]);
				}
			});
	});
});

describe("a provider's page", () => {
	it("names the key's variable and the host the snippets use, and only routes what the router takes", async () => {
		const together = await providerPage("together");
		expect(together.envVar).toBe("TOGETHER_API_KEY");
		expect(together.hosts).toEqual([PROVIDER_BASE_URLS.together]);
		expect(together.routed).toBe(true);
		expect(together.snippets.length).toBeGreaterThan(0);

		const fal = await providerPage("fal-ai");
		expect(new Set(fal.hosts)).toEqual(
			new Set([PROVIDER_BASE_URLS["fal-ai"], PROVIDER_BASE_URLS["fal-ai-queue"]]),
		);

		const openai = await providerPage("openai");
		expect(openai.routed).toBe(false);

		const hosted = await providerPage("hf-inference");
		expect(hosted.hosts).toEqual([]);
		expect(hosted.envVar).toBe("HF_TOKEN");
		expect([hosted.hubHosted, together.hubHosted, openai.hubHosted]).toEqual([true, false, false]);
		expect([hosted.label, together.label]).toEqual(["HF-Inference", "Together"]);
	});

	it("lists for a task page only providers that serve its task", () => {
		expect(pageProviders("fill-mask")).toEqual(["hf-inference"]);
		const chat = pageProviders("text-generation");
		expect(chat).toContain("cerebras");
		for (const provider of chat) expect(TASK_TABLES.conversational[provider]).toBeDefined();
	});
});
