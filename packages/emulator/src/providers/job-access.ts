import { seedOf, timeOf } from "../answers/seed.js";
import { EmulatorError } from "../errors/emulator-error.js";
import type { Job } from "../jobs/job-store.js";
import type { ProviderCall } from "./call.js";

/** Creates a job for the provider being called; `formatId` shapes the deterministic seed like the provider's ids. */
export function createJob(
	call: ProviderCall,
	scope: string,
	result: Record<string, unknown>,
	formatId: (seed: string) => string,
): Job {
	const number = call.ctx.jobs.nextNumber();
	return call.ctx.jobs.add({
		id: formatId(seedOf(call.provider.name, scope, String(number))),
		provider: call.provider.name,
		surface: call.surface,
		scope,
		result,
	});
}

/** When a job was "created", in Unix seconds: fixed per job id, so answers stay deterministic. */
export function jobCreatedAt(job: Job): number {
	return timeOf(seedOf("created", job.id));
}

/**
 * The job a poll names. A job belongs to the provider and to the way it was created (router or direct,
 * two different accounts in reality), and, when given, to the scope the poll path names.
 */
export function findJob(call: ProviderCall, id: string, scope?: string): Job {
	const job = call.ctx.jobs.get(id);
	if (
		!job ||
		job.provider !== call.provider.name ||
		job.surface !== call.surface ||
		(scope !== undefined && job.scope !== scope)
	) {
		throw new EmulatorError(404, `Request ${id} not found.`);
	}
	return job;
}
