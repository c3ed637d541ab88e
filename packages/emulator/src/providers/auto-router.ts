import { EmulatorError } from "../errors/emulator-error.js";
import { hubModel } from "../hub/model-info.js";
import { chatMappings, routerModels } from "../hub/router-models.js";
import type { RequestContext } from "../server/context.js";
import type { Reply } from "../server/reply.js";
import type { SeedMapping } from "../types.js";
import { get, jsonBody, type ProviderCall, type ProviderSpec, post, text } from "./call.js";
import { providerNamed } from "./catalog.js";
import { answerChat, checkChat } from "./openai-compatible.js";

/**
 * The router's own OpenAI-compatible API (`/v1/chat/completions`, `/v1/models`): `model` is a hub id,
 * optionally suffixed `:<provider>` or `:<policy>`; the router picks the provider itself.
 */

const POLICIES = ["fastest", "cheapest", "preferred"];

function chooseProvider(
	ctx: RequestContext,
	requested: string,
): { mapping: SeedMapping; provider: ProviderSpec } {
	const [id = "", suffix] = requested.split(":");
	if (!hubModel(ctx, id)) {
		throw new EmulatorError(404, `The requested model '${id}' does not exist.`, {
			param: "model",
			code: "model_not_found",
		});
	}
	const explicit = suffix !== undefined && !POLICIES.includes(suffix);
	const candidates = chatMappings(ctx, id);
	const mapping = explicit
		? candidates.find((candidate) => candidate.provider === suffix)
		: candidates.find((candidate) => candidate.status === "live");
	const provider = mapping && providerNamed(mapping.provider);
	if (!mapping || !provider) {
		const message = explicit
			? `The requested model '${id}' is not supported by provider '${suffix}'.`
			: `The requested model '${id}' is not supported by any provider you have enabled.`;
		throw new EmulatorError(400, message, { param: "model", code: "model_not_supported" });
	}
	return { mapping, provider };
}

function chat(call: ProviderCall): Reply {
	const body = jsonBody(call);
	checkChat(call, body);
	const { mapping, provider } = chooseProvider(call.ctx, text(body, "model"));
	checkChat(call, body, provider);
	const reply = answerChat({ ...body, model: mapping.providerId }, mapping.providerId);
	return { ...reply, headers: { ...reply.headers, "x-inference-provider": provider.name } };
}

/** Played like a provider whose routes sit right under `/v1`. */
export const AUTO_ROUTER: ProviderSpec = {
	name: "auto",
	style: "openai",
	routed: true,
	direct: [],
	routes: [post(/^chat\/completions$/, chat), get(/^models$/, (call) => routerModels(call.ctx))],
};
