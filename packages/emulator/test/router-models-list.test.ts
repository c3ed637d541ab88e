import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { DEFAULT_MODELS } from "../src/index.js";
import { call, HF_TOKEN, json, useEmulator } from "./helpers.js";

const emu = useEmulator();

/**
 * The fields the hub documents for `GET /v1/models` (huggingface/hub-docs
 * docs/inference-providers/hub-api.md at 0968d835, "List OpenAI-compatible models"), plus
 * `is_free`, which the router answers beside them.
 */
const MODEL_FIELDS = ["id", "object", "created", "owned_by", "architecture", "providers"];
const PROVIDER_FIELDS = [
	"provider",
	"status",
	"context_length",
	"pricing",
	"is_free",
	"supports_tools",
	"supports_structured_output",
	"first_token_latency_ms",
	"throughput",
	"is_model_author",
];

interface Listed {
	id: string;
	providers: Array<
		Record<string, unknown> & { provider: string; pricing: { input: number; output: number } }
	>;
	architecture: { input_modalities: string[]; output_modalities: string[] };
}

/** Seeded models the router serves for chat: a conversational mapping of a provider it routes to. */
const CHAT_MODELS = DEFAULT_MODELS.filter((model) =>
	model.inferenceProviderMapping.some(
		(mapping) => mapping.task === "conversational" && mapping.provider !== "openai",
	),
);

async function list(): Promise<Listed[]> {
	const response = await call(`${emu.current.url}/v1/models`);
	expect(response.status).toBe(200);
	return (await json<{ object: string; data: Listed[] }>(response)).data;
}

describe("GET /v1/models: every documented field for every seeded chat model", () => {
	it("lists each seeded chat model, each with every field of the docs", async () => {
		const data = await list();
		expect(CHAT_MODELS.length).toBeGreaterThan(3);
		for (const seed of CHAT_MODELS) {
			const model = data.find((item) => item.id === seed.id);
			expect(model, seed.id).toBeDefined();
			expect(Object.keys(model ?? {})).toEqual(MODEL_FIELDS);
			const routed = seed.inferenceProviderMapping.filter(
				(mapping) => mapping.task === "conversational" && mapping.provider !== "openai",
			);
			expect(model?.providers.map((entry) => entry.provider).sort()).toEqual(
				routed.map((mapping) => mapping.provider).sort(),
			);
			for (const entry of model?.providers ?? []) {
				expect(Object.keys(entry)).toEqual(PROVIDER_FIELDS);
				expect(typeof entry.is_free).toBe("boolean");
				expect(typeof entry.is_model_author).toBe("boolean");
				expect(entry.first_token_latency_ms).toBeGreaterThan(0);
			}
		}
	});

	it("says what a vision chat model takes in: text and images", async () => {
		const vision = (await list()).find((model) => model.id === "meta-llama/Llama-3.2-11B-Vision-Instruct");
		expect(vision?.architecture).toEqual({
			input_modalities: ["text", "image"],
			output_modalities: ["text"],
		});
	});

	it("a provider publishing the model under its own name is its author", async () => {
		const glm = (await list()).find((model) => model.id === "zai-org/GLM-4.5V");
		const authors = glm?.providers.filter((entry) => entry.is_model_author).map((entry) => entry.provider);
		expect(authors).toEqual(["zai-org"]);
	});
});

describe("the model list's access, as the hub's docs call it", () => {
	// huggingface/hub-docs docs/inference-providers/hub-api.md at 0968d835, "List OpenAI-compatible
	// models": both routes are called with no Authorization header, the list being public.
	it("answers the list and one model without a token", async () => {
		for (const path of ["", "/meta-llama/Llama-3.1-8B-Instruct"]) {
			const response = await call(`${emu.current.url}/v1/models${path}`, undefined, { token: "" });
			expect(response.status, path).toBe(200);
		}
	});

	it("still refuses a token sent that is not a hub token, and a route that is not the list", async () => {
		const invalid = await call(`${emu.current.url}/v1/models`, undefined, { token: "hf_not-a-token" });
		expect(invalid.status).toBe(401);
		expect(await json(invalid)).toEqual({ error: "Invalid credentials in Authorization header" });
		const chat = await call(`${emu.current.url}/v1/chat/completions`, {}, { token: "" });
		expect(chat.status).toBe(401);
	});
});

describe("GET /v1/models/{id}", () => {
	const ID = "meta-llama/Llama-3.1-8B-Instruct";

	it("answers the model the list has, for the id with its slash as is or encoded", async () => {
		const listed = (await list()).find((model) => model.id === ID);
		for (const path of [ID, encodeURIComponent(ID), "meta-llama%2fLlama-3.1-8B-Instruct"]) {
			const response = await call(`${emu.current.url}/v1/models/${path}`);
			expect(response.status, path).toBe(200);
			expect(await json(response)).toEqual(listed);
		}
	});

	it("answers 404 in OpenAI's error shape for a model it does not serve for chat", async () => {
		for (const path of ["nobody/nothing", "openai-community/gpt2", "%E0%A4%A", "meta-llama%2F..%2Fx"]) {
			const response = await call(`${emu.current.url}/v1/models/${path}`);
			expect(response.status, path).toBe(404);
			const body = await json<{ error: Record<string, unknown> }>(response);
			expect(Object.keys(body)).toEqual(["error"]);
			expect(body.error).toMatchObject({
				message: expect.any(String),
				param: "model",
				code: "model_not_found",
			});
			expect(body.error.type).toEqual(expect.any(String));
		}
	});
});

/**
 * The official `openai` npm client, which @hubkit/snippets runs its openai snippets with (a
 * devDependency of that package only, so it is loaded from there). Typed here by what is used.
 */
interface OpenAIModels {
	list(): AsyncIterable<Record<string, unknown>> & Promise<{ data: Array<Record<string, unknown>> }>;
	retrieve(id: string): Promise<Record<string, unknown>>;
}
type OpenAIClass = new (options: {
	apiKey: string;
	baseURL: string;
	maxRetries: number;
}) => {
	models: OpenAIModels;
};
const snippetsRequire = createRequire(new URL("../../snippets/package.json", import.meta.url));
const { OpenAI, NotFoundError } = snippetsRequire("openai") as {
	OpenAI: OpenAIClass;
	NotFoundError: new (...args: never[]) => Error;
};

describe("the official openai client reads the emulator's model list", () => {
	const openai = () => new OpenAI({ apiKey: HF_TOKEN, baseURL: `${emu.current.url}/v1`, maxRetries: 0 });

	it("models.list() pages through every model, the hub's fields kept", async () => {
		const seen: Array<Record<string, unknown>> = [];
		for await (const model of openai().models.list()) seen.push(model);
		expect(seen).toEqual(await list());
	});

	it("models.retrieve(id) reads a model whose id has a slash (the client encodes it as %2F)", async () => {
		const model = await openai().models.retrieve("zai-org/GLM-4.5V");
		expect(model.id).toBe("zai-org/GLM-4.5V");
		expect(emu.current.requests.at(-1)?.url).toBe("/v1/models/zai-org%2FGLM-4.5V");
	});

	it("models.retrieve of an unknown id is the client's NotFoundError", async () => {
		await expect(openai().models.retrieve("nobody/nothing")).rejects.toBeInstanceOf(NotFoundError);
	});
});
