import { seedOf } from "../answers/seed.js";
import { EmulatorError } from "../errors/emulator-error.js";
import { CLIENT_SIDE_PROVIDERS } from "../registry/registry.js";
import type { RequestContext } from "../server/context.js";
import { jsonReply, type Reply } from "../server/reply.js";
import type { SeedModel } from "../types.js";

/** `GET /api/models/<owner>/<name>`, with the `expand[]` fields the hub offers. */

type Field = (model: SeedModel) => unknown;

export function mappingEntries(model: SeedModel) {
	return model.inferenceProviderMapping.filter((mapping) => !CLIENT_SIDE_PROVIDERS.has(mapping.provider));
}

function providerMapping(model: SeedModel): unknown {
	const entries = mappingEntries(model);
	const optional = (mapping: (typeof entries)[number]) => ({
		...(mapping.adapter !== undefined ? { adapter: mapping.adapter } : {}),
		...(mapping.adapterWeightsPath !== undefined ? { adapterWeightsPath: mapping.adapterWeightsPath } : {}),
	});
	if (model.legacyMapping) {
		return Object.fromEntries(
			entries.map((mapping) => [
				mapping.provider,
				{ providerId: mapping.providerId, status: mapping.status, task: mapping.task, ...optional(mapping) },
			]),
		);
	}
	return entries.map((mapping) => ({
		provider: mapping.provider,
		providerId: mapping.providerId,
		status: mapping.status,
		task: mapping.task,
		hfModelId: model.id,
		...optional(mapping),
	}));
}

function count(model: SeedModel, what: string, scale: number): number {
	return Number.parseInt(seedOf(what, model.id).slice(0, 8), 16) % scale;
}

const FIELDS: Record<string, Field> = {
	inferenceProviderMapping: providerMapping,
	pipeline_tag: (model) => model.pipeline_tag,
	library_name: (model) => model.library_name,
	tags: (model) => model.tags ?? [],
	author: (model) => model.id.split("/")[0],
	private: () => false,
	gated: () => false,
	disabled: () => false,
	downloads: (model) => count(model, "downloads", 5_000_000),
	likes: (model) => count(model, "likes", 10_000),
	sha: (model) => seedOf("sha", model.id) + seedOf("sha2", model.id).slice(0, 24),
	lastModified: () => "2025-01-01T00:00:00.000Z",
	createdAt: () => "2024-01-01T00:00:00.000Z",
};

const DEFAULT_FIELDS = Object.keys(FIELDS).filter((field) => field !== "inferenceProviderMapping");

/** A model is on the hub when some mapping is not client-side only. */
export function hubModel(ctx: RequestContext, id: string): SeedModel | undefined {
	const model = ctx.registry.model(id);
	return model && mappingEntries(model).length > 0 ? model : undefined;
}

/** The `expand[]` (or `expand`) fields asked for, each one the hub offers. */
export function expandedFields(ctx: RequestContext): string[] {
	const expand = [...ctx.query.getAll("expand[]"), ...ctx.query.getAll("expand")];
	const unknown = expand.filter((field) => !FIELDS[field]);
	if (unknown.length > 0) {
		throw new EmulatorError(
			400,
			`"expand" must be one of [${Object.keys(FIELDS).join(", ")}]; got ${unknown.join(", ")}`,
		);
	}
	return expand;
}

/** A model as the hub describes it: `_id` and `id`, then the expanded fields (or the default ones). */
export function describeModel(model: SeedModel, expand: readonly string[]): Record<string, unknown> {
	const fields = expand.length > 0 ? expand : DEFAULT_FIELDS;
	const info: Record<string, unknown> = {
		_id: seedOf("_id", model.id) + seedOf("_id2", model.id).slice(0, 8),
		id: model.id,
	};
	if (expand.length === 0) info.modelId = model.id;
	for (const field of fields) {
		const value = FIELDS[field]?.(model);
		if (value !== undefined) info[field] = value;
	}
	return info;
}

export function modelInfo(ctx: RequestContext, id: string): Reply {
	const expand = expandedFields(ctx);
	const model = hubModel(ctx, id);
	if (!model) throw new EmulatorError(404, "Repository not found");
	return jsonReply(200, describeModel(model, expand));
}
