import type { InferenceTask } from "../../inference-tasks.js";
import { encodeIdPath } from "../../validation/ids.js";
import type { ProviderIdentity, RequestContext, ResponseContext, TaskHelper } from "../helper.js";
import { jsonCall } from "./json-call.js";
import { type JobPlan, jobFailed, jobRecipe, jobState, pollHeaders, rebased } from "./polled-job.js";

const PENDING = new Set(["starting", "processing"]);

/**
 * A prediction still running when `Prefer: wait` gives up holding the request is followed on its
 * `urls.get` every second. Statuses other than these and the pending ones mean it is done.
 */
const PREDICTION_JOB: JobPlan = {
	status: { link: ["urls", "get"] },
	field: ["status"],
	done: ["succeeded"],
	failed: ["failed", "canceled", "aborted"],
	settlesOnSubmit: true,
	intervalMs: 1000,
};

/** Replicate's prediction object, as far as the client reads it. */
export interface Prediction {
	status?: string;
	output?: unknown;
	error?: unknown;
	urls?: { get?: unknown };
}

export interface PredictionSpec<Output> {
	task: InferenceTask;
	/** The model's `input` object. */
	input(ctx: RequestContext): Record<string, unknown>;
	/** The file the prediction's `output` links to, for tasks that make one. */
	media?: { type: string };
	/** The task's output from the finished prediction (or from a Blob, when the model answers with one). */
	output(prediction: Prediction | Blob, ctx: ResponseContext): Output | Promise<Output>;
}

/* @__NO_SIDE_EFFECTS__ */
function settle(label: string, task: InferenceTask) {
	return (answer: unknown): Prediction | undefined => {
		const prediction = (answer ?? {}) as Prediction;
		if (typeof prediction.status !== "string" || !PENDING.has(prediction.status)) {
			if (jobState(PREDICTION_JOB, prediction) === "failed") throw jobFailed(label, task, prediction.error);
			return prediction;
		}
		return undefined;
	};
}

/**
 * With `Prefer: wait` Replicate holds the request until the prediction ends, up to its own limit;
 * a prediction still running then is followed on its `urls.get`, like any other job.
 */
async function finished(
	owner: ProviderIdentity,
	data: unknown,
	ctx: ResponseContext,
): Promise<Prediction | Blob> {
	if (data instanceof Blob) return data;
	const done = settle(owner.label, ctx.task)(data);
	if (done) return done;
	const link = (data as Prediction).urls?.get;
	if (typeof link !== "string") return data as Prediction;
	return ctx.http.poll({
		url: rebased(ctx, link, owner.label, "{urls: {get: string}}"),
		headers: pollHeaders(ctx),
		intervalMs: PREDICTION_JOB.intervalMs,
		check: settle(owner.label, ctx.task),
		label: `${owner.provider} ${ctx.task} prediction`,
	});
}

/**
 * A Replicate prediction: `v1/models/{owner}/{name}/predictions`, or `v1/predictions` with the
 * `version` when the mapped id pins one (`owner/name:version`). The API refuses requests without an
 * Authorization header, so one is always sent.
 */
/* @__NO_SIDE_EFFECTS__ */
export function prediction<Output>(
	owner: ProviderIdentity,
	spec: PredictionSpec<Output>,
): TaskHelper<Output> {
	return jsonCall<Output>({
		provider: owner.provider,
		task: spec.task,
		alwaysAuthorize: true,
		route: (ctx) =>
			ctx.model.includes(":") ? "v1/predictions" : `v1/models/${encodeIdPath(ctx.model)}/predictions`,
		headers: () => ({ Prefer: "wait" }),
		body(ctx) {
			const version = ctx.model.includes(":") ? ctx.model.split(":")[1] : undefined;
			return { input: spec.input(ctx), ...(version !== undefined ? { version } : {}) };
		},
		output: async (data, ctx) => spec.output(await finished(owner, data, ctx), ctx),
		answer: {
			job: jobRecipe(PREDICTION_JOB),
			...(spec.media
				? { media: { in: "link", path: ["output"], maybeList: true, type: spec.media.type } }
				: {}),
		},
	});
}
