import { EmulatorError } from "../errors/emulator-error.js";
import { checkOptionalHubToken } from "../server/auth.js";
import type { RequestContext } from "../server/context.js";
import type { Reply } from "../server/reply.js";
import { modelInfo } from "./model-info.js";
import { modelsList } from "./models-list.js";
import { tasksIndex } from "./tasks-index.js";

/** The slice of the hub API the inference client reads. */
export function serveHub(ctx: RequestContext): Reply {
	if (ctx.method !== "GET" && ctx.method !== "HEAD") {
		throw new EmulatorError(405, `Method ${ctx.method} is not allowed on ${ctx.pathname}`, {
			headers: { allow: "GET" },
		});
	}
	checkOptionalHubToken(ctx);
	if (/^\/api\/models\/?$/.test(ctx.pathname)) return modelsList(ctx);
	const model = /^\/api\/models\/(.+?)\/?$/.exec(ctx.pathname);
	if (model?.[1]) return modelInfo(ctx, model[1]);
	if (/^\/api\/tasks\/?$/.test(ctx.pathname)) return tasksIndex(ctx);
	throw new EmulatorError(404, `Not found: no hub API at ${ctx.pathname}`);
}
