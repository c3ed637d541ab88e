import type { InferenceTask } from "../../config/tasks.js";
import { encodeIdPath } from "../../validation/ids.js";
import type { RequestContext, ResponseContext, TaskHelper } from "../helper.js";
import { jsonCall } from "./json-call.js";
import { expectShape, isString, malformed, shape } from "./output-checks.js";
import { jobFailed, pollHeaders, rebased } from "./polled-job.js";

const LABEL = "Fal.ai";
const POLL_INTERVAL_MS = 500;
const FAILED_STATUSES = new Set(["FAILED", "ERROR", "CANCELLED", "CANCELED"]);

export interface QueuedJobSpec<Output> {
	task: InferenceTask;
	body(ctx: RequestContext): Record<string, unknown>;
	/** Replaces the submission URL (an endpoint one path segment up, for image-less calls). */
	url?(ctx: RequestContext): string | undefined;
	/** The task's output from the finished job's result. */
	output(result: Record<string, unknown>, ctx: ResponseContext): Output | Promise<Output>;
	/** The media types fal decodes for the input, where it restricts them. */
	acceptedMediaTypes?: readonly string[];
}

interface Submission {
	request_id: string;
	response_url: string;
	status?: unknown;
}

/* @__NO_SIDE_EFFECTS__ */
function settle(task: InferenceTask) {
	return (answer: unknown): true | undefined => {
		const { status, error } = (answer ?? {}) as { status?: unknown; error?: unknown };
		if (typeof status !== "string") throw malformed(LABEL, task, "a queue status {status: string}");
		if (FAILED_STATUSES.has(status)) throw jobFailed(LABEL, task, error ?? status);
		if (status !== "COMPLETED") return undefined;
		if (typeof error === "string" && error.length > 0) throw jobFailed(LABEL, task, error);
		return true;
	};
}

/** The result of a queued job, once its status says it is done. */
async function queuedResult(data: unknown, ctx: ResponseContext): Promise<Record<string, unknown>> {
	const task = ctx.task;
	const expected = "{request_id: string, response_url: string}";
	const submitted = expectShape<Submission>(
		data,
		shape({ request_id: isString, response_url: isString }),
		LABEL,
		task,
		expected,
	);
	// The answer names the job by the app's own path (which may differ from the mapped id); the
	// submission's query (`_subdomain=queue` through the router) must follow it.
	const job = rebased(ctx, submitted.response_url, LABEL, expected);
	const query = new URL(ctx.url).search;
	const headers = pollHeaders(ctx);
	if (submitted.status !== "COMPLETED") {
		await ctx.http.poll({
			url: `${job}/status${query}`,
			headers,
			intervalMs: POLL_INTERVAL_MS,
			check: settle(task),
			label: `fal-ai ${task} job`,
		});
	}
	const result = await ctx.http.getJson(`${job}${query}`, headers);
	if (typeof result !== "object" || result === null || Array.isArray(result)) {
		throw malformed(LABEL, task, "a result object");
	}
	return result as Record<string, unknown>;
}

/**
 * fal's queue: the POST goes to the queue host (through the router, to the same path with
 * `?_subdomain=queue`), the answer names the job, and its status is polled until the result can
 * be fetched. Provider keys go as `Authorization: Key …`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function queuedJob<Output>(spec: QueuedJobSpec<Output>): TaskHelper<Output> {
	return jsonCall<Output>({
		provider: "fal-ai",
		task: spec.task,
		host: "queue",
		pollsJob: true,
		directAuthScheme: "Key",
		route: (ctx) => (ctx.routed ? `${encodeIdPath(ctx.model)}?_subdomain=queue` : encodeIdPath(ctx.model)),
		body: spec.body,
		...(spec.url ? { url: spec.url } : {}),
		...(spec.acceptedMediaTypes ? { acceptedMediaTypes: spec.acceptedMediaTypes } : {}),
		output: async (data, ctx) => spec.output(await queuedResult(data, ctx), ctx),
	});
}
