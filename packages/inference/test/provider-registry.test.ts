import { describe, expect, expectTypeOf, it } from "vitest";
import {
	chatCompletion,
	DEFAULT_PROVIDER,
	getProviderHelper,
	INFERENCE_PROVIDERS,
	INFERENCE_TASKS,
	InferenceClientInputError,
	type InferenceProvider,
	type InferenceTask,
	isInferenceProvider,
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

/** A fetch no call may reach: a refused provider is refused before anything is sent. */
const neverFetch: typeof fetch = () => Promise.reject(new Error("nothing may be sent"));

/** The reference client's registry, with the host each of its helpers calls. */
const reference = await import("@huggingface/inference");
const THEIR_PROVIDERS = reference.PROVIDERS as unknown as Record<string, Record<string, { baseUrl: string }>>;
const shared = (provider: string) => Object.hasOwn(THEIR_PROVIDERS, provider);

/** The emulator's providers, with the real hosts its `/direct/<name>` bases play. */
const emulated: { PROVIDERS: Array<{ name: string; direct: Array<{ name: string; host: string }> }> } =
	await import(new URL("../../emulator/dist/providers/catalog.js", import.meta.url).href);

/** The origin our requests for a helper go to with a provider's key: its module's host, or a named extra host. */
function ourOrigin(helper: { provider: string; host?: string }): string | undefined {
	const extra = helper.host === undefined ? undefined : `${helper.provider}-${helper.host}`;
	return (PROVIDER_BASE_URLS as Record<string, string>)[extra ?? helper.provider];
}

/** The tasks the reference sends to another host than its provider's own (fal-ai's queue), as `provider task`. */
const SECOND_HOST_TASKS = INFERENCE_PROVIDERS.filter((id) => shared(id) && id !== DEFAULT_PROVIDER)
	.flatMap((provider) =>
		Object.entries(THEIR_PROVIDERS[provider] ?? {})
			.filter(([, helper]) => helper.baseUrl !== (PROVIDER_BASE_URLS as Record<string, string>)[provider])
			.map(([task]) => `${provider} ${task}`),
	)
	.sort();

// What the registries must agree with: the reference client (hosts, hub organisations, tasks) and
// the emulator (the hosts it plays). A provider only we have is compared with the emulator alone.
describe("the provider registries", () => {
	it("list every provider of the reference and of the emulator, in alphabetical order", () => {
		expect([...INFERENCE_PROVIDERS]).toEqual([...INFERENCE_PROVIDERS].sort());
		expect(Object.keys(THEIR_PROVIDERS).filter((provider) => !isInferenceProvider(provider))).toEqual([]);
		expect(emulated.PROVIDERS.map((provider) => provider.name).sort()).toEqual([...INFERENCE_PROVIDERS]);
	});

	it("give each provider the reference's hub organisation", () => {
		const theirs = reference.PROVIDERS_HUB_ORGS as Record<string, string>;
		for (const provider of INFERENCE_PROVIDERS.filter(shared)) {
			expect(PROVIDERS_HUB_ORGS[provider], provider).toBe(theirs[provider]);
		}
	});

	it("send each helper with a provider's key to the host the reference calls", () => {
		for (const provider of INFERENCE_PROVIDERS.filter((id) => shared(id) && id !== DEFAULT_PROVIDER)) {
			for (const [task, helper] of Object.entries(PROVIDERS[provider])) {
				const theirs = THEIR_PROVIDERS[provider]?.[task];
				if (theirs) expect(ourOrigin(helper), `${provider} ${task}`).toBe(theirs.baseUrl);
			}
		}
	});

	it("give each provider the hosts the emulator plays for it, and no other", () => {
		for (const spec of emulated.PROVIDERS) {
			const ours = Object.entries(PROVIDER_BASE_URLS)
				.filter(
					([host]) => host === spec.name || (host.startsWith(`${spec.name}-`) && !isInferenceProvider(host)),
				)
				.map(([host, url]) => [host, new URL(url).host]);
			expect(ours.sort(), spec.name).toEqual(spec.direct.map((base) => [base.name, base.host]).sort());
		}
	});

	it("give each task the providers that serve it, each provider's tasks in the order of INFERENCE_TASKS", () => {
		expect(Object.keys(TASK_TABLES)).toEqual([...INFERENCE_TASKS]);
		for (const [task, table] of Object.entries(TASK_TABLES)) {
			const serving = INFERENCE_PROVIDERS.filter((provider) => Object.hasOwn(PROVIDERS[provider], task));
			expect(Object.keys(table), task).toEqual(serving);
		}
		for (const tasks of Object.values(PROVIDERS)) {
			const order = Object.keys(tasks).map((task) => INFERENCE_TASKS.indexOf(task as InferenceTask));
			expect(order).toEqual([...order].sort((a, b) => a - b));
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

	it("send to a provider's second host exactly the tasks the reference sends there", () => {
		const queued = Object.values(PROVIDERS).flatMap((tasks) =>
			Object.values(tasks).flatMap((helper) => (helper.host ? [`${helper.provider} ${helper.task}`] : [])),
		);
		expect(queued.sort()).toEqual(SECOND_HOST_TASKS);
		expect(SECOND_HOST_TASKS.length).toBeGreaterThan(0);
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
		expectTypeOf<ProviderHost>().toEqualTypeOf<Exclude<InferenceProvider, "hf-inference"> | "fal-ai-queue">();
	});

	it("declare the variable their key is read from, as snippets name it", () => {
		expect(getProvider(DEFAULT_PROVIDER).keyEnvVar).toBe("HF_TOKEN");
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
				...SECOND_HOST_TASKS,
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
