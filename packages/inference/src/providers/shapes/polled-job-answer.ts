import { InferenceClientProviderOutputError } from "../../errors/errors.js";
import type { InferenceTask } from "../../inference-tasks.js";
import type { AnswerReader, FieldPath, JobLocation, JobRecipe, ResponseContext } from "../helper.js";
import { malformed } from "./output-checks.js";
import type { JobPlan } from "./polled-job.js";

// How the client follows a job to its end; the submissions are in polled-job.ts, and the snippets
// write the same steps from the same plans.

/** The main request's headers for a GET status check: same credential, no body type. */
export function pollHeaders(ctx: ResponseContext): Record<string, string> {
	const { "Content-Type": _type, ...headers } = ctx.headers;
	return headers;
}

/**
 * A link the provider gave, moved onto the base this call uses. Providers answer with their own
 * host, but a routed call must keep going through the router, and a direct call through whatever
 * base the caller chose (a proxy, an emulator).
 */
export function rebased(ctx: ResponseContext, link: string, label: string, expected: string): string {
	const url = onBase(ctx, link);
	if (url === undefined) throw malformed(label, ctx.task, expected);
	return url;
}

/** A link's path on this call's base; undefined when the link is not a URL. */
function onBase(ctx: ResponseContext, link: string): string | undefined {
	try {
		return `${ctx.baseUrl}${new URL(link).pathname}`;
	} catch {
		return undefined;
	}
}

/** The value at `path` in an answer, or undefined when the path leads nowhere. */
export function fieldAt(answer: unknown, path: FieldPath): unknown {
	let value = answer;
	for (const key of path) {
		if (value === null || typeof value !== "object") return undefined;
		value = (value as Record<string | number, unknown>)[key];
	}
	return value;
}

/**
 * The URL a job location names in an answer, on this call's base; undefined when the answer lacks
 * the link or id. The snippets write the same steps from the same location.
 */
export function located(location: JobLocation, answer: unknown, ctx: ResponseContext): string | undefined {
	if ("link" in location) {
		const link = fieldAt(answer, location.link);
		const url = typeof link === "string" ? onBase(ctx, link) : undefined;
		if (url === undefined) return undefined;
		const query = location.keepQuery ? new URL(ctx.url).search : "";
		return `${url}${location.suffix ?? ""}${query}`;
	}
	const id = fieldAt(answer, location.id);
	if (typeof id !== "string" || id.length === 0) return undefined;
	return `${location.from === "base" ? ctx.baseUrl : ctx.url}${location.before}${encodeURIComponent(id)}`;
}

/** Where a job stands by its status field: finished, failed, or (any other value) still running. */
export function jobState(
	job: Pick<JobRecipe, "field" | "done" | "failed">,
	answer: unknown,
): "done" | "failed" | "running" {
	const status = fieldAt(answer, job.field);
	if (typeof status !== "string") return "running";
	if (job.done.includes(status)) return "done";
	return job.failed.includes(status) ? "failed" : "running";
}

/** The error for a job the provider reports as failed, with its own explanation. */
export function jobFailed(
	label: string,
	task: InferenceTask,
	reason: unknown,
): InferenceClientProviderOutputError {
	const detail = typeof reason === "string" && reason.length > 0 ? reason : "no reason given";
	return new InferenceClientProviderOutputError(`The ${label} ${task} job failed: ${detail}`);
}

export interface PolledJobAnswerSpec<Job, Output> {
	provider: string;
	/** The provider's name in messages. */
	label: string;
	task: InferenceTask;
	/** The plan the job was submitted with. */
	job: JobPlan;
	/** The submission's answer as expected, for the message when it names no job at `job.status`. */
	submitted: string;
	/** Refuses a submission's answer beyond naming no job (one that says the job was refused). */
	checkSubmission?(submitted: unknown): void;
	/** The finished job from a status answer (read by `job`), undefined while it runs; throws when it failed. */
	settle(status: unknown): Job | undefined;
	output(job: Job, ctx: ResponseContext): Output | Promise<Output>;
}

/**
 * A submitted job followed to its end: GETs on its status URL at the provider's pace until it
 * finishes or fails. The polls go through `ctx.http.poll`, so the caller's bounds, signal and
 * retries apply to them as to the submission.
 */
/* @__NO_SIDE_EFFECTS__ */
export function polledJobAnswer<Job, Output>(spec: PolledJobAnswerSpec<Job, Output>): AnswerReader<Output> {
	const { intervalMs, maxAttempts, settlesOnSubmit } = spec.job;
	return async (data, ctx) => {
		spec.checkSubmission?.(data);
		const url = located(spec.job.status, data, ctx);
		if (url === undefined) throw malformed(spec.label, spec.task, spec.submitted);
		const job =
			(settlesOnSubmit ? spec.settle(data) : undefined) ??
			(await ctx.http.poll({
				url,
				headers: pollHeaders(ctx),
				intervalMs,
				...(maxAttempts ? { maxAttempts } : {}),
				check: spec.settle,
				label: `${spec.provider} ${spec.task} job`,
			}));
		return spec.output(job, ctx);
	};
}
