import { describe, expect, it } from "vitest";
import { InferenceClientInputError, MappingCache, ROUTER_POLICIES } from "../src/index.js";
import { HUB_TOKEN, inferenceRequests, routedClient, seeded, useEmulator } from "./support/emulator.js";

// A model id may end in one of the router's suffixes: `:fastest`, `:cheapest`, `:preferred` or
// `:<provider>`. The suffix is never part of the hub id the client looks up: the real hub answers
// `/api/models/<id>:<suffix>` with a 404.

const emulator = useEmulator();
const messages = [{ role: "user" as const, content: "hi" }];
const lookups = () =>
	emulator.current.requests.filter((request) => request.url.startsWith("/api/models/")).map((r) => r.url);
const mappingUrl = (model: string) => `/api/models/${model}?expand[]=inferenceProviderMapping`;

/** The error a call ends in, for reading its message and checking that nothing was sent. */
async function refusal(call: Promise<unknown>): Promise<InferenceClientInputError> {
	const error = await call.then(
		() => undefined,
		(reason: unknown) => reason,
	);
	expect(error).toBeInstanceOf(InferenceClientInputError);
	expect(emulator.current.requests).toEqual([]);
	const message = (error as Error).message;
	expect(message).not.toContain(HUB_TOKEN);
	return error as InferenceClientInputError;
}

describe("a ':<provider>' suffix", () => {
	it("selects that provider for a task without one, and the hub is asked about the bare id", async () => {
		const { model, providerId } = seeded("fal-ai", "text-to-image");
		const cache = new MappingCache();
		const image = await routedClient(emulator.current.url, { mappingCache: cache }).textToImage({
			model: `${model}:fal-ai`,
			inputs: "a lighthouse",
		});
		expect(image).toBeInstanceOf(Blob);
		expect(lookups()).toEqual([mappingUrl(model)]);
		expect(inferenceRequests(emulator.current)[0]?.url.split("?")[0]).toBe(`/fal-ai/${providerId}`);
		expect(cache.get(model, emulator.current.url)).toBeDefined();
	});

	it("agrees with a provider named alike, and selects it over 'auto' for a task the router does not choose for", async () => {
		const { model, providerId } = seeded("together", "conversational");
		const client = routedClient(emulator.current.url);
		await client.chatCompletion({ model: `${model}:together`, provider: "together", messages });
		expect(lookups()).toEqual([mappingUrl(model)]);
		const chat = inferenceRequests(emulator.current)[0];
		expect(chat?.url).toBe("/together/v1/chat/completions");
		expect((chat?.json as { model?: string } | undefined)?.model).toBe(providerId);

		emulator.current.reset();
		const image = seeded("replicate", "text-to-image");
		await client.textToImage({ model: `${image.model}:replicate`, provider: "auto", inputs: "a lighthouse" });
		expect(inferenceRequests(emulator.current)[0]?.url).toMatch(/^\/replicate\//);
	});

	it("refuses a different provider named beside it, naming both, before anything is sent", async () => {
		const { model } = seeded("together", "conversational");
		const error = await refusal(
			routedClient(emulator.current.url).chatCompletion({
				model: `${model}:together`,
				provider: "groq",
				messages,
			}),
		);
		expect(error.message).toContain("'together'");
		expect(error.message).toContain("'groq'");
	});

	it("refuses a name that is no provider on a route the client resolves itself", async () => {
		const { model } = seeded("fal-ai", "text-to-image");
		const error = await refusal(
			routedClient(emulator.current.url).textToImage({ model: `${model}:nobody`, inputs: "x" }),
		);
		expect(error.message).toMatch(/^Provider 'nobody' not supported/);
	});
});

describe("':preferred'", () => {
	it("takes the first provider of the hub's mapping for the task, as 'auto' does", async () => {
		const { model } = seeded("fal-ai", "text-to-image");
		const client = routedClient(emulator.current.url);
		await client.textToImage({ model, provider: "auto", inputs: "a lighthouse" });
		const byAuto = inferenceRequests(emulator.current)[0]?.url;
		emulator.current.reset();
		await routedClient(emulator.current.url).textToImage({
			model: `${model}:preferred`,
			inputs: "a lighthouse",
		});
		expect(lookups()).toEqual([mappingUrl(model)]);
		expect(inferenceRequests(emulator.current)[0]?.url).toBe(byAuto);
	});

	it("goes to the router's chat route unchanged when no provider is named", async () => {
		const { model } = seeded("together", "conversational");
		await routedClient(emulator.current.url).chatCompletion({ model: `${model}:preferred`, messages });
		expect(emulator.current.requests.map((request) => request.url)).toEqual(["/v1/chat/completions"]);
		expect((emulator.current.requests[0]?.json as { model?: string } | undefined)?.model).toBe(
			`${model}:preferred`,
		);
	});

	it("is refused beside a provider named for the call", async () => {
		const { model } = seeded("fal-ai", "text-to-image");
		const error = await refusal(
			routedClient(emulator.current.url).textToImage({
				model: `${model}:preferred`,
				provider: "fal-ai",
				inputs: "x",
			}),
		);
		expect(error.message).toContain("':preferred'");
		expect(error.message).toContain("'fal-ai'");
	});
});

describe("':fastest' and ':cheapest'", () => {
	it("go to the router's chat route unchanged, with provider 'auto' or none", async () => {
		const { model } = seeded("together", "conversational");
		const client = routedClient(emulator.current.url);
		await client.chatCompletion({ model: `${model}:cheapest`, provider: "auto", messages });
		await client.chatCompletion({ model: `${model}:fastest`, messages });
		expect(emulator.current.requests.map((request) => request.url)).toEqual([
			"/v1/chat/completions",
			"/v1/chat/completions",
		]);
		expect(emulator.current.requests.map((request) => (request.json as { model?: string }).model)).toEqual([
			`${model}:cheapest`,
			`${model}:fastest`,
		]);
	});

	it("are refused for a task the router does not choose a provider for, saying how to choose one", async () => {
		const { model } = seeded("fal-ai", "text-to-image");
		for (const policy of ["fastest", "cheapest"]) {
			const error = await refusal(
				routedClient(emulator.current.url).textToImage({
					model: `${model}:${policy}`,
					provider: "auto",
					inputs: "x",
				}),
			);
			expect(error.message).toContain(`':${policy}'`);
			expect(error.message).toContain("text-to-image");
			expect(error.message).toContain("chat");
			expect(error.message).toContain(`${model}:<provider>`);
			expect(error.message).toContain("fal-ai");
			expect(error.message).toContain("':preferred'");
		}
	});

	it("are refused beside a provider named for a chat call", async () => {
		const { model } = seeded("together", "conversational");
		const error = await refusal(
			routedClient(emulator.current.url).chatCompletion({
				model: `${model}:cheapest`,
				provider: "together",
				messages,
			}),
		);
		expect(error.message).toContain("':cheapest'");
		expect(error.message).toContain("'together'");
	});
});

describe("a malformed suffix", () => {
	it("is refused like every malformed id, naming the model argument", async () => {
		const { model } = seeded("fal-ai", "text-to-image");
		for (const bad of [`${model}:`, `${model}:a:b`, `${model}:a/b`]) {
			const error = await refusal(
				routedClient(emulator.current.url).textToImage({ model: bad, inputs: "x" }),
			);
			expect(error.message).toMatch(/^model must be a model id/);
		}
	});
});

describe("ROUTER_POLICIES", () => {
	it("lists each policy once, with its suffix and a one-line description", () => {
		expect(ROUTER_POLICIES.map((policy) => policy.name)).toEqual(["fastest", "cheapest", "preferred"]);
		for (const policy of ROUTER_POLICIES) {
			expect(policy.suffix).toBe(`:${policy.name}`);
			expect(policy.description).toMatch(/^\S.*\.$/);
			expect(policy.description).not.toContain("\n");
		}
	});
});
