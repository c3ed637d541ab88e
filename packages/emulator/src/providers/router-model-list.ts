import { seedOf, timeOf } from "../answers/seed.js";
import { EmulatorError } from "../errors/emulator-error.js";
import { hubModel } from "../hub/model-info.js";
import { chatMappings, providerFigures } from "../hub/router-models.js";
import type { RequestContext } from "../server/context.js";
import { jsonReply, type Reply } from "../server/reply.js";
import type { SeedMapping, SeedModel } from "../types.js";

/**
 * The router's model list, `GET /v1/models` and `GET /v1/models/{id}`, with every field the hub
 * documents for it: huggingface/hub-docs docs/inference-providers/hub-api.md ("List
 * OpenAI-compatible models", commit 0968d8352ec849896d1d3dc447070e227e00bdc5, read 2026-11-28):
 * the model's `id`, `object`, `created`, `owned_by`, `architecture` and `providers`, and each
 * provider's `provider`, `status`, `context_length`, `pricing`, `supports_tools`,
 * `supports_structured_output`, `first_token_latency_ms`, `throughput`, `is_model_author`; plus
 * `is_free`, which the router answers beside them though the page's table leaves it out.
 *
 * The figures the router's policies choose by are the same ones the chat route picks with
 * (`providerFigures`), so a `:cheapest` call goes to the row the list shows cheapest.
 */

/** What each seeded chat task takes in; every chat model answers text. */
const INPUT_MODALITIES: Record<string, string[]> = {
	"image-text-to-text": ["text", "image"],
	"text-generation": ["text"],
};

/**
 * Whether the provider published the model: the emulator's providers publish under their own name
 * (`zai-org` serves `zai-org/…`), so the model's owner tells.
 */
function isModelAuthor(model: SeedModel, mapping: SeedMapping): boolean {
	return model.id.split("/")[0]?.toLowerCase() === mapping.provider.toLowerCase();
}

function providerEntry(model: SeedModel, mapping: SeedMapping) {
	const { provider, status, context_length, pricing, ...probe } = providerFigures(model.id, mapping);
	return {
		provider,
		status,
		context_length,
		pricing,
		// Every seeded provider charges: the figures above never price a model at zero.
		is_free: pricing.input === 0 && pricing.output === 0,
		supports_tools: probe.supports_tools,
		supports_structured_output: probe.supports_structured_output,
		first_token_latency_ms: probe.first_token_latency_ms,
		throughput: probe.throughput,
		is_model_author: isModelAuthor(model, mapping),
	};
}

/**
 * The router's model object for a seeded model, or undefined for one no routed provider serves for
 * chat (or that the hub does not show: `chatMappings` asks the hub's view of it).
 */
function routerModel(ctx: RequestContext, model: SeedModel) {
	const mappings = chatMappings(ctx, model.id);
	if (mappings.length === 0) return undefined;
	return {
		id: model.id,
		object: "model",
		created: timeOf(seedOf("router-model-created", model.id)),
		owned_by: model.id.split("/")[0] ?? model.id,
		architecture: {
			input_modalities: INPUT_MODALITIES[model.pipeline_tag] ?? ["text"],
			output_modalities: ["text"],
		},
		providers: mappings.map((mapping) => providerEntry(model, mapping)),
	};
}

/** `GET /v1/models`: every seeded model some routed provider serves for chat. */
export function listRouterModels(ctx: RequestContext): Reply {
	const data = ctx.registry.models.flatMap((model) => {
		const listed = routerModel(ctx, model);
		return listed ? [listed] : [];
	});
	return jsonReply(200, { object: "list", data });
}

function notFound(id: string): EmulatorError {
	return new EmulatorError(404, `The model '${id}' does not exist`, {
		param: "model",
		code: "model_not_found",
	});
}

/**
 * `GET /v1/models/{id}`: the id as the hub's docs send it (`owner/name`, its `/` as is) or as
 * OpenAI's clients do (`owner%2Fname`, the whole id one path segment).
 */
export function getRouterModel(ctx: RequestContext, rawId: string): Reply {
	let id: string;
	try {
		id = decodeURIComponent(rawId);
	} catch {
		throw notFound(rawId);
	}
	const model = hubModel(ctx, id);
	const found = model && routerModel(ctx, model);
	if (!found) throw notFound(id);
	return jsonReply(200, found);
}
