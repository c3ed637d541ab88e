import { random, seedOf } from "../answers/seed.js";
import { providerNamed } from "../providers/catalog.js";
import type { RequestContext } from "../server/context.js";
import type { SeedMapping } from "../types.js";
import { hubModel } from "./model-info.js";

/**
 * The router's facts about the chat models it routes, shared by its policies (`:fastest`,
 * `:cheapest`) and its model list (providers/router-model-list.ts). The figures are derived from
 * the ids, so they are stable.
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
