import type { Fault } from "@hubkit/emulator";
import { describe, expect, it } from "vitest";
import {
	INFERENCE_TOKEN_URL,
	InferenceClient,
	InferenceClientHttpRequestError,
	InferenceClientHubApiError,
	InferenceClientProviderApiError,
} from "../src/index.js";
import {
	directClient,
	emulatorOptions,
	HUB_TOKEN,
	PROVIDER_KEY,
	routedClient,
	seeded,
	useEmulator,
} from "./support/emulator.js";

const emulator = useEmulator();
const messages = [{ role: "user" as const, content: "Hello" }];
const TOKEN_PAGE =
	"https://huggingface.co/settings/tokens/new?ownUserPermissions=inference.serverless.write&tokenType=fineGrained";

/** The typed error a routed chat call ends in when the router answers with `fault`. */
async function refusal(
	fault: Fault,
	client?: InferenceClient,
	provider = "hf-inference",
): Promise<InferenceClientHttpRequestError> {
	emulator.current.setFaults([{ fault }]);
	const { model } = seeded(provider, "conversational");
	const call = (client ?? routedClient(emulator.current.url, { retryOnError: false })).chatCompletion({
		model,
		messages,
	});
	const error = await call.then(
		() => undefined,
		(reason: unknown) => reason,
	);
	expect(error).toBeInstanceOf(InferenceClientHttpRequestError);
	return error as InferenceClientHttpRequestError;
}

function expectNoSecret(error: InferenceClientHttpRequestError) {
	const seen = [error.hint ?? "", error.message, JSON.stringify(error)].join("\n");
	expect(seen).not.toContain(HUB_TOKEN);
	expect(seen).not.toContain(HUB_TOKEN.slice(3));
	expect(seen).not.toContain(PROVIDER_KEY);
}

describe("hints on the router's refusals", () => {
	it("name the token page the main entry gives, for a client user's own interface", () => {
		expect(INFERENCE_TOKEN_URL).toBe(TOKEN_PAGE);
	});

	it("403 without the inference permission: create a fine-grained token with it", async () => {
		const error = await refusal("token-lacks-inference");
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		expect(error.status).toBe(403);
		expect(error.hint).toContain('"Make calls to Inference Providers" permission');
		expect(error.hint).toContain(TOKEN_PAGE);
		expect(JSON.parse(JSON.stringify(error)).hint).toBe(error.hint);
		expectNoSecret(error);
	});

	it("400 no provider enabled: enable one in the settings or name a provider", async () => {
		const error = await refusal("provider-not-enabled");
		expect(error.status).toBe(400);
		expect(error.hint).toContain("https://huggingface.co/settings/inference-providers");
		expect(error.hint).toContain("name a provider");
		expectNoSecret(error);
	});

	it("401 with a token: it is invalid or expired, create a new one", async () => {
		const error = await refusal("invalid-token");
		expect(error.status).toBe(401);
		expect(error.hint).toContain("invalid, expired or revoked");
		expect(error.hint).toContain(TOKEN_PAGE);
		expectNoSecret(error);
	});

	it("401 without a token (the router's own refusal): the call carried none", async () => {
		const { model } = seeded("hf-inference", "conversational");
		const client = new InferenceClient(
			undefined,
			emulatorOptions(emulator.current.url, { retryOnError: false }),
		);
		const error = await client.chatCompletion({ model, messages }).then(
			() => undefined,
			(reason: unknown) => reason as InferenceClientHttpRequestError,
		);
		expect(error?.status).toBe(401);
		expect(error?.hint).toContain("carried no Hugging Face token");
		expect(error?.hint).toContain(TOKEN_PAGE);
	});

	it("402: credits or billing", async () => {
		const error = await refusal("credits-exhausted");
		expect(error.status).toBe(402);
		expect(error.hint).toContain("https://huggingface.co/settings/billing");
	});

	it("the hub's own 401 on the mapping lookup carries the token hint too", async () => {
		emulator.current.setFaults([{ fault: "invalid-token", path: "/api/" }]);
		const { model } = seeded("together", "conversational");
		const error = await routedClient(emulator.current.url, { provider: "together", retryOnError: false })
			.chatCompletion({ model, messages })
			.then(
				() => undefined,
				(reason: unknown) => reason as InferenceClientHttpRequestError,
			);
		expect(error).toBeInstanceOf(InferenceClientHubApiError);
		expect(error?.hint).toContain("invalid, expired or revoked");
	});

	it("no hint for a provider refusing its own key, nor for other errors", async () => {
		const direct = directClient(emulator.current.url, { provider: "together", retryOnError: false });
		const ownKey = await refusal("invalid-token", direct, "together");
		expect(ownKey.status).toBe(401);
		expect(ownKey.hint).toBeUndefined();
		const busy = await refusal("rate-limit");
		expect(busy.status).toBe(429);
		expect(busy.hint).toBeUndefined();
	});
});
