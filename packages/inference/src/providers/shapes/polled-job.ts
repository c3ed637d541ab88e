import type { InferenceTask } from "../../config/tasks.js";
import { InferenceClientProviderOutputError } from "../../errors/errors.js";
import type { RequestContext, ResponseContext, TaskHelper } from "../helper.js";
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
	let path: string;
	try {
		path = new URL(link).pathname;
	} catch {
		throw malformed(label, ctx.task, expected);
	}
	return `${ctx.baseUrl}${path}`;
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
	/** The provider's own pace between status checks. */
	intervalMs: number;
	/** The provider's own limit on status checks, if it has one. */
	maxAttempts?: number;
	/** Where to check on the job the submission describes; throws when the answer names no job. */
	statusUrl(submitted: unknown, ctx: ResponseContext): string;
	/** The finished job from a status answer, undefined while it runs; throws when it failed. */
	settle(status: unknown): Job | undefined;
	/** The submission's own answer already carries the job's status (it may even be done). */
	settlesOnSubmit?: boolean;
	output(job: Job, ctx: ResponseContext): Output | Promise<Output>;
}

/**
 * An asynchronous job: a POST submits it, GETs on a status URL follow at the provider's pace until
 * it finishes or fails. The polls go through `ctx.http.poll`, so the caller's bounds, signal and
 * retries apply to them as to the submission.
 */
/* @__NO_SIDE_EFFECTS__ */
export function polledJob<Job, Output>(spec: PolledJobSpec<Job, Output>): TaskHelper<Output> {
	return jsonCall<Output>({
		provider: spec.provider,
		task: spec.task,
		route: spec.route,
		body: spec.body,
		pollsJob: true,
		...(spec.headers ? { headers: spec.headers } : {}),
		async output(data, ctx) {
			const url = spec.statusUrl(data, ctx);
			const job =
				(spec.settlesOnSubmit ? spec.settle(data) : undefined) ??
				(await ctx.http.poll({
					url,
					headers: pollHeaders(ctx),
					intervalMs: spec.intervalMs,
					...(spec.maxAttempts ? { maxAttempts: spec.maxAttempts } : {}),
					check: spec.settle,
					label: `${spec.provider} ${spec.task} job`,
				}));
			return spec.output(job, ctx);
		},
	});
}
