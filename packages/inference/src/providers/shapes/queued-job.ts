import type { InferenceTask } from "../../inference-tasks.js";
import { encodeIdPath } from "../../validation/ids.js";
import type { MediaRecipe, RequestContext, RequestHelper } from "../helper.js";
import { jsonCall } from "./json-call.js";
import { type JobPlan, jobRecipe } from "./polled-job.js";

/**
 * fal's queue: the submission's `response_url` names the job; its `/status` is checked every 500 ms
 * until COMPLETED, then the result is fetched at the URL itself. Both keep the submission's query.
 */
export const QUEUE_JOB: JobPlan = {
	status: { link: ["response_url"], suffix: "/status", keepQuery: true },
	field: ["status"],
	done: ["COMPLETED"],
	failed: ["FAILED", "ERROR", "CANCELLED", "CANCELED"],
	intervalMs: 500,
	result: { link: ["response_url"], keepQuery: true },
};

export interface QueuedJobSpec {
	task: InferenceTask;
	body(ctx: RequestContext): Record<string, unknown>;
	/** Replaces the submission URL (an endpoint one path segment up, for image-less calls). */
	url?(ctx: RequestContext): string | undefined;
	/** Where the produced file is in the finished job's result. */
	media: MediaRecipe;
	/** The media types fal decodes for the input, where it restricts them. */
	acceptedMediaTypes?: readonly string[];
}

/**
 * fal's queue: the POST goes to the queue host (through the router, to the same path with
 * `?_subdomain=queue`), the answer names the job, and its status is polled until the result can
 * be fetched (`queuedJobAnswer`). Provider keys go as `Authorization: Key …`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function queuedJob(provider: string, spec: QueuedJobSpec): RequestHelper {
	return jsonCall({
		provider,
		task: spec.task,
		host: "queue",
		directAuthScheme: "Key",
		route: (ctx) => (ctx.routed ? `${encodeIdPath(ctx.model)}?_subdomain=queue` : encodeIdPath(ctx.model)),
		body: spec.body,
		...(spec.url ? { url: spec.url } : {}),
		...(spec.acceptedMediaTypes ? { acceptedMediaTypes: spec.acceptedMediaTypes } : {}),
		answer: { job: jobRecipe(QUEUE_JOB), media: spec.media },
	});
}
