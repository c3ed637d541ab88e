import { describe, expect, expectTypeOf, it } from "vitest";
import {
	chatCompletion,
	DEFAULT_PROVIDER,
	getProviderHelper,
	INFERENCE_PROVIDERS,
	InferenceClientInputError,
	type InferenceProvider,
	type Options,
	PROVIDERS,
	PROVIDERS_HUB_ORGS,
	type ProviderHost,
} from "../src/index.js";
import {
	getProvider,
	PROVIDER_BASE_URLS,
	PROVIDER_MODULES,
	TASK_TABLES,
	unsupportedProvider,
} from "../src/internal.js";
import {
	BASE_URLS,
	FAL_QUEUE_TASKS,
	HUB_ORGS,
	KEY_ENV_VARS,
	PROVIDER_IDS,
	TASK_ORDER,
	TASKS_BY_PROVIDER,
} from "./support/provider-data-before.js";

/** A fetch no call may reach: a refused provider is refused before anything is sent. */
const neverFetch: typeof fetch = () => Promise.reject(new Error("nothing may be sent"));

/** The entries of a table for the given keys: today's providers, whatever providers were added since. */
function pick<Value>(table: Record<string, Value>, keys: readonly string[]): Record<string, Value> {
	return Object.fromEntries(keys.filter((key) => key in table).map((key) => [key, table[key] as Value]));
}

const isPinned = (provider: string) => (PROVIDER_IDS as readonly string[]).includes(provider);

// Today's providers keep exactly their data; a provider added later only adds entries.
describe("the provider registries", () => {
	it("list every provider there was, in alphabetical order", () => {
		expect(INFERENCE_PROVIDERS.filter(isPinned)).toEqual([...PROVIDER_IDS]);
		expect([...INFERENCE_PROVIDERS]).toEqual([...INFERENCE_PROVIDERS].sort());
	});

	it("give each provider the same hub organisation and hosts", () => {
		expect(pick(PROVIDERS_HUB_ORGS, PROVIDER_IDS)).toEqual(HUB_ORGS);
		expect(pick(PROVIDER_BASE_URLS, Object.keys(BASE_URLS))).toEqual(BASE_URLS);
		expect(
			Object.keys(PROVIDER_BASE_URLS)
				.filter((host) => !(host in BASE_URLS))
				.every((host) => isPinned(host) === false),
		).toBe(true);
	});

	it("give each provider the same tasks, and each task the same providers", () => {
		const byProvider = Object.fromEntries(
			Object.entries(PROVIDERS).map(([provider, tasks]) => [provider, Object.keys(tasks).sort()]),
		);
		expect(pick(byProvider, PROVIDER_IDS)).toEqual(TASKS_BY_PROVIDER);
		expect(Object.keys(TASK_TABLES)).toEqual(TASK_ORDER);
		for (const [task, table] of Object.entries(TASK_TABLES)) {
			const expected = Object.entries(TASKS_BY_PROVIDER)
				.filter(([, tasks]) => tasks.includes(task))
				.map(([provider]) => provider);
			expect(Object.keys(table).filter(isPinned).sort(), task).toEqual(expected);
		}
	});

	it("hand out helpers that name their own provider and task", () => {
		for (const [provider, tasks] of Object.entries(PROVIDERS)) {
			for (const [task, helper] of Object.entries(tasks)) {
				expect(helper, `${provider} ${task}`).toBe(getProviderHelper(provider as never, task as never));
				expect([helper.provider, helper.task]).toEqual([provider, task]);
			}
		}
	});

	it("send fal-ai's queued tasks to its second host, and no other task", () => {
		const queued = Object.values(pick(PROVIDERS, PROVIDER_IDS)).flatMap((tasks) =>
			Object.values(tasks).flatMap((helper) => (helper.host ? [`${helper.provider} ${helper.task}`] : [])),
		);
		expect(queued.sort()).toEqual(FAL_QUEUE_TASKS.map((task) => `fal-ai ${task}`));
	});

	it("keep getProviderHelper's messages", () => {
		expect(() => getProviderHelper("nope" as never, "conversational")).toThrow(
			`Provider 'nope' not supported. Available providers: ${INFERENCE_PROVIDERS.join(", ")}`,
		);
		expect(() => getProviderHelper("openai", "text-to-image")).toThrow(
			"Task 'text-to-image' not supported for provider 'openai'. Available tasks: conversational",
		);
	});
});

describe("the provider modules", () => {
	it("are the providers: the list's ids are INFERENCE_PROVIDERS, typed as the same literals", () => {
		expect(PROVIDER_MODULES.map((module) => module.id)).toEqual([...INFERENCE_PROVIDERS]);
		// A tuple as long as the list, of literals (not `string`), today's among them.
		expectTypeOf(INFERENCE_PROVIDERS[0]).toEqualTypeOf<"baseten">();
		expectTypeOf<string>().not.toMatchTypeOf<InferenceProvider>();
		expectTypeOf<(typeof PROVIDER_IDS)[number]>().toMatchTypeOf<InferenceProvider>();
		expectTypeOf<ProviderHost>().toEqualTypeOf<Exclude<InferenceProvider, "hf-inference"> | "fal-ai-queue">();
	});

	it("declare the variable their key is read from, as snippets name it today", () => {
		const byId = Object.fromEntries(PROVIDER_MODULES.map((module) => [module.id, module.keyEnvVar]));
		expect(pick(byId, PROVIDER_IDS)).toEqual(KEY_ENV_VARS);
		for (const module of PROVIDER_MODULES.filter((module) => !module.hubHosted)) {
			expect(module.keyEnvVar).toBe(`${module.id.toUpperCase().replaceAll("-", "_")}_API_KEY`);
		}
	});

	it("have one hub-hosted provider, the default, with no host of its own", () => {
		const hubHosted = PROVIDER_MODULES.filter((module) => module.hubHosted);
		expect(hubHosted.map((module) => module.id)).toEqual([DEFAULT_PROVIDER]);
		expect(DEFAULT_PROVIDER).toBe("hf-inference");
		expect(getProvider(DEFAULT_PROVIDER).baseUrl).toBeUndefined();
		expect(getProvider(DEFAULT_PROVIDER).untaskedHelper).toBeDefined();
	});

	it("route every provider through the router but openai, which takes only its own key", () => {
		expect(PROVIDER_MODULES.filter((module) => !module.routed).map((module) => module.id)).toEqual([
			"openai",
		]);
	});

	it("name the jobs they poll: fal-ai's queue, wavespeed, together and novita videos, zai-org's images, replicate's predictions that outlast Prefer: wait", () => {
		const polled = Object.values(PROVIDERS).flatMap((tasks) =>
			Object.values(tasks).flatMap((helper) =>
				helper.answer?.job ? [`${helper.provider} ${helper.task}`] : [],
			),
		);
		expect(polled.sort()).toEqual(
			[
				...FAL_QUEUE_TASKS.map((task) => `fal-ai ${task}`),
				"novita image-text-to-video",
				"novita text-to-video",
				...Object.keys(PROVIDERS.replicate).map((task) => `replicate ${task}`),
				"together image-to-video",
				"together text-to-video",
				...Object.keys(PROVIDERS.wavespeed).map((task) => `wavespeed ${task}`),
				"zai-org text-to-image",
			].sort(),
		);
	});

	it("declare the audio types fal-ai decodes, and fal-ai's own check refuses the others (FLAC)", async () => {
		const helper = getProviderHelper("fal-ai", "automatic-speech-recognition");
		expect(helper.acceptedMediaTypes).toContain("audio/wav");
		expect(helper.acceptedMediaTypes).not.toContain("audio/flac");
		expect(getProviderHelper("fal-ai", "audio-to-audio").acceptedMediaTypes).toEqual(
			helper.acceptedMediaTypes,
		);
		const call = (type: string) =>
			helper.payload({
				model: "fal-ai/whisper",
				task: "automatic-speech-recognition",
				args: { inputs: { bytes: new Uint8Array([1, 2, 3]), type } },
				routed: true,
				baseUrl: "https://router.example/fal-ai",
				routerUrl: "https://router.example",
			});
		for (const type of helper.acceptedMediaTypes ?? []) expect(() => call(type)).not.toThrow();
		expect(() => call("audio/flac")).toThrow(InferenceClientInputError);
		expect(getProviderHelper("together", "automatic-speech-recognition").acceptedMediaTypes).toBeUndefined();
	});

	it("are found by id, and an unknown id or a policy is a typed input error", () => {
		expect(getProvider("together").hubOrg).toBe("togethercomputer");
		expect(getProvider("fal-ai").extraHosts).toEqual({ queue: "https://queue.fal.run" });
		for (const id of ["auto", "nope", "__proto__"]) {
			expect(() => getProvider(id)).toThrow(InferenceClientInputError);
			expect(() => getProvider(id)).toThrow(
				`Provider '${id}' not supported. Available providers: ${INFERENCE_PROVIDERS.join(", ")}`,
			);
		}
	});

	it("each give every helper they serve their own id", () => {
		for (const module of PROVIDER_MODULES) {
			for (const helper of Object.values(module.tasks)) expect(helper.provider, module.id).toBe(module.id);
		}
	});
});

describe("the registry's entries", () => {
	it("give the main entry the views a client user needs, and the rest only behind /internal", async () => {
		const main = await import("../src/index.js");
		const internal = await import("../src/internal.js");
		const views = [
			"DEFAULT_PROVIDER",
			"INFERENCE_PROVIDERS",
			"PROVIDERS",
			"PROVIDERS_HUB_ORGS",
			"PROVIDERS_OR_POLICIES",
			"getProviderHelper",
			"isInferenceProvider",
		];
		const internalOnly = [
			"PROVIDER_BASE_URLS",
			"PROVIDER_MODULES",
			"TASK_TABLES",
			"getProvider",
			"unsupportedProvider",
		];
		for (const name of views) expect(main, name).toHaveProperty(name);
		for (const name of internalOnly) {
			expect(main, name).not.toHaveProperty(name);
			expect(internal, name).toHaveProperty(name);
		}
	});

	it("word every unknown provider the same, listing 'auto' only where a policy is accepted", async () => {
		const listed = `Available providers: ${INFERENCE_PROVIDERS.join(", ")}`;
		expect(() => getProvider("nope")).toThrow(`Provider 'nope' not supported. ${listed}`);
		expect(() => getProviderHelper("nope" as never, "conversational")).toThrow(
			`Provider 'nope' not supported. ${listed}`,
		);
		const call = chatCompletion(
			{ provider: "nope" as never, model: "m/m", messages: [] },
			{ fetch: neverFetch },
		);
		await expect(call).rejects.toThrow(`Provider 'nope' not supported. ${listed}, auto`);
		expect(unsupportedProvider("nope", true).message).toBe(`Provider 'nope' not supported. ${listed}, auto`);
	});

	it("keep the client's own arguments off the public Options type", () => {
		expectTypeOf<Extract<keyof Options, symbol>>().toEqualTypeOf<never>();
	});
});
