import type { InferenceTask } from "../../inference-tasks.js";
import type { AnswerReader, ProviderIdentity, ResponseContext } from "../helper.js";
import { jobFailed, jobState, pollHeaders, rebased } from "./polled-job-answer.js";
import { PREDICTION_JOB } from "./prediction.js";

const PENDING = new Set(["starting", "processing"]);

/** Replicate's prediction object, as far as the client reads it. */
export interface Prediction {
	status?: string;
	output?: unknown;
	error?: unknown;
	urls?: { get?: unknown };
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
 * A prediction's answer: followed until it ends, then `output` makes the task's output from it (or
 * from a Blob, when the model answers with one).
 */
/* @__NO_SIDE_EFFECTS__ */
export function predictionAnswer<Output>(
	owner: ProviderIdentity,
	output: (prediction: Prediction | Blob, ctx: ResponseContext) => Output | Promise<Output>,
): AnswerReader<Output> {
	return async (data, ctx) => output(await finished(owner, data, ctx), ctx);
}
