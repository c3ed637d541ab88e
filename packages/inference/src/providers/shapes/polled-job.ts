import { pollBound } from "../../defaults/polling.js";
import { InferenceClientProviderOutputError } from "../../errors/errors.js";
import type { InferenceTask } from "../../inference-tasks.js";
import type {
	FieldPath,
	JobLocation,
	JobRecipe,
	MediaRecipe,
	RequestContext,
	ResponseContext,
	TaskHelper,
} from "../helper.js";
import { jsonCall } from "./json-call.js";
import { malformed } from "./output-checks.js";

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

/** The error for a job the provider reports as failed, with its own explanation. */
export function jobFailed(
	label: string,
	task: InferenceTask,
	reason: unknown,
): InferenceClientProviderOutputError {
	const detail = typeof reason === "string" && reason.length > 0 ? reason : "no reason given";
	return new InferenceClientProviderOutputError(`The ${label} ${task} job failed: ${detail}`);
}

export interface PolledJobSpec<Job, Output> {
	provider: string;
	/** The provider's name in messages. */
	label: string;
	task: InferenceTask;
	route(ctx: RequestContext): string;
	body(ctx: RequestContext): Record<string, unknown>;
	headers?(ctx: RequestContext): Record<string, string>;
	/** Where and how the job is followed: the client polls by it, and snippets are written from it. */
	job: JobPlan;
	/** Where the produced file is in the finished job. */
	media: MediaRecipe;
	/** The submission's answer as expected, for the message when it names no job at `job.status`. */
	submitted: string;
	/** Refuses a submission's answer beyond naming no job (one that says the job was refused). */
	checkSubmission?(submitted: unknown): void;
	/** The finished job from a status answer (read by `job`), undefined while it runs; throws when it failed. */
	settle(status: unknown): Job | undefined;
	output(job: Job, ctx: ResponseContext): Output | Promise<Output>;
}

/**
 * An asynchronous job: a POST submits it, GETs on a status URL follow at the provider's pace until
 * it finishes or fails. The polls go through `ctx.http.poll`, so the caller's bounds, signal and
 * retries apply to them as to the submission.
 */
/* @__NO_SIDE_EFFECTS__ */
export function polledJob<Job, Output>(spec: PolledJobSpec<Job, Output>): TaskHelper<Output> {
	const { intervalMs, maxAttempts, settlesOnSubmit } = spec.job;
	return jsonCall<Output>({
		provider: spec.provider,
		task: spec.task,
		route: spec.route,
		body: spec.body,
		...(spec.headers ? { headers: spec.headers } : {}),
		async output(data, ctx) {
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
		},
		answer: { job: jobRecipe(spec.job), media: spec.media },
	});
}
