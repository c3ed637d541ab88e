import { EmulatorError } from "../errors/emulator-error.js";
import { hubModel } from "../hub/model-info.js";
import { chatMappings, providerFigures } from "../hub/router-models.js";
import type { RequestContext } from "../server/context.js";
import type { Reply } from "../server/reply.js";
import type { SeedMapping } from "../types.js";
import { get, jsonBody, type ProviderCall, type ProviderSpec, post, text } from "./call.js";
import { providerNamed } from "./catalog.js";
import { answerChat, checkChat } from "./openai-compatible.js";
import { responsesRoute } from "./responses/responses-route.js";
import { getRouterModel, listRouterModels } from "./router-model-list.js";

/**
 * The router's own OpenAI-compatible API (`/v1/chat/completions`, `/v1/responses`, `/v1/models`): `model` is a hub id,
 * optionally suffixed `:<provider>` or `:<policy>`; the router picks the provider itself.
 */

/** The figure each policy picks the smallest of, among the model's live providers. */
const POLICIES: Record<string, (mapping: SeedMapping, index: number, id: string) => number> = {
	fastest: (mapping, _index, id) => -providerFigures(id, mapping).throughput,
	cheapest: (mapping, _index, id) => providerFigures(id, mapping).pricing.output,
	// The emulator has no user settings: the hub's mapping order stands for the user's order.
	preferred: (_mapping, index) => index,
};

/** The router's default when the id names no policy or provider. */
const DEFAULT_POLICY = "fastest";

/** The live mapping with the smallest figure; the first in mapping order among equals. */
function pick(id: string, candidates: SeedMapping[], policy: string): SeedMapping | undefined {
	const figure = POLICIES[policy];
	if (!figure) return undefined;
	let best: { mapping: SeedMapping; value: number } | undefined;
	candidates.forEach((mapping, index) => {
		if (mapping.status !== "live") return;
		const value = figure(mapping, index, id);
		if (!best || value < best.value) best = { mapping, value };
	});
	return best?.mapping;
}

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
	const explicit = suffix !== undefined && !Object.hasOwn(POLICIES, suffix);
	const candidates = chatMappings(ctx, id);
	const mapping = explicit
		? candidates.find((candidate) => candidate.provider === suffix)
		: pick(id, candidates, suffix ?? DEFAULT_POLICY);
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
	routes: [
		post(/^chat\/completions$/, chat),
		post(/^responses$/, responsesRoute(chooseProvider)),
		// Public, as huggingface/hub-docs docs/inference-providers/hub-api.md (0968d835, "List
		// OpenAI-compatible models") calls both routes: no Authorization header.
		get(/^models$/, (call) => listRouterModels(call.ctx), { public: true }),
		get(/^models\/(.+)$/, (call) => getRouterModel(call.ctx, call.match[1] ?? ""), { public: true }),
	],
};
