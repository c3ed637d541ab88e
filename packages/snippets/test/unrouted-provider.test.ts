import { buildRequest, type InferenceProvider, type InferenceTask } from "@hubkit/inference";
import { PROVIDER_MODULES } from "@hubkit/inference/internal";
import { describe, expect, it } from "vitest";
import {
	getInferenceSnippets,
	getInferenceSnippetsWithReasons,
	type InferenceProviderMappingEntry,
	type InferenceSnippetOptions,
	type ModelDataMinimal,
	planSnippetCall,
	type SnippetCall,
} from "../src/index.js";
import { RUNNABLE, runSnippet } from "./support/run-snippet.js";
import {
	clientCall,
	essence,
	HUB_TOKEN,
	inferenceRequests,
	PROVIDER_KEY,
	providerBaseUrls,
	redirects,
	seeded,
	snippetEnv,
} from "./support/same-request.js";
import { snippetEmulator } from "./support/snippet-emulator.js";

/** The providers only their own key reaches: the client takes `<provider>/<its id>` as the model. */
const UNROUTED = PROVIDER_MODULES.filter((module) => !module.routed);

const CALLS = UNROUTED.flatMap((module) =>
	Object.keys(module.tasks).map((task) => ({ provider: module.id, task: task as InferenceTask })),
);

function modelFor(provider: string, task: string): ModelDataMinimal {
	const chat = task === "conversational";
	return {
		id: `${provider}/test-model-1`,
		pipeline_tag: chat ? "text-generation" : task,
		tags: chat ? ["conversational"] : [],
	};
}

/** A mapping naming another id: the client builds its own for these providers, whatever it is given. */
function otherMapping(
	provider: InferenceProvider,
	model: ModelDataMinimal,
	task: string,
): InferenceProviderMappingEntry {
	return { provider, hfModelId: model.id, providerId: "another/id", status: "live", task };
}

describe("a provider the router does not serve", () => {
	it("is sent its own id, the hub id without `<provider>/`, as the client's request builder sends it", async () => {
		expect(CALLS.length).toBeGreaterThan(0);
		for (const { provider, task } of CALLS) {
			const model = modelFor(provider, task);
			for (const options of [
				{ directRequest: true },
				{ accessToken: PROVIDER_KEY },
			] as InferenceSnippetOptions[])
				for (const mapping of [undefined, otherMapping(provider, model, task)]) {
					const call = planSnippetCall(model, provider, mapping, options) as SnippetCall;
					const built = await buildRequest(task, {
						model: model.id,
						provider,
						accessToken: options.accessToken ?? "provider_key_placeholder",
						...(mapping ? { providerMapping: mapping } : {}),
						...call.inputs,
					});
					const payload = call.request.payload;
					const label = `${provider} ${task} ${JSON.stringify(options)} ${mapping ? "mapped" : ""}`;
					expect(payload.kind, label).toBe("json");
					expect(
						{ url: call.request.url, body: payload.kind === "json" ? payload.value : undefined },
						label,
					).toEqual({ url: built.url, body: JSON.parse(built.body as string) });
					expect(JSON.stringify(payload), label).not.toContain(`${provider}/`);
				}
		}
	});
});

describe("a provider the router does not serve, without its own key", () => {
	it("gets no snippets, and the reason is the client's own refusal", async () => {
		for (const { provider, task } of CALLS) {
			const model = modelFor(provider, task);
			for (const options of [{}, { accessToken: HUB_TOKEN }] as InferenceSnippetOptions[]) {
				const refused = await buildRequest(task, {
					model: model.id,
					provider,
					accessToken: options.accessToken ?? "hf_token_placeholder",
				}).then(
					() => undefined,
					(error: Error) => error.message,
				);
				expect(refused).toBeDefined();
				const { snippets, reasons } = getInferenceSnippetsWithReasons(model, provider, undefined, options);
				expect(snippets, `${provider} ${task} ${JSON.stringify(options)}`).toEqual([]);
				expect(reasons.map(({ message, error }) => [message, (error as Error).message])).toEqual([
					[`Failed to build the request for ${provider} (${task})`, refused],
				]);
			}
		}
	});
});

describe("a provider the router does not serve, its snippets executed", () => {
	const run = snippetEmulator();

	it("send the client's request: the raw clients, the OpenAI SDK and our client", async () => {
		for (const { provider, task } of CALLS) {
			// A model the emulator plays for the provider; no mapping is given, none is needed.
			const { model } = seeded(provider, task, task === "conversational" ? ["conversational"] : []);
			const options = { directRequest: true, providerBaseUrls: providerBaseUrls(run.emulator) };
			const call = planSnippetCall(model, provider, undefined, options) as SnippetCall;
			run.emulator.reset();
			await clientCall(run.emulator, call, undefined, run.samples);
			const expected = essence(inferenceRequests(run.emulator)[0]);
			expect(expected).toBeDefined();
			const env = {
				...snippetEnv(run.emulator),
				[PROVIDER_MODULES.find((m) => m.id === provider)?.keyEnvVar ?? ""]: PROVIDER_KEY,
			};
			const ran: string[] = [];
			for (const snippet of getInferenceSnippets(model, provider, undefined, options)) {
				if (!RUNNABLE.has(`${snippet.language}/${snippet.client}`)) continue;
				run.emulator.reset();
				await runSnippet(snippet, env, run.samples, redirects(run.emulator));
				expect(essence(inferenceRequests(run.emulator)[0]), `${snippet.client}\n${snippet.content}`).toEqual(
					expected,
				);
				ran.push(snippet.client);
			}
			expect(ran.length, `${provider} ${task}`).toBeGreaterThanOrEqual(4);
		}
	}, 120_000);
});
