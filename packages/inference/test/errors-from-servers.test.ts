import { describe, expect, it } from "vitest";
import { InferenceClientProviderApiError } from "../src/index.js";
import {
	directClient,
	HUB_TOKEN,
	PROVIDER_KEY,
	routedClient,
	seeded,
	useEmulator,
} from "./support/emulator.js";

const emulator = useEmulator();

async function failure(call: Promise<unknown>): Promise<InferenceClientProviderApiError> {
	try {
		await call;
	} catch (error) {
		return error as InferenceClientProviderApiError;
	}
	throw new Error("the call succeeded");
}

type Call = (args: object) => Promise<unknown>;
const method = (client: object, name: string) => (client as Record<string, Call>)[name] as Call;

describe("provider errors carry the server's own message, whatever its shape", () => {
	const cases = [
		{ shape: "OpenAI-style {error: {message}}", provider: "together", task: "conversational" },
		{ shape: "Cohere-style {message}", provider: "cohere", task: "conversational" },
		{ shape: "hub-style {error}", provider: "hf-inference", task: "conversational" },
	];
	for (const { shape, provider, task } of cases) {
		it(`${shape} (${provider})`, async () => {
			const { model } = seeded(provider, task);
			const error = await failure(
				routedClient(emulator.current.url).chatCompletion({
					model,
					provider: provider as "together",
					messages: [{ role: "user", content: "hi" }],
					max_tokens: 1.5,
				}),
			);
			expect(error).toBeInstanceOf(InferenceClientProviderApiError);
			expect(error.status).toBe(400);
			expect(error.message).toMatch(/^Failed to perform inference: .*max_tokens/);
			expect(error.httpResponse.body).toBeTypeOf("object");
		});
	}

	it("FastAPI-style {detail: [{loc, msg}]} (fal-ai), with the field named", async () => {
		const { model } = seeded("fal-ai", "text-to-image");
		const error = await failure(
			method(routedClient(emulator.current.url), "textToImage")({ model, provider: "fal-ai", inputs: 42 }),
		);
		expect(error.status).toBe(422);
		expect(error.message).toMatch(/^Failed to perform inference: .*prompt/);
	});

	it("a key the router refuses, without the key in the error", async () => {
		const { model } = seeded("hf-inference", "text-classification");
		const error = await failure(
			directClient(emulator.current.url).textClassification({
				model,
				inputs: "x",
				providerMapping: {
					provider: "hf-inference",
					hfModelId: model,
					providerId: model,
					status: "live",
					task: "text-classification",
				},
			}),
		);
		expect(error.status).toBe(401);
		const everything = [
			String(error),
			error.message,
			JSON.stringify(error.httpRequest),
			JSON.stringify(error.httpResponse),
		].join();
		expect(everything).not.toContain(PROVIDER_KEY);
		expect(error.httpRequest.headers?.Authorization).toBe("Bearer [redacted]");
	});
});

describe("the caller's fetch", () => {
	it("is used for every request: lookup, submission, polls, result and download", async () => {
		const seen: string[] = [];
		const counting: typeof fetch = (input, init) => {
			seen.push(`${init?.method ?? "GET"} ${new URL(String(input)).pathname}`);
			return fetch(input, init);
		};
		const { model } = seeded("fal-ai", "text-to-image");
		const image = await routedClient(emulator.current.url, { fetch: counting }).textToImage({
			model,
			provider: "fal-ai",
			inputs: "a lighthouse at dusk",
		});
		expect(image).toBeInstanceOf(Blob);
		expect(seen).toEqual(
			emulator.current.requests.map((request) => `${request.method} ${request.url.split("?")[0]}`),
		);
		expect(seen[0]).toMatch(/^GET \/api\/models\//);
		expect(seen.filter((line) => line.endsWith("/status")).length).toBeGreaterThanOrEqual(2);
		expect(seen.at(-1)).toMatch(/^GET \/files\//);
		expect(JSON.stringify(emulator.current.requests)).not.toContain(HUB_TOKEN);
	});
});
