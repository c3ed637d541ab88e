// Where code written for the reference client must run unchanged: its deprecated generic `request`
// and `streamingRequest`, and the answer shapes it accepts or gives back, against the emulator.
import { describe, expect, it } from "vitest";
import {
	InferenceClient,
	InferenceClientInputError,
	InferenceClientProviderApiError,
	imageToText,
	request,
	streamingRequest,
} from "../src/index.js";
import {
	catImage,
	emulatorOptions,
	HUB_TOKEN,
	inferenceRequests,
	routedClient,
	seeded,
	useEmulator,
} from "./support/emulator.js";

const emulator = useEmulator();
const messages = [{ role: "user", content: "What is the capital of France?" }];

describe("request (deprecated)", () => {
	it("sends a task's call and gives back the provider's answer as it came", async () => {
		const { model } = seeded("hf-inference", "text-classification");
		const client = routedClient(emulator.current.url);
		const answer = await client.request<unknown>(
			{ model, inputs: "I love this movie" },
			{ task: "text-classification" },
		);
		const typed = await client.textClassification({ model, inputs: "I love this movie" });
		// hf-inference answers text classification as a list of lists; the task function unwraps it.
		expect(answer).toEqual([typed]);
		expect(inferenceRequests(emulator.current)[0]?.url).toBe(`/hf-inference/models/${model}`);
	});

	it("reaches hf-inference's model route without a task, as the reference does", async () => {
		const { model } = seeded("hf-inference", "fill-mask");
		const answer = await request<Array<{ token_str: string }>>(
			{ model, inputs: "Paris is the [MASK] of France.", accessToken: HUB_TOKEN },
			emulatorOptions(emulator.current.url),
		);
		expect(Array.isArray(answer)).toBe(true);
		expect(typeof answer[0]?.token_str).toBe("string");
	});

	it("gives a binary answer as a Blob", async () => {
		const { model } = seeded("hf-inference", "text-to-image");
		const answer = await routedClient(emulator.current.url).request<Blob>(
			{ model, inputs: "a cat" },
			{ task: "text-to-image" },
		);
		expect(answer).toBeInstanceOf(Blob);
		expect(answer.type.startsWith("image/")).toBe(true);
	});

	it("needs a task for a provider other than hf-inference", async () => {
		const { model } = seeded("together", "conversational");
		await expect(
			routedClient(emulator.current.url).request({ model, provider: "together", messages }),
		).rejects.toBeInstanceOf(InferenceClientInputError);
	});

	it("fails with the typed error, its token scrubbed", async () => {
		const { model } = seeded("hf-inference", "text-classification");
		const client = routedClient(emulator.current.url);
		const failure = await client
			.request({ model, inputs: 42, parameters: { top_k: "many" } }, { task: "text-classification" })
			.catch((error: unknown) => error);
		expect(failure).toBeInstanceOf(InferenceClientProviderApiError);
		const error = failure as InferenceClientProviderApiError;
		expect(error.httpResponse.status).toBeGreaterThanOrEqual(400);
		expect(JSON.stringify(error.httpRequest)).not.toContain(HUB_TOKEN);
		expect(String(error.stack)).not.toContain(HUB_TOKEN);
	});
});

describe("streamingRequest (deprecated)", () => {
	it("yields the server-sent events as parsed chunks", async () => {
		const { model } = seeded("together", "conversational");
		let text = "";
		for await (const chunk of routedClient(emulator.current.url).streamingRequest<{
			choices: Array<{ delta: { content?: string } }>;
		}>({ model, provider: "together", messages }, { task: "conversational" })) {
			text += chunk.choices[0]?.delta.content ?? "";
		}
		expect(text.length).toBeGreaterThan(0);
		expect((inferenceRequests(emulator.current)[0]?.json as { stream?: unknown } | undefined)?.stream).toBe(
			true,
		);
	});

	it("works as a free function with the call's own token", async () => {
		const { model } = seeded("hf-inference", "conversational");
		const chunks: unknown[] = [];
		for await (const chunk of streamingRequest(
			{ model, messages, accessToken: HUB_TOKEN },
			{ ...emulatorOptions(emulator.current.url), task: "conversational" },
		)) {
			chunks.push(chunk);
		}
		expect(chunks.length).toBeGreaterThan(1);
	});
});

describe("image-to-text answers", () => {
	it("accepts hf-inference's answer in array form, [{generated_text}]", async () => {
		const { model } = seeded("hf-inference", "image-to-text");
		const client = new InferenceClient(HUB_TOKEN, emulatorOptions(emulator.current.url));
		const listed = "nlpconnect/vit-gpt2-image-captioning";
		const raw = await client.request({ model: listed, inputs: catImage() }, { task: "image-to-text" });
		expect(Array.isArray(raw), "the emulator answers this model in array form").toBe(true);
		const result = await client.imageToText({ model: listed, inputs: catImage() });
		expect(typeof result.generated_text).toBe("string");
		expect(result).toEqual((raw as unknown[])[0]);
		expect(Object.keys(await client.imageToText({ model, inputs: catImage() }))).toEqual(["generated_text"]);
	});

	it("gives zai-org's Markdown as both generated_text and generatedText, as the reference does", async () => {
		const { model } = seeded("zai-org", "image-to-text");
		const result = await imageToText(
			{ model, provider: "zai-org", inputs: catImage(), accessToken: HUB_TOKEN },
			emulatorOptions(emulator.current.url),
		);
		expect(result.generated_text).toMatch(/^# Document/);
		expect(result).toEqual({ generated_text: result.generated_text, generatedText: result.generated_text });
	});
});

describe("textToImage with outputType json", () => {
	it("gives hf-inference's image bytes as a data URL under output", async () => {
		const { model } = seeded("hf-inference", "text-to-image");
		const json = await routedClient(emulator.current.url).textToImage(
			{ model, inputs: "a cat" },
			{ outputType: "json" },
		);
		expect(Object.keys(json)).toEqual(["output"]);
		expect(json.output).toMatch(/^data:image\/jpeg;base64,/);
	});
});
