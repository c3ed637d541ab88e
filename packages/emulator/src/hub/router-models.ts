import { EPOCH_SECONDS, random, seedOf } from "../answers/seed.js";
import { providerNamed } from "../providers/catalog.js";
import type { RequestContext } from "../server/context.js";
import { jsonReply, type Reply } from "../server/reply.js";
import type { SeedMapping } from "../types.js";
import { hubModel } from "./model-info.js";

/**
 * The router's `GET /v1/models`: every model some routed provider serves for chat, OpenAI-style,
 * each with the providers behind it and what each offers (context, price per million tokens in
 * US dollars, tools, structured output, first-token latency, throughput). The figures are derived
 * from the ids, so they are stable.
 */

/** A model's routed chat mappings, as the router resolves them. */
export function chatMappings(ctx: RequestContext, id: string): SeedMapping[] {
	const model = hubModel(ctx, id);
	return (model?.inferenceProviderMapping ?? []).filter(
		(mapping) => mapping.task === "conversational" && providerNamed(mapping.provider)?.routed,
	);
}

const CONTEXT_LENGTHS = [8192, 32768, 65536, 131072];

/**
 * What the router lists for one provider of a model: the figures its policies choose by (`pricing`
 * for `:cheapest`, `throughput` for `:fastest`), drawn from the ids so every run sees the same.
 */
export function providerFigures(id: string, mapping: SeedMapping) {
	const draw = random(seedOf("router-models", id, mapping.provider));
	const input = draw.int(5, 300) / 100;
	return {
		provider: mapping.provider,
		status: mapping.status,
		context_length: draw.pick(CONTEXT_LENGTHS),
		pricing: { input, output: Math.round(input * draw.int(2, 5) * 100) / 100 },
		supports_tools: draw.next() < 0.7,
		supports_structured_output: draw.next() < 0.5,
		/** Time to the first token, in milliseconds, as the router's latest probe measured it. */
		first_token_latency_ms: draw.int(150, 2500),
		/** Output tokens per second, as the router's latest probe measured it. */
		throughput: draw.int(200, 4000) / 10,
	};
}

export function routerModels(ctx: RequestContext): Reply {
	const data = ctx.registry.models.flatMap((model) => {
		const mappings = chatMappings(ctx, model.id);
		if (mappings.length === 0) return [];
		return [
			{
				id: model.id,
				object: "model",
				created: EPOCH_SECONDS,
				owned_by: model.id.split("/")[0],
				providers: mappings.map((mapping) => providerFigures(model.id, mapping)),
			},
		];
	});
	return jsonReply(200, { object: "list", data });
}
