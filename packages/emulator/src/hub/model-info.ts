import { seedOf } from "../answers/seed.js";
import { EmulatorError } from "../errors/emulator-error.js";
import { CLIENT_SIDE_PROVIDERS } from "../registry/registry.js";
import type { RequestContext } from "../server/context.js";
import { jsonReply, type Reply } from "../server/reply.js";
import type { SeedModel } from "../types.js";
import { readable, repoNotFound, revisionNotFound } from "./model-access.js";

/**
 * `GET /api/models/{id}` and `GET /api/models/{id}/revision/{revision}` (the form huggingface.js
 * `modelInfo` calls: packages/hub/src/lib/model-info.ts, commit 21b97185), with `expand[]`
 * (or `expand`) as the hub has it: without it, every field; with it, `_id`, `id` and only the
 * fields asked for (huggingface_hub src/huggingface_hub/hf_api.py, `model_info`'s `expand`
 * argument: "When used, only the properties in the list will be returned").
 */

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

export function modelSha(model: SeedModel): string {
	return seedOf("sha", model.id) + seedOf("sha2", model.id).slice(0, 24);
}

/** The fields this hub answers, in the order the hub lists them; a field without a value is left out. */
const FIELDS: Record<string, Field> = {
	author: (model) => model.id.split("/")[0],
	pipeline_tag: (model) => model.pipeline_tag,
	library_name: (model) => model.library_name,
	tags: (model) => model.tags ?? [],
	private: (model) => model.hub?.private ?? false,
	gated: (model) => model.hub?.gated ?? false,
	disabled: () => false,
	downloads: (model) => count(model, "downloads", 5_000_000),
	likes: (model) => count(model, "likes", 10_000),
	sha: modelSha,
	lastModified: () => "2025-01-01T00:00:00.000Z",
	createdAt: () => "2024-01-01T00:00:00.000Z",
	mask_token: (model) => model.hub?.mask_token,
	config: (model) => model.hub?.config,
	cardData: (model) => model.hub?.cardData,
	widgetData: (model) => model.hub?.widgetData,
	transformersInfo: (model) => model.hub?.transformersInfo,
	gguf: (model) => model.hub?.gguf,
	safetensors: (model) => model.hub?.safetensors,
	siblings: (model) => model.hub?.siblings?.map((rfilename) => ({ rfilename })),
	inferenceProviderMapping: providerMapping,
};

/**
 * Every property the hub takes in `expand` (huggingface_hub hf_api.py `ExpandModelProperty_T`, read
 * 2026-11-27). The ones this hub has no data for are accepted and, as the hub does for a repo
 * without that data, left out of the answer.
 */
const EXPANDABLE: readonly string[] = [
	"author",
	"baseModels",
	"cardData",
	"childrenModelCount",
	"config",
	"createdAt",
	"disabled",
	"downloads",
	"downloadsAllTime",
	"evalResults",
	"gated",
	"gguf",
	"inference",
	"inferenceProviderMapping",
	"lastModified",
	"library_name",
	"likes",
	"mask_token",
	"model-index",
	"pipeline_tag",
	"private",
	"resourceGroup",
	"safetensors",
	"sha",
	"siblings",
	"spaces",
	"tags",
	"transformersInfo",
	"trendingScore",
	"usedStorage",
	"widgetData",
	"xetEnabled",
];

const DEFAULT_FIELDS = Object.keys(FIELDS).filter((field) => field !== "inferenceProviderMapping");

/** A model is on the hub when it has hub facts or some mapping that is not client-side only. */
function listed(model: SeedModel): boolean {
	return model.hub !== undefined || mappingEntries(model).length > 0;
}

/** A model on the hub that every caller can read (public or gated; not private). */
export function hubModel(ctx: RequestContext, id: string): SeedModel | undefined {
	const model = ctx.registry.model(id);
	return model && listed(model) && readable(model) ? model : undefined;
}

/** The `expand[]` (or `expand`) fields asked for, each one the hub offers. */
export function expandedFields(ctx: RequestContext): string[] {
	const expand = [...ctx.query.getAll("expand[]"), ...ctx.query.getAll("expand")];
	const unknown = expand.filter((field) => !EXPANDABLE.includes(field));
	if (unknown.length > 0) {
		throw new EmulatorError(
			400,
			`"expand" must be one of [${EXPANDABLE.join(", ")}]; got ${unknown.join(", ")}`,
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
		const value = Object.hasOwn(FIELDS, field) ? FIELDS[field]?.(model) : undefined;
		if (value !== undefined) info[field] = value;
	}
	return info;
}

/** Revisions every repo here has: its default branch, `HEAD` and its one commit. */
function knownRevision(model: SeedModel, revision: string): boolean {
	return revision === "main" || revision === "HEAD" || revision === modelSha(model);
}

/** A path segment as the client meant it; a malformed escape stays as sent (and names no revision). */
function decoded(segment: string): string {
	try {
		return decodeURIComponent(segment);
	} catch {
		return segment;
	}
}

/** `path` is what follows `/api/models/`: `owner/name` or `owner/name/revision/<rev>`. */
export function modelInfo(ctx: RequestContext, path: string): Reply {
	const expand = expandedFields(ctx);
	const parts = /^(.+?)\/revision\/([^/]+)$/.exec(path);
	const id = parts?.[1] ?? path;
	const model = hubModel(ctx, id);
	if (!model) throw repoNotFound(ctx);
	const revision = parts?.[2] === undefined ? undefined : decoded(parts[2]);
	if (revision !== undefined && !knownRevision(model, revision)) throw revisionNotFound(revision);
	return jsonReply(200, describeModel(model, expand));
}
