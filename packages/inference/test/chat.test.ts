import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import {
	chatCompletion,
	chatCompletionStream,
	InferenceClient,
	InferenceClientProviderOutputError,
	InferenceClientRoutingError,
	textGeneration,
	textGenerationStream,
} from "../src/index.js";
import { readServerSentEvents } from "../src/internal.js";
import {
	directClient,
	emulatorOptions,
	HUB_TOKEN,
	inferenceRequests,
	routedClient,
	seeded,
	useEmulator,
} from "./support/emulator.js";
import { startLoopback } from "./support/loopback.js";

const emulator = useEmulator();
const messages = [{ role: "user" as const, content: "What is the capital of France?" }];

describe("chatCompletion", () => {
	it("routes a hub token to {router}/{provider}/…, with the provider's model id first in the body", async () => {
		const { model, providerId } = seeded("together", "conversational");
		const reply = await routedClient(emulator.current.url).chatCompletion({
			model,
			provider: "together",
			messages,
			max_tokens: 512,
		});
		expect(reply.choices[0]?.message.role).toBe("assistant");
		expect(typeof reply.choices[0]?.message.content).toBe("string");
		expect(reply.usage.total_tokens).toBe(reply.usage.prompt_tokens + reply.usage.completion_tokens);

		const [request] = inferenceRequests(emulator.current);
		expect(request?.url).toBe("/together/v1/chat/completions");
		expect(request?.credential).toEqual({ scheme: "Bearer", kind: "hub" });
		expect(Object.keys(request?.json as object)[0]).toBe("model");
		expect(request?.json).toEqual({ model: providerId, messages, max_tokens: 512 });
	});

	it("sends a provider key straight to the provider's own API", async () => {
		const { model, providerId } = seeded("together", "conversational");
		await directClient(emulator.current.url).chatCompletion({ model, provider: "together", messages });
		const [request] = inferenceRequests(emulator.current);
		expect(request?.url).toBe("/direct/together/v1/chat/completions");
		expect(request?.credential).toEqual({ scheme: "Bearer", kind: "provider" });
		expect((request?.json as { model: string } | undefined)?.model).toBe(providerId);
	});

	it("uses hf-inference's OpenAI route by default", async () => {
		const { model } = seeded("hf-inference", "conversational");
		const reply = await chatCompletion(
			{ accessToken: HUB_TOKEN, model, messages },
			emulatorOptions(emulator.current.url),
		);
		expect(reply.object ?? "chat.completion").toBe("chat.completion");
		expect(inferenceRequests(emulator.current)[0]?.url).toBe(
			`/hf-inference/models/${model}/v1/chat/completions`,
		);
	});

	it("uses the auto router for provider 'auto', without asking the hub, and keeps an id:provider suffix", async () => {
		const { model } = seeded("together", "conversational");
		await routedClient(emulator.current.url).chatCompletion({
			model: `${model}:together`,
			provider: "auto",
			messages,
		});
		expect(emulator.current.requests.map((request) => request.url)).toEqual(["/v1/chat/completions"]);
		expect((emulator.current.requests[0]?.json as { model: string } | undefined)?.model).toBe(
			`${model}:together`,
		);
	});

	it("refuses the auto router with a provider key, before sending anything", async () => {
		const { model } = seeded("together", "conversational");
		await expect(
			directClient(emulator.current.url).chatCompletion({ model, provider: "auto", messages }),
		).rejects.toThrow(
			new InferenceClientRoutingError("Cannot select auto-router when using non-Hugging Face API key."),
		);
		expect(emulator.current.requests).toEqual([]);
	});

	it("sends X-HF-Bill-To when billTo is set", async () => {
		const { model } = seeded("hf-inference", "conversational");
		await routedClient(emulator.current.url, { billTo: "huggingface" }).chatCompletion({ model, messages });
		expect(inferenceRequests(emulator.current)[0]?.headers["x-hf-bill-to"]).toBe("huggingface");
	});

	it("talks to openai directly only, with the openai/ prefix removed", async () => {
		await directClient(emulator.current.url).chatCompletion({
			model: "openai/gpt-4o-mini",
			provider: "openai",
			messages,
		});
		const [request] = emulator.current.requests;
		expect(request?.url).toBe("/direct/openai/v1/chat/completions");
		expect((request?.json as { model: string } | undefined)?.model).toBe("gpt-4o-mini");
		await expect(
			routedClient(emulator.current.url).chatCompletion({
				model: "openai/gpt-4o-mini",
				provider: "openai",
				messages,
			}),
		).rejects.toThrow("Provider openai is closed-source and does not support HF tokens.");
		await expect(
			directClient(emulator.current.url).chatCompletion({
				model: "gpt-4o-mini",
				provider: "openai",
				messages,
			}),
		).rejects.toThrow('Models from openai must be prefixed by "openai/". Got "gpt-4o-mini".');
	});

	it("with an endpoint and a model, sends the model id as the body's model, not the endpoint's URL", async () => {
		const { model } = seeded("hf-inference", "conversational");
		const endpointUrl = `${emulator.current.url}/hf-inference/models/${model}/v1`;
		const client = routedClient(emulator.current.url);
		await client.chatCompletion({ endpointUrl, model, messages });
		await client.endpoint(endpointUrl).chatCompletion({ model, messages });
		for await (const _chunk of client.chatCompletionStream({ endpointUrl, model, messages })) {
			// Read to the end: only the request matters here.
		}
		const sent = inferenceRequests(emulator.current);
		expect(sent.map((request) => request.url)).toEqual(
			Array(3).fill(`/hf-inference/models/${model}/v1/chat/completions`),
		);
		expect(sent.map((request) => (request.json as { model?: string }).model)).toEqual([model, model, model]);
	});

	it("normalises a custom endpoint URL to its chat route", async () => {
		const { model } = seeded("hf-inference", "conversational");
		const base = `${emulator.current.url}/hf-inference/models/${model}`;
		for (const endpointUrl of [base, `${base}/`, `${base}/v1`, `${base}/v1/chat/completions`]) {
			emulator.current.reset();
			await routedClient(emulator.current.url).endpoint(endpointUrl).chatCompletion({ messages });
			expect(emulator.current.requests[0]?.url).toBe(`/hf-inference/models/${model}/v1/chat/completions`);
		}
	});
});

describe("chatCompletionStream", () => {
	it("yields typed chunks until [DONE], with stream: true in the body", async () => {
		const { model } = seeded("hf-inference", "conversational");
		let text = "";
		let chunks = 0;
		for await (const chunk of routedClient(emulator.current.url).chatCompletionStream({ model, messages })) {
			chunks++;
			text += chunk.choices[0]?.delta.content ?? "";
		}
		expect(chunks).toBeGreaterThan(1);
		expect(text.length).toBeGreaterThan(0);
		expect((inferenceRequests(emulator.current)[0]?.json as { stream: boolean } | undefined)?.stream).toBe(
			true,
		);
	});

	it("streams from a third-party provider through the router", async () => {
		const { model } = seeded("groq", "conversational");
		const parts: string[] = [];
		for await (const chunk of chatCompletionStream(
			{ accessToken: HUB_TOKEN, model, provider: "groq", messages },
			emulatorOptions(emulator.current.url),
		)) {
			parts.push(chunk.choices[0]?.delta.content ?? "");
		}
		expect(parts.join("").length).toBeGreaterThan(0);
		expect(inferenceRequests(emulator.current)[0]?.url).toBe("/groq/openai/v1/chat/completions");
	});

	it("closes the connection when the caller stops reading early", async () => {
		// A stream that never ends: one event, then the response stays open, so only the client can
		// close the connection, and the server sees it close.
		const closed: string[] = [];
		const server = await startLoopback((request, response) => {
			response.on("close", () => closed.push(request.url));
			response.writeHead(200, { "content-type": "text/event-stream" });
			const chunk = {
				id: "chatcmpl-1",
				object: "chat.completion.chunk",
				created: 1,
				model: "acme/chat",
				choices: [{ index: 0, delta: { role: "assistant", content: "Paris" }, finish_reason: null }],
			};
			response.write(`data: ${JSON.stringify(chunk)}\n\n`);
		});
		try {
			const client = new InferenceClient(HUB_TOKEN, { endpointUrl: server.url });
			for await (const chunk of client.chatCompletionStream({ model: "acme/chat", messages })) {
				expect(chunk.choices[0]?.delta.content).toBe("Paris");
				break;
			}
			await vi.waitFor(() => expect(closed).toEqual(["/v1/chat/completions"]), { timeout: 10_000 });
			expect(server.requests).toHaveLength(1);
		} finally {
			await server.close();
		}
		// The emulator's streams end on their own; after one is left early, the next call is served.
		const { model } = seeded("hf-inference", "conversational");
		for await (const chunk of routedClient(emulator.current.url).chatCompletionStream({ model, messages })) {
			expect(chunk.choices).toBeDefined();
			break;
		}
		const reply = await routedClient(emulator.current.url).chatCompletion({ model, messages });
		expect(reply.choices).toHaveLength(1);
	});
});

describe("textGeneration", () => {
	it("uses hf-inference's completions route with prompt and max_tokens", async () => {
		const { model } = seeded("hf-inference", "text-generation");
		const output = await textGeneration(
			{
				accessToken: HUB_TOKEN,
				model,
				inputs: "The answer to the universe is",
				parameters: { max_new_tokens: 20 },
			},
			emulatorOptions(emulator.current.url),
		);
		expect(typeof output.generated_text).toBe("string");
		const [request] = inferenceRequests(emulator.current);
		expect(request?.url).toBe(`/hf-inference/models/${model}/v1/completions`);
		expect(request?.json).toMatchObject({ prompt: "The answer to the universe is", max_tokens: 20 });
		expect(request?.json).not.toHaveProperty("max_new_tokens");
	});

	it("streams completions", async () => {
		const { model } = seeded("hf-inference", "text-generation");
		let chunks = 0;
		for await (const chunk of textGenerationStream(
			{ accessToken: HUB_TOKEN, model, inputs: "Once upon a time" },
			emulatorOptions(emulator.current.url),
		)) {
			expect(chunk).toBeTypeOf("object");
			chunks++;
		}
		expect(chunks).toBeGreaterThan(1);
	});

	it("works on a third-party provider", async () => {
		const { model } = seeded("together", "text-generation");
		const output = await directClient(emulator.current.url).textGeneration({
			model,
			provider: "together",
			inputs: "Hello",
		});
		expect(typeof output.generated_text).toBe("string");
		expect(inferenceRequests(emulator.current)[0]?.credential?.kind).toBe("provider");
	});
});

describe("streams recorded from the emulator", () => {
	it("parse to the same events however the bytes are split (property)", async () => {
		const { model } = seeded("hf-inference", "conversational");
		const response = await fetch(`${emulator.current.url}/hf-inference/models/${model}/v1/chat/completions`, {
			method: "POST",
			headers: { authorization: `Bearer ${HUB_TOKEN}`, "content-type": "application/json" },
			body: JSON.stringify({ model, messages, stream: true }),
		});
		const bytes = new Uint8Array(await response.arrayBuffer());
		const collect = async (chunks: Uint8Array[]) => {
			const body = new ReadableStream<Uint8Array>({
				start(controller) {
					for (const chunk of chunks) controller.enqueue(chunk);
					controller.close();
				},
			});
			const events: string[] = [];
			for await (const event of readServerSentEvents(body)) events.push(event.data);
			return events;
		};
		const whole = await collect([bytes]);
		expect(whole.at(-1)).toBe("[DONE]");
		expect(whole.length).toBeGreaterThan(2);
		await fc.assert(
			fc.asyncProperty(fc.array(fc.nat({ max: bytes.length }), { maxLength: 80 }), async (cuts) => {
				const points = [...new Set(cuts)].sort((a, b) => a - b);
				const chunks = [0, ...points].map((from, i) => bytes.slice(from, points[i] ?? bytes.length));
				expect(await collect(chunks)).toEqual(whole);
			}),
			{ numRuns: 200 },
		);
	});

	it("turn an error event into a typed error carrying the server's message", async () => {
		const { model } = seeded("hf-inference", "conversational");
		const client = routedClient(emulator.current.url, {
			routerUrl: `${emulator.current.url}/__fault/stream-error`,
		});
		const seen: string[] = [];
		const failure = await (async () => {
			try {
				for await (const chunk of client.chatCompletionStream({ model, messages })) {
					seen.push(chunk.choices[0]?.delta.content ?? "");
				}
			} catch (error) {
				return error as Error & { status: number; requestId: string };
			}
		})();
		expect(seen.length).toBeGreaterThan(0);
		expect(failure?.name).toBe("ProviderApiError");
		expect(failure?.message).toBe(
			"Failed to perform inference: the provider reported an error while streaming: The model ran out of memory while generating (injected fault)",
		);
		expect(failure?.requestId).toMatch(/\S/);
	});

	it("refuse an answer that is not an event stream", async () => {
		const { model } = seeded("hf-inference", "conversational");
		const stream = routedClient(emulator.current.url, {
			routerUrl: `${emulator.current.url}/__fault/malformed-json`,
		}).chatCompletionStream({ model, messages });
		await expect(stream.next()).rejects.toThrow(
			new InferenceClientProviderOutputError(
				"Failed to perform inference: server does not support event stream content type, it returned application/json",
			),
		);
	});
});
