import { pollBound } from "../../defaults/polling.js";
import type { InferenceTask } from "../../inference-tasks.js";
import type { JobRecipe, MediaRecipe, RequestContext, RequestHelper } from "../helper.js";
import { jsonCall } from "./json-call.js";

/** A job's recipe as a provider declares it: the client's default bound fills in a missing limit. */
export type JobPlan = Omit<JobRecipe, "maxAttempts" | "settlesOnSubmit"> & {
	maxAttempts?: number;
	settlesOnSubmit?: boolean;
};

/** The recipe the snippets follow, from the plan the client polls by. */
export function jobRecipe(plan: JobPlan): JobRecipe {
	return {
		...plan,
		settlesOnSubmit: plan.settlesOnSubmit ?? false,
		maxAttempts: pollBound(plan.intervalMs, plan.maxAttempts),
	};
}

export interface PolledJobSpec {
	provider: string;
	task: InferenceTask;
	route(ctx: RequestContext): string;
	body(ctx: RequestContext): Record<string, unknown>;
	headers?(ctx: RequestContext): Record<string, string>;
	/** Where and how the job is followed: the client polls by it, and snippets are written from it. */
	job: JobPlan;
	/** Where the produced file is in the finished job. */
	media: MediaRecipe;
}

/**
 * An asynchronous job: a POST submits it, GETs on a status URL follow at the provider's pace until
 * it finishes or fails (`polledJobAnswer`, from the same plan).
 */
/* @__NO_SIDE_EFFECTS__ */
export function polledJob(spec: PolledJobSpec): RequestHelper {
	return jsonCall({
		provider: spec.provider,
		task: spec.task,
		route: spec.route,
		body: spec.body,
		...(spec.headers ? { headers: spec.headers } : {}),
		answer: { job: jobRecipe(spec.job), media: spec.media },
	});
}
