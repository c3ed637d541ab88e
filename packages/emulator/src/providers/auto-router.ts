import { EPOCH_SECONDS } from "../answers/seed.js";
import { EmulatorError } from "../errors/emulator-error.js";
import { hubModel } from "../hub/model-info.js";
import type { RequestContext } from "../server/context.js";
import { jsonReply, type Reply } from "../server/reply.js";
import type { SeedMapping } from "../types.js";
import { get, jsonBody, type ProviderCall, type ProviderSpec, post, text } from "./call.js";
import { providerNamed } from "./catalog.js";
import { answerChat, checkChat } from "./openai-compatible.js";

/**
 * The router's own OpenAI-compatible API (`/v1/chat/completions`, `/v1/models`): `model` is a hub id,
 * optionally suffixed `:<provider>` or `:<policy>`; the router picks the provider itself.
 */

const POLICIES = ["fastest", "cheapest", "preferred"];

function chatMappings(ctx: RequestContext, id: string): SeedMapping[] {
	const model = hubModel(ctx, id);
	return (model?.inferenceProviderMapping ?? []).filter(
		(mapping) => mapping.task === "conversational" && providerNamed(mapping.provider)?.routed,
	);
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

function models(call: ProviderCall): Reply {
	const data = call.ctx.registry.models.flatMap((model) => {
		const providers = chatMappings(call.ctx, model.id);
		if (providers.length === 0) return [];
		return [
			{
				id: model.id,
				object: "model",
				created: EPOCH_SECONDS,
				owned_by: model.id.split("/")[0],
				providers: providers.map((mapping) => ({ provider: mapping.provider, status: mapping.status })),
			},
		];
	});
	return jsonReply(200, { object: "list", data });
}

/** Played like a provider whose routes sit right under `/v1`. */
export const AUTO_ROUTER: ProviderSpec = {
	name: "auto",
	style: "openai",
	routed: true,
	direct: [],
	routes: [post(/^chat\/completions$/, chat), get(/^models$/, models)],
};
