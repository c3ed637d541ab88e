import { InferenceClient, InferenceClientInputError } from "@hubkit/inference";
import { describe, expect, it } from "vitest";
import { getInferenceSnippetsWithReasons } from "../src/index.js";

const ID = "meta-llama/Llama-3.1-8B-Instruct";
const chatModel = (id: string) => ({ id, pipeline_tag: "text-generation", tags: ["conversational"] });
const ENDPOINT = "http://127.0.0.1:9/v1";

/** The client's refusal of the same call, made before anything is sent (port 9 is never reached). */
async function clientRefusal(model: string, provider: string, endpointUrl?: string): Promise<string> {
	const client = new InferenceClient("hf_generator", { retryOnError: false });
	const error = await client
		.chatCompletion({
			model,
			provider: provider as "auto",
			messages: [{ role: "user", content: "Hi" }],
			...(endpointUrl ? { endpointUrl } : {}),
		})
		.catch((reason: unknown) => reason);
	expect(error).toBeInstanceOf(InferenceClientInputError);
	return (error as Error).message;
}

describe("the generator follows the client's one suffix rule", () => {
	it("with endpointUrl, a suffix disagreeing with the provider gets no snippets and the client's reason", async () => {
		for (const suffix of ["together", "fastest"]) {
			const model = `${ID}:${suffix}`;
			const { snippets, reasons } = getInferenceSnippetsWithReasons(
				chatModel(model),
				"hf-inference",
				undefined,
				{
					endpointUrl: ENDPOINT,
				},
			);
			expect(snippets, suffix).toEqual([]);
			expect((reasons[0]?.error as Error | undefined)?.message).toBe(
				await clientRefusal(model, "hf-inference", ENDPOINT),
			);
		}
	});

	it("an endpoint's own name for its model is written as given", () => {
		const { snippets } = getInferenceSnippetsWithReasons(chatModel(ID), "hf-inference", undefined, {
			endpointUrl: ENDPOINT,
			endpointModel: "hf.co/acme/model:Q4_K_M",
		});
		const curl = snippets.find((snippet) => snippet.client === "curl");
		expect(curl?.content).toContain('"model": "hf.co/acme/model:Q4_K_M"');
	});

	it("a suffix that is no provider's or policy's name gets no snippets, as the client refuses it", async () => {
		for (const suffix of ["..", "FASTEST", "a_b"]) {
			const model = `${ID}:${suffix}`;
			const { snippets, reasons } = getInferenceSnippetsWithReasons(chatModel(model), "auto");
			expect(snippets, suffix).toEqual([]);
			expect((reasons[0]?.error as Error | undefined)?.message).toBe(await clientRefusal(model, "auto"));
		}
	});
});
