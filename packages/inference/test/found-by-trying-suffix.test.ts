import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { InferenceClient, InferenceClientInputError, MappingCache } from "../src/index.js";
import { emulatorOptions, HUB_TOKEN, inferenceRequests, useEmulator } from "./support/emulator.js";
import { closeHostileServersAfterEach, hostileServer } from "./support/hostile-server.js";

const emulator = useEmulator();
closeHostileServersAfterEach();

const MODEL = "meta-llama/Llama-3.1-8B-Instruct";
const messages = [{ role: "user" as const, content: "Hi" }];

function body(request: IncomingMessage): Promise<string> {
	return new Promise((resolve) => {
		let text = "";
		request.on("data", (chunk) => {
			text += chunk;
		});
		request.on("end", () => resolve(text));
	});
}

/** A dedicated endpoint that answers any chat call and keeps the model names it was sent. */
async function endpoint(): Promise<{ url: string; models: string[] }> {
	const models: string[] = [];
	const server = await hostileServer(async (request, response) => {
		models.push((JSON.parse(await body(request)) as { model: string }).model);
		response.setHeader("content-type", "application/json");
		response.end(
			JSON.stringify({
				id: "x",
				object: "chat.completion",
				created: 0,
				model: "m",
				choices: [{ index: 0, message: { role: "assistant", content: "Hello" }, finish_reason: "stop" }],
				usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
			}),
		);
	});
	return { url: server.url, models };
}

async function refused(call: Promise<unknown>): Promise<string> {
	const error = await call.then(
		() => undefined,
		(reason: unknown) => reason,
	);
	expect(error).toBeInstanceOf(InferenceClientInputError);
	return (error as Error).message;
}

describe("one suffix rule, with or without endpointUrl", () => {
	it("a suffix that disagrees with the provider is refused with endpointUrl, as without it", async () => {
		const { url, models } = await endpoint();
		const client = new InferenceClient(HUB_TOKEN, {
			...emulatorOptions(emulator.current.url),
			retryOnError: false,
		});
		for (const model of [`${MODEL}:together`, `${MODEL}:fastest`]) {
			const without = await refused(client.chatCompletion({ model, provider: "hf-inference", messages }));
			const withEndpoint = await refused(
				client.chatCompletion({ model, provider: "hf-inference", endpointUrl: url, messages }),
			);
			expect(withEndpoint).toBe(without);
		}
		expect(models).toEqual([]);
		expect(inferenceRequests(emulator.current)).toEqual([]);
	});

	it("with endpointUrl and no provider named, the id goes to the endpoint as given", async () => {
		const { url, models } = await endpoint();
		const client = new InferenceClient(HUB_TOKEN, { endpointUrl: url, retryOnError: false });
		await client.chatCompletion({ model: `${MODEL}:together`, messages });
		await client.chatCompletion({ model: "hf.co/acme/model:Q4_K_M", provider: "hf-inference", messages });
		expect(models).toEqual([`${MODEL}:together`, "hf.co/acme/model:Q4_K_M"]);
	});

	it("a suffix that is no provider's or policy's name is refused, whoever would get it", async () => {
		const client = new InferenceClient(HUB_TOKEN, {
			...emulatorOptions(emulator.current.url),
			mappingCache: new MappingCache(),
		});
		for (const suffix of [
			"a/b",
			"..",
			".",
			"FASTEST",
			"Together",
			"-groq",
			"groq-",
			"fireworks--ai",
			"a_b",
		]) {
			for (const provider of ["auto", undefined] as const) {
				const message = await refused(
					client.chatCompletion({ model: `${MODEL}:${suffix}`, messages, ...(provider ? { provider } : {}) }),
				);
				expect(message, suffix).toContain("provider or policy name");
			}
		}
		expect(inferenceRequests(emulator.current)).toEqual([]);
	});

	it("policies and provider names still pass to the router as given", async () => {
		const client = new InferenceClient(HUB_TOKEN, emulatorOptions(emulator.current.url));
		for (const suffix of ["fastest", "cheapest", "cerebras", "groq"]) {
			await client.chatCompletion({ model: `${MODEL}:${suffix}`, provider: "auto", messages });
		}
		expect(
			inferenceRequests(emulator.current).map((request) => (request.json as { model: string }).model),
		).toEqual(["fastest", "cheapest", "cerebras", "groq"].map((suffix) => `${MODEL}:${suffix}`));
	});
});
