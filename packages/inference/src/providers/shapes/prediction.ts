import type { InferenceTask } from "../../inference-tasks.js";
import { encodeIdPath } from "../../validation/ids.js";
import type { RequestContext, RequestHelper } from "../helper.js";
import { jsonCall } from "./json-call.js";
import { type JobPlan, jobRecipe } from "./polled-job.js";

/**
 * A prediction still running when `Prefer: wait` gives up holding the request is followed on its
 * `urls.get` every second. Statuses other than these and the pending ones mean it is done.
 */
export const PREDICTION_JOB: JobPlan = {
	status: { link: ["urls", "get"] },
	field: ["status"],
	done: ["succeeded"],
	failed: ["failed", "canceled", "aborted"],
	settlesOnSubmit: true,
	intervalMs: 1000,
};

export interface PredictionSpec {
	task: InferenceTask;
	/** The model's `input` object. */
	input(ctx: RequestContext): Record<string, unknown>;
	/** The file the prediction's `output` links to, for tasks that make one. */
	media?: { type: string };
}

/**
 * A Replicate prediction: `v1/models/{owner}/{name}/predictions`, or `v1/predictions` with the
 * `version` when the mapped id pins one (`owner/name:version`). The API refuses requests without an
 * Authorization header, so one is always sent. Its answer: `predictionAnswer`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function prediction(provider: string, spec: PredictionSpec): RequestHelper {
	return jsonCall({
		provider,
		task: spec.task,
		alwaysAuthorize: true,
		route: (ctx) =>
			ctx.model.includes(":") ? "v1/predictions" : `v1/models/${encodeIdPath(ctx.model)}/predictions`,
		headers: () => ({ Prefer: "wait" }),
		body(ctx) {
			const version = ctx.model.includes(":") ? ctx.model.split(":")[1] : undefined;
			return { input: spec.input(ctx), ...(version !== undefined ? { version } : {}) };
		},
		answer: {
			job: jobRecipe(PREDICTION_JOB),
			...(spec.media
				? { media: { in: "link", path: ["output"], maybeList: true, type: spec.media.type } }
				: {}),
		},
	});
}
