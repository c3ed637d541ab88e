/** The client's bounds on following a job, when neither the caller nor the provider sets them. */
export const DEFAULT_MAX_POLLS = 600;
export const DEFAULT_MAX_POLL_MS = 10 * 60_000;

/**
 * How many status checks a job gets by default at a provider's pace: its own limit, else as many
 * as the client's attempt limit and time limit both allow. Code written for a reader (snippets)
 * stops where the client would.
 */
export function pollBound(intervalMs: number, maxAttempts?: number): number {
	return maxAttempts ?? Math.min(DEFAULT_MAX_POLLS, Math.floor(DEFAULT_MAX_POLL_MS / intervalMs));
}
