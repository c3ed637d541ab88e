const BASE_DELAY_MS = 500;
const MAX_BACKOFF_MS = 8_000;

/** Exponential backoff with jitter (half to full of the step), so clients that failed together do not return together. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
	const step = Math.min(MAX_BACKOFF_MS, BASE_DELAY_MS * 2 ** attempt);
	return Math.round(step * (0.5 + random() * 0.5));
}

/**
 * How long the server asked us to wait, in ms: `Retry-After` (seconds or an HTTP date), else the
 * `estimated_time` (seconds) a loading model reports. Undefined when it said nothing.
 */
export function requestedDelay(
	headers: Headers,
	body: unknown,
	now: number = Date.now(),
): number | undefined {
	const header = headers.get("retry-after");
	if (header) {
		const seconds = Number(header);
		if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
		const date = Date.parse(header);
		if (Number.isFinite(date)) return Math.max(0, date - now);
	}
	const estimated = (body as { estimated_time?: unknown } | null)?.estimated_time;
	if (typeof estimated === "number" && Number.isFinite(estimated) && estimated >= 0) return estimated * 1000;
	return undefined;
}
