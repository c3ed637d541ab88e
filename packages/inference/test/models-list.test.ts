import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import {
	getModel,
	InferenceClient,
	InferenceClientInputError,
	InferenceClientProviderApiError,
	InferenceClientProviderOutputError,
	InferenceClientTimeoutError,
	listModels,
	type RouterModel,
} from "../src/index.js";
import { emulatorOptions, HUB_TOKEN, PROVIDER_KEY, routedClient, useEmulator } from "./support/emulator.js";
import { closeHostileServersAfterEach, hostileServer } from "./support/hostile-server.js";

const emulator = useEmulator();
closeHostileServersAfterEach();

const LLAMA = "meta-llama/Llama-3.1-8B-Instruct";

/** The router's list as the emulator answers it, read without the client. */
async function rawList(): Promise<Array<Record<string, unknown>>> {
	const response = await fetch(`${emulator.current.url}/v1/models`, {
		headers: { authorization: `Bearer ${HUB_TOKEN}` },
	});
	return ((await response.json()) as { data: Array<Record<string, unknown>> }).data;
}

describe("listModels and getModel against the emulator", () => {
	it("listModels gives every model with every documented field, as the router answered it", async () => {
		const models = await routedClient(emulator.current.url).listModels();
		expect(models).toEqual(await rawList());
		const llama = models.find((model) => model.id === LLAMA);
		expect(llama?.architecture).toEqual({ input_modalities: ["text"], output_modalities: ["text"] });
		for (const entry of llama?.providers ?? []) {
			expect(Object.keys(entry).sort()).toEqual(
				[
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
				].sort(),
			);
		}
		const [request] = emulator.current.requests;
		expect(request?.url).toBe("/v1/models");
		expect(request?.credential?.kind).toBe("hub");
	});

	it("getModel asks for owner/name with its slash as the hub's docs do, and gives the listed model", async () => {
		const listed = (await rawList()).find((model) => model.id === LLAMA);
		emulator.current.reset();
		const model = await routedClient(emulator.current.url).getModel(LLAMA);
		expect(model).toEqual(listed);
		expect(emulator.current.requests.map((request) => request.url)).toEqual([`/v1/models/${LLAMA}`]);
	});

	it("needs no token: the list is public, as the hub's docs call it, and no credential is sent", async () => {
		emulator.current.reset();
		const client = new InferenceClient(undefined, emulatorOptions(emulator.current.url));
		const models = await client.listModels();
		expect(models.map((model) => model.id)).toContain(LLAMA);
		expect(await client.getModel(LLAMA)).toEqual(models.find((model) => model.id === LLAMA));
		expect(emulator.current.requests).toHaveLength(2);
		for (const request of emulator.current.requests) expect(request.credential).toBeUndefined();
	});

	it("the free functions take the token and router in their options", async () => {
		const options = { ...emulatorOptions(emulator.current.url), accessToken: HUB_TOKEN };
		const models = await listModels(options);
		expect(await getModel(LLAMA, options)).toEqual(models.find((model) => model.id === LLAMA));
	});

	it("a model the router does not serve for chat is a 404 ProviderApiError, with the router's words", async () => {
		const error = await routedClient(emulator.current.url)
			.getModel("openai-community/gpt2")
			.catch((reason: unknown) => reason);
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		expect((error as InferenceClientProviderApiError).status).toBe(404);
		expect((error as Error).message).toContain("openai-community/gpt2");
	});

	it("an id that is not a hub id (a suffix, a '..', a URL) is refused before anything is sent", async () => {
		const client = routedClient(emulator.current.url);
		for (const id of [`${LLAMA}:fastest`, "meta-llama/..", "https://evil.example/x", "a/b?c", ""]) {
			await expect(client.getModel(id), id).rejects.toBeInstanceOf(InferenceClientInputError);
		}
		expect(emulator.current.requests).toEqual([]);
	});

	it("a provider's own key is never sent to the router", async () => {
		const client = new InferenceClient(PROVIDER_KEY, emulatorOptions(emulator.current.url));
		await client.listModels().catch(() => undefined);
		expect(emulator.current.requests.map((request) => request.headers.authorization)).toEqual([undefined]);
	});

	it("is retried after a 429 as every call is, and bounded by the call's time limit", async () => {
		emulator.current.setFaults([{ fault: "rate-limit", times: 1, retryAfter: 0 }]);
		const models = await routedClient(emulator.current.url).listModels();
		expect(models.length).toBeGreaterThan(0);
		expect(emulator.current.requests.filter((request) => request.url === "/v1/models")).toHaveLength(2);
		emulator.current.setFaults([{ fault: "latency", latencyMs: 5_000 }]);
		await expect(routedClient(emulator.current.url).listModels({ timeoutMs: 100 })).rejects.toBeInstanceOf(
			InferenceClientTimeoutError,
		);
	});
});

describe("the router's answer is never trusted", () => {
	it("fields of the wrong type are left out, entries without an id or provider dropped", async () => {
		const server = await hostileServer((_request, response) => {
			response.setHeader("content-type", "application/json");
			response.end(
				JSON.stringify({
					object: "list",
					data: [
						null,
						{ id: 7 },
						{
							id: "a/b",
							created: "yesterday",
							owned_by: ["a"],
							architecture: { input_modalities: "text", output_modalities: ["text"] },
							providers: [
								null,
								{ status: "live" },
								{
									provider: "x",
									status: 1,
									context_length: -5,
									pricing: { input: "1", output: 2 },
									is_free: "no",
									supports_tools: true,
									first_token_latency_ms: Number.MAX_VALUE,
									throughput: null,
									is_model_author: false,
									constructor: "ignored",
								},
							],
						},
						{ id: "c/d", providers: "many", __proto__: { owned_by: "inherited" } },
					],
				}),
			);
		});
		const models = await listModels({ routerUrl: server.url, retryOnError: false });
		expect(models).toEqual<RouterModel[]>([
			{
				id: "a/b",
				object: "model",
				providers: [
					{
						provider: "x",
						supports_tools: true,
						first_token_latency_ms: Number.MAX_VALUE,
						is_model_author: false,
					},
				],
			},
			{ id: "c/d", object: "model", providers: [] },
		]);
	});

	it("an answer that is not a list, or not a model, is a ProviderOutputError", async () => {
		const server = await hostileServer((_request, response) => {
			response.setHeader("content-type", "application/json");
			response.end(JSON.stringify({ data: { id: "a/b" } }));
		});
		await expect(listModels({ routerUrl: server.url })).rejects.toBeInstanceOf(
			InferenceClientProviderOutputError,
		);
		await expect(getModel("a/b", { routerUrl: server.url })).rejects.toBeInstanceOf(
			InferenceClientProviderOutputError,
		);
	});
});

/**
 * The official `openai` npm client, a devDependency of @hubkit/snippets only (its openai snippets
 * run on it), so it is loaded from that package. Typed here by what is used.
 */
interface OpenAIModels {
	list(): AsyncIterable<Record<string, unknown>>;
	retrieve(id: string): Promise<Record<string, unknown>>;
}
const snippetsRequire = createRequire(new URL("../../snippets/package.json", import.meta.url));
const { OpenAI } = snippetsRequire("openai") as {
	OpenAI: new (options: { apiKey: string; baseURL: string; maxRetries: number }) => { models: OpenAIModels };
};

describe("our client and the official openai client read the same list", () => {
	it("listModels equals models.list(), getModel equals models.retrieve()", async () => {
		const openai = new OpenAI({ apiKey: HUB_TOKEN, baseURL: `${emulator.current.url}/v1`, maxRetries: 0 });
		const theirs: Array<Record<string, unknown>> = [];
		for await (const model of openai.models.list()) theirs.push(model);
		const client = routedClient(emulator.current.url);
		expect(await client.listModels()).toEqual(theirs);
		for (const id of ["zai-org/GLM-4.5V", LLAMA]) {
			expect(await client.getModel(id)).toEqual(await openai.models.retrieve(id));
		}
	});
});
