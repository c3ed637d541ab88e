import { EmulatorError } from "../errors/emulator-error.js";
import { PROVIDERS } from "../providers/catalog.js";
import { CLIENT_SIDE_PROVIDERS } from "../registry/registry.js";
import type { RequestContext } from "../server/context.js";
import { jsonReply, type Reply } from "../server/reply.js";
import { describeModel, expandedFields, hubModel, mappingEntries } from "./model-info.js";

/**
 * `GET /api/models?pipeline_tag=T&inference_provider=P&expand[]=inferenceProviderMapping&limit=N`:
 * the hub's model search, narrowed to the filters the hub's docs use to list what each provider serves.
 * Parameters it does not play are refused rather than ignored, so a caller relying on one finds out.
 */

const PARAMETERS = ["pipeline_tag", "inference_provider", "expand[]", "expand", "limit"];
/** The hub's own cap on one page of results. */
const MAX_LIMIT = 1000;

/** Providers the hub can filter on: every routed one, and `all` for "served by any provider". */
function hubProviders(): string[] {
	return PROVIDERS.map((provider) => provider.name).filter((name) => !CLIENT_SIDE_PROVIDERS.has(name));
}

/** The pipeline tags and provider tasks of the seeded registry: the tasks this hub knows. */
function knownTasks(ctx: RequestContext): Set<string> {
	return new Set(
		ctx.registry.models.flatMap((model) => [
			model.pipeline_tag,
			...model.inferenceProviderMapping.map((mapping) => mapping.task),
		]),
	);
}

function single(ctx: RequestContext, name: string): string | undefined {
	const values = ctx.query.getAll(name);
	if (values.length > 1) throw new EmulatorError(400, `"${name}" must be given at most once`);
	return values[0];
}

function limitOf(ctx: RequestContext): number {
	const raw = single(ctx, "limit");
	if (raw === undefined) return MAX_LIMIT;
	const limit = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
	if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
		throw new EmulatorError(400, `"limit" must be an integer from 1 to ${MAX_LIMIT}; got ${raw}`);
	}
	return limit;
}

export function modelsList(ctx: RequestContext): Reply {
	const unknown = [...new Set(ctx.query.keys())].filter((name) => !PARAMETERS.includes(name));
	if (unknown.length > 0) {
		throw new EmulatorError(
			400,
			`Unsupported query parameter ${unknown.join(", ")}: the emulated model search takes ${PARAMETERS.join(", ")}`,
		);
	}
	const expand = expandedFields(ctx);
	const limit = limitOf(ctx);
	const task = single(ctx, "pipeline_tag");
	const tasks = knownTasks(ctx);
	if (task !== undefined && !tasks.has(task)) {
		throw new EmulatorError(
			400,
			`"pipeline_tag" must be one of [${[...tasks].sort().join(", ")}]; got ${task}`,
		);
	}
	const provider = single(ctx, "inference_provider");
	const providers = hubProviders();
	if (provider !== undefined && provider !== "all" && !providers.includes(provider)) {
		throw new EmulatorError(
			400,
			`"inference_provider" must be "all" or one of [${providers.join(", ")}]; got ${provider}`,
		);
	}
	const models = ctx.registry.models.filter((model) => {
		if (!hubModel(ctx, model.id)) return false;
		if (task !== undefined && model.pipeline_tag !== task) return false;
		if (provider === undefined) return true;
		// The hub lists a model under a provider once that provider's mapping is live.
		return mappingEntries(model).some(
			(mapping) => mapping.status === "live" && (provider === "all" || mapping.provider === provider),
		);
	});
	return jsonReply(
		200,
		models.slice(0, limit).map((model) => describeModel(model, expand)),
	);
}
