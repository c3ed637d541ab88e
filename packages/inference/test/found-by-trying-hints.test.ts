import { describe, expect, it } from "vitest";
import { INFERENCE_TOKEN_URL, InferenceClient, InferenceClientRoutingError } from "../src/index.js";
import { emulatorOptions, inferenceRequests, PROVIDER_KEY, seeded, useEmulator } from "./support/emulator.js";

const emulator = useEmulator();
const messages = [{ role: "user" as const, content: "Hello" }];

async function refusal(client: InferenceClient, model: string, provider?: "auto"): Promise<Error> {
	const error = await client
		.chatCompletion({ model, messages, ...(provider ? { provider } : {}) })
		.catch((reason: unknown) => reason);
	expect(error).toBeInstanceOf(InferenceClientRoutingError);
	return error as Error;
}

describe("the auto-router without a token says the token is missing", () => {
	const { model } = seeded("together", "conversational");

	it("provider 'auto' and a policy suffix, with no token: a token is missing, where to make one", async () => {
		const client = new InferenceClient(undefined, emulatorOptions(emulator.current.url));
		for (const error of [await refusal(client, model, "auto"), await refusal(client, `${model}:fastest`)]) {
			expect(error.message).not.toContain("non-Hugging Face API key");
			expect(error.message).toContain("no Hugging Face token");
			expect(error.message).toContain(INFERENCE_TOKEN_URL);
			expect(error.message).toContain("HF_TOKEN");
		}
		expect(inferenceRequests(emulator.current)).toEqual([]);
	});

	it("with a provider's own key it still says the router takes only a hub token", async () => {
		const client = new InferenceClient(PROVIDER_KEY, emulatorOptions(emulator.current.url));
		const error = await refusal(client, model, "auto");
		expect(error.message).toContain("non-Hugging Face API key");
		expect(error.message).not.toContain(PROVIDER_KEY);
	});
});
