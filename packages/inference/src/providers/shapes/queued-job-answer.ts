import type { InferenceTask } from "../../inference-tasks.js";
import type { AnswerReader, ProviderIdentity, ResponseContext } from "../helper.js";
import { expectShape, isString, malformed, shape } from "./output-checks.js";
import { jobFailed, jobState, located, pollHeaders } from "./polled-job-answer.js";
import { QUEUE_JOB } from "./queued-job.js";

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
 * A queued job's answer: the submission names the job, its status is polled until done, and the
 * result is fetched; `output` makes the task's output from that result.
 */
/* @__NO_SIDE_EFFECTS__ */
export function queuedJobAnswer<Output>(
	owner: ProviderIdentity,
	output: (result: Record<string, unknown>, ctx: ResponseContext) => Output | Promise<Output>,
): AnswerReader<Output> {
	return async (data, ctx) => output(await queuedResult(owner, data, ctx), ctx);
}
