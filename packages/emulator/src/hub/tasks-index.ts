import type { RequestContext } from "../server/context.js";
import { jsonReply, type Reply } from "../server/reply.js";
import { hubModel } from "./model-info.js";

/** `GET /api/tasks`: every pipeline tag of the registry with its models, the default (first seeded) first. */
export function tasksIndex(ctx: RequestContext): Reply {
	const tasks: Record<string, { id: string; models: Array<{ id: string }> }> = {};
	for (const model of ctx.registry.models) {
		if (!hubModel(ctx, model.id)) continue;
		tasks[model.pipeline_tag] ??= { id: model.pipeline_tag, models: [] };
		tasks[model.pipeline_tag]?.models.push({ id: model.id });
	}
	return jsonReply(200, tasks);
}
