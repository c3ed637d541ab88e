import type { InferenceTask } from "../../inference-tasks.js";
import { encodeIdPath } from "../../validation/ids.js";
import type {
	MediaRecipe,
	ProviderIdentity,
	RequestContext,
	ResponseContext,
	TaskHelper,
} from "../helper.js";
import { jsonCall } from "./json-call.js";
import { expectShape, isString, malformed, shape } from "./output-checks.js";
import { type JobPlan, jobFailed, jobRecipe, jobState, located, pollHeaders } from "./polled-job.js";

/**
 * fal's queue: the submission's `response_url` names the job; its `/status` is checked every 500 ms
 * until COMPLETED, then the result is fetched at the URL itself. Both keep the submission's query.
 */
const QUEUE_JOB: JobPlan = {
	status: { link: ["response_url"], suffix: "/status", keepQuery: true },
	field: ["status"],
	done: ["COMPLETED"],
	failed: ["FAILED", "ERROR", "CANCELLED", "CANCELED"],
	intervalMs: 500,
	result: { link: ["response_url"], keepQuery: true },
};

export interface QueuedJobSpec<Output> {
	task: InferenceTask;
	body(ctx: RequestContext): Record<string, unknown>;
	/** Replaces the submission URL (an endpoint one path segment up, for image-less calls). */
	url?(ctx: RequestContext): string | undefined;
	/** Where the produced file is in the finished job's result. */
	media: MediaRecipe;
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
function settle(label: string, task: InferenceTask) {
	return (answer: unknown): true | undefined => {
		const { status, error } = (answer ?? {}) as { status?: unknown; error?: unknown };
		if (typeof status !== "string") throw malformed(label, task, "a queue status {status: string}");
		const state = jobState(QUEUE_JOB, answer);
		if (state === "failed") throw jobFailed(label, task, error ?? status);
		if (state !== "done") return undefined;
		if (typeof error === "string" && error.length > 0) throw jobFailed(label, task, error);
		return true;
	};
}

/** The result of a queued job, once its status says it is done. */
async function queuedResult(
	owner: ProviderIdentity,
	data: unknown,
	ctx: ResponseContext,
): Promise<Record<string, unknown>> {
	const label = owner.label;
	const task = ctx.task;
	const expected = "{request_id: string, response_url: string}";
	const submitted = expectShape<Submission>(
		data,
		shape({ request_id: isString, response_url: isString }),
		label,
		task,
		expected,
	);
	// The answer names the job by the app's own path (which may differ from the mapped id); the
	// submission's query (`_subdomain=queue` through the router) must follow it.
	const status = located(QUEUE_JOB.status, submitted, ctx);
	const result = QUEUE_JOB.result && located(QUEUE_JOB.result, submitted, ctx);
	if (status === undefined || result === undefined) throw malformed(label, task, expected);
	const headers = pollHeaders(ctx);
	if (jobState(QUEUE_JOB, submitted) !== "done") {
		await ctx.http.poll({
			url: status,
			headers,
			intervalMs: QUEUE_JOB.intervalMs,
			check: settle(label, task),
			label: `${owner.provider} ${task} job`,
		});
	}
	const answer = await ctx.http.getJson(result, headers);
	if (typeof answer !== "object" || answer === null || Array.isArray(answer)) {
		throw malformed(label, task, "a result object");
	}
	return answer as Record<string, unknown>;
}

/**
 * fal's queue: the POST goes to the queue host (through the router, to the same path with
 * `?_subdomain=queue`), the answer names the job, and its status is polled until the result can
 * be fetched. Provider keys go as `Authorization: Key …`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function queuedJob<Output>(owner: ProviderIdentity, spec: QueuedJobSpec<Output>): TaskHelper<Output> {
	return jsonCall<Output>({
		provider: owner.provider,
		task: spec.task,
		host: "queue",
		directAuthScheme: "Key",
		route: (ctx) => (ctx.routed ? `${encodeIdPath(ctx.model)}?_subdomain=queue` : encodeIdPath(ctx.model)),
		body: spec.body,
		...(spec.url ? { url: spec.url } : {}),
		...(spec.acceptedMediaTypes ? { acceptedMediaTypes: spec.acceptedMediaTypes } : {}),
		output: async (data, ctx) => spec.output(await queuedResult(owner, data, ctx), ctx),
		answer: { job: jobRecipe(QUEUE_JOB), media: spec.media },
	});
}
