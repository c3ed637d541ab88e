import { InferenceClient } from "@hubkit/inference";
import { describe, expect, it } from "vitest";
import {
	getInferenceSnippetsWithReasons,
	type InferenceProviderMappingEntry,
	type ModelDataMinimal,
	planSnippetCall,
} from "../src/index.js";
import { RUNNABLE, runSnippet } from "./support/run-snippet.js";
import {
	essence,
	HUB_TOKEN,
	inferenceRequests,
	providerBaseUrls,
	redirects,
	seeded,
	snippetEnv,
} from "./support/same-request.js";
import { snippetEmulator } from "./support/snippet-emulator.js";

// A model id may end in one of the router's suffixes (`:fastest`, `:cheapest`, `:preferred`,
// `:<provider>`). Each snippet written for such an id runs against the emulator and makes the
// request our client makes when given the same id.

const run = snippetEmulator();
const messages = [{ role: "user" as const, content: "What is the capital of France?" }];

function suffixed(provider: string, task: string, suffix: string, tags: string[] = []) {
	const { model, mapping } = seeded(provider, task, tags);
	return { model: { ...model, id: `${model.id}:${suffix}` }, mapping, hubId: model.id };
}

/** Every runnable snippet sends what the client sent; gives the clients that ran. */
async function runAgainstClient(
	model: ModelDataMinimal,
	provider: "auto" | "together",
	mapping: InferenceProviderMappingEntry | undefined,
	clientCall: (client: InferenceClient, inputs: Record<string, unknown>) => Promise<unknown>,
): Promise<string[]> {
	const options = { routerUrl: run.emulator.url, providerBaseUrls: providerBaseUrls(run.emulator) };
	const { snippets, reasons } = getInferenceSnippetsWithReasons(model, provider, mapping, options);
	expect(reasons).toEqual([]);
	const inputs = planSnippetCall(model, provider, mapping, options)?.inputs ?? {};
	run.emulator.reset();
	await clientCall(
		new InferenceClient(HUB_TOKEN, {
			routerUrl: run.emulator.url,
			hubUrl: run.emulator.url,
			providerBaseUrls: providerBaseUrls(run.emulator),
		}),
		inputs,
	);
	const expected = essence(inferenceRequests(run.emulator)[0]);
	expect(expected).toBeDefined();
	const ran: string[] = [];
	for (const snippet of snippets) {
		const key = `${snippet.language}/${snippet.client}`;
		if (!RUNNABLE.has(key)) continue;
		run.emulator.reset();
		await runSnippet(snippet, snippetEnv(run.emulator), run.samples, redirects(run.emulator));
		expect(essence(inferenceRequests(run.emulator)[0]), `${key}\n${snippet.content}`).toEqual(expected);
		ran.push(key);
	}
	return ran;
}

describe("chat through the router with a suffixed id", () => {
	for (const suffix of ["cheapest", "fastest", "preferred", "together"]) {
		it(`':${suffix}' with provider 'auto': the router's chat route, the id as given, in every language`, async () => {
			const { model } = suffixed("together", "conversational", suffix, ["conversational"]);
			const ran = await runAgainstClient(model, "auto", undefined, (client, inputs) =>
				client.chatCompletion({ ...inputs, model: model.id, provider: "auto", messages }),
			);
			expect(ran.sort()).toEqual([
				"js/fetch",
				"js/huggingface.js",
				"js/openai",
				"python/requests",
				"sh/curl",
			]);
			const request = inferenceRequests(run.emulator)[0];
			expect(request?.url).toBe("/v1/chat/completions");
			expect((request?.json as { model?: string } | undefined)?.model).toBe(model.id);
		});
	}
});

describe("chat naming a provider both ways", () => {
	it("':together' with provider 'together': the router's chat route, naming together once", async () => {
		const { model, mapping, hubId } = suffixed("together", "conversational", "together", ["conversational"]);
		// Routed chat snippets call the router's chat route naming the provider, as the client does for that id.
		const ran = await runAgainstClient(model, "together", mapping, (client, inputs) =>
			client.chatCompletion({ ...inputs, model: `${hubId}:together`, provider: "auto", messages }),
		);
		expect(ran.sort()).toEqual(["js/fetch", "js/huggingface.js", "js/openai", "python/requests", "sh/curl"]);
		expect((inferenceRequests(run.emulator)[0]?.json as { model?: string } | undefined)?.model).toBe(
			`${hubId}:together`,
		);
	});
});

describe("a task with ':<provider>'", () => {
	it("is the call to that provider with the bare hub id, in every language", async () => {
		const { model, mapping } = suffixed("together", "text-to-image", "together");
		const ran = await runAgainstClient(model, "auto", mapping, (client, inputs) =>
			client.textToImage({ inputs: "", ...inputs, model: model.id }),
		);
		expect(ran.length).toBeGreaterThanOrEqual(3);
		expect(inferenceRequests(run.emulator)[0]?.url).toMatch(/^\/together\//);
	});

	it("agrees with the same provider passed as the provider", async () => {
		const { model, mapping } = suffixed("together", "text-to-image", "together");
		const ran = await runAgainstClient(model, "together", mapping, (client, inputs) =>
			client.textToImage({ inputs: "", ...inputs, model: model.id, provider: "together" }),
		);
		expect(ran.length).toBeGreaterThanOrEqual(3);
	});
});

describe("':preferred' on a task the router does not choose for", () => {
	it("is the auto policy with the bare hub id: the hub's SDKs, and ours calls what the client calls", async () => {
		const { model, hubId } = suffixed("together", "text-to-image", "preferred");
		const ran = await runAgainstClient(model, "auto", undefined, (client, inputs) =>
			client.textToImage({ inputs: "", ...inputs, model: model.id }),
		);
		expect(ran).toEqual(["js/huggingface.js"]);
		const snippets = getInferenceSnippetsWithReasons(model, "auto", undefined, {}).snippets;
		expect(snippets.map((snippet) => `${snippet.language}/${snippet.client}`)).toEqual([
			"python/huggingface_hub",
			"js/huggingface.js",
		]);
		for (const snippet of snippets) expect(snippet.content).toContain(`"${hubId}"`);
	});
});

describe("what the client refuses, the generator refuses, in its words", () => {
	it("':cheapest' on a task the router does not choose for, and a suffix naming another provider", async () => {
		const image = suffixed("together", "text-to-image", "cheapest");
		const cheap = getInferenceSnippetsWithReasons(image.model, "auto", image.mapping, {});
		expect(cheap.snippets).toEqual([]);
		const chat = suffixed("together", "conversational", "together", ["conversational"]);
		const clash = getInferenceSnippetsWithReasons(chat.model, "groq" as "together", chat.mapping, {});
		expect(clash.snippets).toEqual([]);
		const client = new InferenceClient(HUB_TOKEN, { routerUrl: run.emulator.url, hubUrl: run.emulator.url });
		const messageOf = (call: Promise<unknown>) =>
			call.then(
				() => "",
				(error: Error) => error.message,
			);
		expect(String(cheap.reasons[0]?.error)).toContain(
			await messageOf(client.textToImage({ model: image.model.id, provider: "auto", inputs: "x" })),
		);
		expect(String(clash.reasons[0]?.error)).toContain(
			await messageOf(client.chatCompletion({ model: chat.model.id, provider: "groq", messages })),
		);
	});
});
