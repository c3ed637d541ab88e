import { type RecordedRequest, seededModel, startEmulator } from "@hubkit/emulator";
import { afterEach, describe, expect, it } from "vitest";
import {
	buildRequest,
	chatCompletion,
	getProviderHelper,
	InferenceClient,
	InferenceClientHubApiError,
	InferenceClientInputError,
	type InferenceTask,
	MappingCache,
	PROVIDERS,
	request,
	setLogger,
	streamingRequest,
	textClassification,
} from "../src/index.js";
import { buildRequestParts, buildResolvedRequest } from "../src/internal.js";
import {
	emulatorOptions,
	HUB_TOKEN,
	PROVIDER_KEY,
	routedClient,
	seeded,
	useEmulator,
} from "./support/emulator.js";
import { failure } from "./support/loopback.js";

const emulator = useEmulator();
const mappingLookups = () =>
	emulator.current.requests.filter((request) => request.url.startsWith("/api/models/"));

describe("provider mapping lookups", () => {
	it("ask the hub once per model and client, with the hub token, then use the provider's model id", async () => {
		const { model, providerId } = seeded("hf-inference", "text-classification");
		const client = routedClient(emulator.current.url);
		await client.textClassification({ model, inputs: "good" });
		await client.textClassification({ model, inputs: "bad" });
		const lookups = mappingLookups();
		expect(lookups.map((request) => request.url)).toEqual([
			`/api/models/${model}?expand[]=inferenceProviderMapping`,
		]);
		expect(lookups[0]?.credential).toEqual({ scheme: "Bearer", kind: "hub" });
		expect(emulator.current.requests.at(-1)?.url).toBe(`/hf-inference/models/${providerId}`);
	});

	it("never send a provider key to the hub", async () => {
		const { model } = seeded("together", "conversational");
		await new InferenceClient(PROVIDER_KEY, emulatorOptions(emulator.current.url)).chatCompletion({
			model,
			provider: "together",
			messages: [{ role: "user", content: "hi" }],
		});
		expect(mappingLookups()[0]?.headers.authorization).toBeUndefined();
	});

	it("expire after the cache's time limit, and the cache keeps at most its size", async () => {
		let now = 0;
		const cache = new MappingCache(1000, 2, () => now);
		const { model } = seeded("hf-inference", "text-classification");
		const client = routedClient(emulator.current.url, { mappingCache: cache });
		await client.textClassification({ model, inputs: "a" });
		now = 999;
		await client.textClassification({ model, inputs: "b" });
		expect(mappingLookups()).toHaveLength(1);
		now = 1000;
		await client.textClassification({ model, inputs: "c" });
		expect(mappingLookups()).toHaveLength(2);
		cache.set("a/1", []);
		cache.set("a/2", []);
		cache.set("a/3", []);
		expect(cache.size).toBe(2);
		expect(cache.get(model)).toBeUndefined();
	});

	it("are kept per hub: a second hub is asked, and its provider id goes to its router (client and free functions)", async () => {
		const seededChat = seededModel("together", "conversational");
		if (!seededChat) throw new Error("no seeded together chat model");
		const { model, mapping } = seededChat;
		const otherId = "other-hub/served-under-another-id";
		const other = await startEmulator({
			models: [{ ...model, inferenceProviderMapping: [{ ...mapping, providerId: otherId }] }],
		});
		const args = {
			model: model.id,
			provider: "together" as const,
			messages: [{ role: "user" as const, content: "hi" }],
		};
		const at = (url: string) => ({ routerUrl: url, hubUrl: url });
		const sentModels = (requests: RecordedRequest[]) =>
			requests
				.filter((request) => request.url.endsWith("/chat/completions"))
				.map((request) => (request.json as { model?: string }).model);
		const lookups = (requests: RecordedRequest[]) =>
			requests.filter((request) => request.url.startsWith("/api/models/"));
		try {
			const client = routedClient(emulator.current.url);
			await client.chatCompletion(args);
			await client.chatCompletion(args, at(other.url));
			await chatCompletion({ ...args, accessToken: HUB_TOKEN }, at(emulator.current.url));
			await chatCompletion({ ...args, accessToken: HUB_TOKEN }, at(other.url));
			expect(lookups(other.requests)).toHaveLength(2);
			expect(sentModels(other.requests)).toEqual([otherId, otherId]);
			expect(sentModels(emulator.current.requests)).toEqual([mapping.providerId, mapping.providerId]);
		} finally {
			await other.close();
		}
	});

	it("are skipped when the caller supplies the mapping", async () => {
		const { model, providerId } = seeded("hf-inference", "text-classification");
		await routedClient(emulator.current.url).textClassification({
			model,
			inputs: "good",
			providerMapping: {
				provider: "hf-inference",
				hfModelId: model,
				providerId,
				status: "live",
				task: "text-classification",
			},
		});
		expect(mappingLookups()).toEqual([]);
	});

	it("refuse a model whose mapping is for another task, naming both", async () => {
		const { model } = seeded("hf-inference", "text-classification");
		await expect(routedClient(emulator.current.url).summarization({ model, inputs: "x" })).rejects.toThrow(
			new InferenceClientInputError(
				`Model ${model} is not supported for task summarization and provider hf-inference. Supported task: text-classification.`,
			),
		);
	});

	it("warn about a model in staging", async () => {
		const warnings: unknown[] = [];
		setLogger({ ...console, warn: (...args: unknown[]) => warnings.push(args.join(" ")) });
		const staged = await startEmulator({
			models: [
				{
					id: "acme/staged-classifier",
					pipeline_tag: "text-classification",
					inferenceProviderMapping: [
						{
							provider: "hf-inference",
							providerId: "acme/staged-classifier",
							status: "staging",
							task: "text-classification",
						},
					],
				},
			],
		});
		try {
			await routedClient(staged.url).textClassification({ model: "acme/staged-classifier", inputs: "x" });
		} finally {
			setLogger(console);
			await staged.close();
		}
		expect(warnings).toEqual([
			"Model acme/staged-classifier is in staging mode for provider hf-inference. Meant for test purposes only.",
		]);
	});

	it("read the legacy object form", async () => {
		const legacy = await startEmulator({
			models: [
				{
					id: "acme/legacy",
					pipeline_tag: "text-classification",
					legacyMapping: true,
					inferenceProviderMapping: [
						{
							provider: "hf-inference",
							providerId: "acme/legacy",
							status: "live",
							task: "text-classification",
						},
					],
				},
			],
		});
		try {
			const labels = await routedClient(legacy.url).textClassification({ model: "acme/legacy", inputs: "x" });
			expect(labels.length).toBeGreaterThan(0);
		} finally {
			await legacy.close();
		}
	});

	it("report an unknown model as a hub error with the hub's message, status and request id", async () => {
		const failure = await routedClient(emulator.current.url)
			.textClassification({ model: "nobody/nothing", inputs: "x" })
			.then(
				() => undefined,
				(error: unknown) => error as InferenceClientHubApiError,
			);
		expect(failure).toBeInstanceOf(InferenceClientHubApiError);
		if (!failure) return;
		expect(failure.message).toMatch(
			/^Failed to fetch inference provider mapping for model nobody\/nothing: \S/,
		);
		expect(failure.status).toBe(404);
		expect(failure.requestId).toMatch(/\S/);
	});
});

describe("provider 'auto' for tasks other than chat", () => {
	it("uses the first provider the hub lists for the task", async () => {
		const { model } = seeded("fal-ai", "text-to-image");
		const image = await routedClient(emulator.current.url).textToImage({
			model,
			provider: "auto",
			inputs: "a lighthouse",
		});
		expect(image).toBeInstanceOf(Blob);
		const first = emulator.current.requests.find((request) => !request.url.startsWith("/api/"));
		expect(first?.url.split("/")[1]).toMatch(/^[a-z-]+$/);
	});
});

describe("getProviderHelper and PROVIDERS", () => {
	it("list every provider the reference client serves, each with exactly its tasks", async () => {
		const reference = await import("@huggingface/inference");
		const theirs = Object.fromEntries(
			Object.entries(reference.PROVIDERS).map(([provider, tasks]) => [
				provider,
				Object.keys(tasks as object).sort(),
			]),
		);
		// A provider the reference does not know is one added here (the README's recipe): not compared.
		const ours = Object.fromEntries(
			Object.entries(PROVIDERS)
				.filter(([provider]) => Object.hasOwn(theirs, provider))
				.map(([provider, tasks]) => [provider, Object.keys(tasks).sort()]),
		);
		expect(ours).toEqual(theirs);
	});

	it("explain what is available when a provider or task is not", () => {
		expect(() => getProviderHelper("cerebras", "text-to-image")).toThrow(
			"Task 'text-to-image' not supported for provider 'cerebras'. Available tasks: conversational",
		);
		expect(() => getProviderHelper("nobody" as never, "text-to-image")).toThrow(
			/^Provider 'nobody' not supported\. Available providers: baseten, /,
		);
	});
});

describe("input checks, before anything is sent", () => {
	it("refuse a model URL, an endpoint with a third-party provider, and 'auto' without a model", async () => {
		const client = routedClient(emulator.current.url);
		await expect(
			client.textClassification({ model: "https://example.com/model", inputs: "x" }),
		).rejects.toThrow("Model URLs are no longer supported. Use endpointUrl instead.");
		await expect(
			client.textClassification({ endpointUrl: "https://example.com", provider: "together", inputs: "x" }),
		).rejects.toThrow("Cannot use endpointUrl with a third-party provider.");
		await expect(client.textToImage({ provider: "auto", inputs: "x" })).rejects.toThrow(
			"Specifying a model is required when provider is 'auto'",
		);
		expect(emulator.current.requests).toEqual([]);
	});

	it("refuse a task name that is not a task, in every public entry that takes one, naming it", async () => {
		const { model } = seeded("hf-inference", "text-classification");
		const options = emulatorOptions(emulator.current.url);
		const args = { model, inputs: "x", accessToken: HUB_TOKEN };
		// Names an object's prototype has too: a lookup by name must not find those either.
		for (const task of ["nope", "toString", "constructor", "__proto__"]) {
			const unknown = task as InferenceTask;
			const named = `Unknown task ${JSON.stringify(task)}`;
			const calls: Array<[string, () => unknown]> = [
				["buildRequest", () => buildRequest(unknown, args, options)],
				["request", () => request(args, { ...options, task: unknown })],
				["client.request", () => routedClient(emulator.current.url).request(args, { task: unknown })],
				["streamingRequest", () => streamingRequest(args, { ...options, task: unknown }).next()],
				["getProviderHelper", () => getProviderHelper("hf-inference", unknown)],
			];
			for (const [entry, call] of calls) {
				const error = await failure(call);
				expect(error, `${entry}(${task})`).toBeInstanceOf(InferenceClientInputError);
				expect(error.message, `${entry}(${task})`).toContain(named);
			}
		}
		expect(emulator.current.requests).toEqual([]);
	});

	it("load the hub's default model for a task when none is given", async () => {
		const labels = await textClassification(
			{ accessToken: HUB_TOKEN, inputs: "x" },
			emulatorOptions(emulator.current.url),
		);
		expect(labels.length).toBeGreaterThan(0);
		expect(emulator.current.requests[0]?.url).toBe("/api/tasks");
	});
});

describe("buildRequest", () => {
	it("returns what the client sends, without sending it", async () => {
		const { model, providerId } = seeded("hf-inference", "text-classification");
		const built = await buildRequest(
			"text-classification",
			{ accessToken: HUB_TOKEN, model, inputs: "I like you" },
			{ ...emulatorOptions(emulator.current.url), billTo: "acme" },
		);
		expect(built.url).toBe(`${emulator.current.url}/hf-inference/models/${providerId}`);
		expect(built.method).toBe("POST");
		expect(built.headers).toMatchObject({
			Authorization: `Bearer ${HUB_TOKEN}`,
			"Content-Type": "application/json",
			"X-HF-Bill-To": "acme",
		});
		expect(JSON.parse(built.body as string)).toEqual({ inputs: "I like you" });
		expect(emulator.current.requests.filter((request) => !request.url.startsWith("/api/"))).toEqual([]);
	});

	it("buildRequestParts is the same request before the body is serialised", () => {
		const common = { model: "m", accessToken: HUB_TOKEN, routerUrl: emulator.current.url, billTo: "acme" };
		const json = { ...common, helper: getProviderHelper("together", "conversational") };
		const chat = { ...json, args: { messages: [{ role: "user", content: "hi" }], max_tokens: 8 } };
		const parts = buildRequestParts(chat);
		const built = buildResolvedRequest(chat);
		expect(parts).not.toHaveProperty("body");
		expect({ ...built, body: undefined }).toEqual({ ...parts, body: undefined });
		expect(built.body).toBe(JSON.stringify(parts.payload.kind === "json" ? parts.payload.value : null));

		const upload = {
			...common,
			helper: getProviderHelper("together", "automatic-speech-recognition"),
			args: { inputs: { bytes: new Uint8Array([1, 2]), type: "audio/flac" } },
		};
		const form = buildResolvedRequest(upload).body as FormData;
		expect(form).toBeInstanceOf(FormData);
		const fields = buildRequestParts(upload).payload;
		expect(fields.kind === "multipart" ? fields.fields.map(([name]) => name) : []).toEqual([...form.keys()]);
	});
});

afterEach(() => setLogger(console));
