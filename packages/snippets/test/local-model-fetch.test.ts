import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { inspect } from "node:util";
import { type Emulator, startEmulator } from "@hubkit/emulator";
import {
	InferenceClientAbortError,
	InferenceClientInputError,
	InferenceClientTimeoutError,
} from "@hubkit/inference";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
	fetchHubModel,
	getLocalSnippets,
	HUB_MODEL_FIELDS,
	type HubModelErrorReason,
	InferenceClientHubModelError,
} from "../src/index.js";

/**
 * fetchHubModel against the emulator's hub over loopback (models registered for the test, with the
 * facts the hub gives), and against a loopback server of our own for the hub's refusals the
 * emulator does not play (a gated repo's `X-Error-Code: GatedRepo`, a refused token).
 */

const TOKEN = "hf_fetchHubModelSecretToken123";

let emulator: Emulator;
beforeAll(async () => {
	emulator = await startEmulator({
		hubModels: [
			{
				id: "acme/custom-chat",
				pipeline_tag: "text-generation",
				library_name: "transformers",
				tags: ["transformers", "safetensors", "custom_code", "conversational"],
				hub: {
					config: {
						architectures: ["XForCausalLM"],
						auto_map: { AutoModelForCausalLM: "modeling_x.XForCausalLM" },
					},
					siblings: ["config.json", "model.safetensors", "modeling_x.py"],
				},
			},
			{
				id: "acme/private-model",
				pipeline_tag: "text-generation",
				library_name: "transformers",
				tags: [],
				hub: { private: true },
			},
			{
				id: "acme/gated-model",
				pipeline_tag: "text-generation",
				library_name: "transformers",
				tags: ["conversational"],
				hub: { gated: "manual", siblings: ["model.safetensors"] },
			},
		],
	});
});
afterAll(() => emulator.close());

async function refusal(run: () => Promise<unknown>): Promise<InferenceClientHubModelError> {
	const error = await run().then(
		() => undefined,
		(thrown: unknown) => thrown,
	);
	expect(error).toBeInstanceOf(InferenceClientHubModelError);
	const typed = error as InferenceClientHubModelError;
	// No view of the error shows the token.
	for (const view of [typed.message, String(typed), JSON.stringify(typed), inspect(typed, { depth: 8 })])
		expect(view).not.toContain(TOKEN);
	return typed;
}

describe("fetchHubModel against the emulator's hub", () => {
	it("asks for the fields local snippets read, sends the token as a bearer, and gets the model's facts", async () => {
		emulator.reset();
		const model = await fetchHubModel("acme/custom-chat", { hubUrl: emulator.url, accessToken: TOKEN });
		const [request] = emulator.requests;
		const url = new URL(request?.url ?? "", emulator.url);
		expect(url.pathname).toBe("/api/models/acme/custom-chat");
		expect(url.searchParams.getAll("expand")).toEqual([...HUB_MODEL_FIELDS]);
		expect(request?.credential).toEqual({ scheme: "Bearer", kind: "hub" });
		expect(model.id).toBe("acme/custom-chat");
		expect(model.config?.auto_map).toEqual({ AutoModelForCausalLM: "modeling_x.XForCausalLM" });
		expect(model.siblings?.map((sibling) => sibling.rfilename)).toContain("model.safetensors");
		// What it read is what the snippets need: the model's own code is trusted.
		const transformers = getLocalSnippets(model).filter((snippet) => snippet.name === "transformers");
		expect(transformers.length).toBeGreaterThan(0);
		for (const snippet of transformers) expect(snippet.content).toContain("trust_remote_code=True");
	});

	it("a gated model's info is public: the model comes back with gated set", async () => {
		const model = await fetchHubModel("acme/gated-model", { hubUrl: emulator.url });
		expect(model.gated).toBe("manual");
	});

	it.each([
		["a missing model, without a token", "acme/no-such-model", undefined, "needs-token", 401],
		["a missing model, with a token", "acme/no-such-model", TOKEN, "not-found", 404],
		["a private model, without a token", "acme/private-model", undefined, "needs-token", 401],
		["a private model, with a token that cannot read it", "acme/private-model", TOKEN, "not-found", 404],
	] as const)("%s: %s", async (_name, id, accessToken, reason: HubModelErrorReason, status) => {
		const error = await refusal(() => fetchHubModel(id, { hubUrl: emulator.url, accessToken }));
		expect(error.reason).toBe(reason);
		expect(error.status).toBe(status);
		expect(error.message).toContain(id);
	});

	it("refuses an id that is not a hub id before sending anything", async () => {
		emulator.reset();
		for (const id of ["../api/whoami", "https://evil.example/x", "a/b/c/../../d", ""]) {
			await expect(fetchHubModel(id, { hubUrl: emulator.url })).rejects.toBeInstanceOf(
				InferenceClientInputError,
			);
		}
		expect(emulator.requests).toEqual([]);
	});
});

/** A loopback server that answers every request as `answer` says. */
async function hostileHub(
	answer: (respond: (status: number, headers: Record<string, string>, body: string) => void) => void,
) {
	const server: Server = createServer((_request, response) =>
		answer((status, headers, body) => {
			response.writeHead(status, headers);
			response.end(body);
		}),
	);
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	};
}

describe("fetchHubModel and the hub's other refusals", () => {
	it.each([
		["403 X-Error-Code GatedRepo", 403, { "x-error-code": "GatedRepo" }, "gated"],
		["401 X-Error-Code GatedRepo", 401, { "x-error-code": "GatedRepo" }, "gated"],
		[
			"401 Invalid credentials",
			401,
			{ "x-error-message": "Invalid credentials in Authorization header" },
			"invalid-token",
		],
		["403 without a code", 403, {}, "forbidden"],
		["500 after no retry", 500, {}, "failed"],
	] as const)("%s", async (_name, status, headers, reason: HubModelErrorReason) => {
		const hub = await hostileHub((respond) =>
			respond(
				status,
				{ "content-type": "application/json", ...headers },
				JSON.stringify({ error: `echo ${TOKEN}` }),
			),
		);
		try {
			const error = await refusal(() => fetchHubModel("acme/model", { hubUrl: hub.url, accessToken: TOKEN }));
			expect(error.reason).toBe(reason);
			expect(error.status).toBe(status);
		} finally {
			await hub.close();
		}
	});

	it("an answer that is not a model's info is malformed, not a model", async () => {
		for (const body of ["[1, 2]", "null", "not json", '"acme/model"']) {
			const hub = await hostileHub((respond) => respond(200, { "content-type": "application/json" }, body));
			try {
				expect((await refusal(() => fetchHubModel("acme/model", { hubUrl: hub.url }))).reason).toBe(
					"malformed",
				);
			} finally {
				await hub.close();
			}
		}
	});

	it("a hub nobody answers at is unreachable", async () => {
		const hub = await hostileHub((respond) => respond(200, {}, "{}"));
		await hub.close();
		const error = await refusal(() =>
			fetchHubModel("acme/model", { hubUrl: hub.url, accessToken: TOKEN, retryOnError: false }),
		);
		expect(error.reason).toBe("unreachable");
		expect(error.status).toBe(0);
	});
});

describe("fetchHubModel's bounds", () => {
	it("asks again after a 503 with Retry-After, unless told not to retry", async () => {
		let calls = 0;
		const hub = await hostileHub((respond) => {
			calls++;
			if (calls % 2 === 1) respond(503, { "retry-after": "0" }, "busy");
			else
				respond(
					200,
					{ "content-type": "application/json" },
					'{"id": "acme/model", "pipeline_tag": "fill-mask"}',
				);
		});
		try {
			expect((await fetchHubModel("acme/model", { hubUrl: hub.url })).pipeline_tag).toBe("fill-mask");
			expect(calls).toBe(2);
			const error = await refusal(() =>
				fetchHubModel("acme/model", { hubUrl: hub.url, retryOnError: false }),
			);
			expect([error.reason, error.status, calls]).toEqual(["failed", 503, 3]);
		} finally {
			await hub.close();
		}
	});

	it("ends with the client's abort and timeout errors, whatever the hub does", async () => {
		const hub = await hostileHub(() => {
			// Never answers.
		});
		try {
			const controller = new AbortController();
			const aborted = fetchHubModel("acme/model", { hubUrl: hub.url, signal: controller.signal });
			controller.abort();
			await expect(aborted).rejects.toBeInstanceOf(InferenceClientAbortError);
			await expect(fetchHubModel("acme/model", { hubUrl: hub.url, timeoutMs: 50 })).rejects.toBeInstanceOf(
				InferenceClientTimeoutError,
			);
		} finally {
			await hub.close();
		}
	});
});
