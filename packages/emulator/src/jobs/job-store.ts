/**
 * Asynchronous jobs (fal queue requests, Replicate predictions, Together videos, Novita, WaveSpeed and
 * Z.ai tasks). A job's result is computed when it is created; polls only move it along: the first
 * `pollSteps` status polls answer "in progress", and the job is complete from then on.
 */

export interface Job {
	id: string;
	provider: string;
	/** Whether it was created through the router or directly: it can only be polled the same way. */
	surface: "routed" | "direct";
	/** What else a poll must name to find it: the fal app path, or the model. */
	scope: string;
	/** Polls answered so far. */
	polls: number;
	result: Record<string, unknown>;
}

export interface JobStore {
	/** Numbers the jobs in creation order, so ids can be derived from it deterministically. */
	nextNumber(): number;
	add(job: Omit<Job, "polls">): Job;
	get(id: string): Job | undefined;
	/** Counts one status poll; true when this poll finds the job complete. */
	advance(job: Job): boolean;
	isDone(job: Job): boolean;
	/** Completes a job at once (a Replicate prediction created with `Prefer: wait`), unless holds run out. */
	finish(job: Job): void;
	clear(): void;
}

export function createJobStore(pollSteps: number, holdsComplete = true): JobStore {
	const jobs = new Map<string, Job>();
	let counter = 0;
	const isDone = (job: Job) => job.polls >= pollSteps;
	return {
		nextNumber: () => ++counter,
		add(job) {
			const stored = { ...job, polls: 0 };
			jobs.set(job.id, stored);
			return stored;
		},
		get: (id) => jobs.get(id),
		advance(job) {
			const done = isDone(job);
			job.polls++;
			return done;
		},
		isDone,
		finish(job) {
			if (holdsComplete) job.polls = Math.max(job.polls, pollSteps);
		},
		clear() {
			jobs.clear();
			counter = 0;
		},
	};
}
