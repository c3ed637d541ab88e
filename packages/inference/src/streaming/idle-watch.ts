import { InferenceClientTimeoutError } from "../errors/errors.js";
import { arm, type CallContext, type Timer } from "../request/call-context.js";

/**
 * The default longest silence in a stream. Providers send tokens every few milliseconds; the
 * proxies in front of them (nginx's `proxy_read_timeout`, AWS load balancers) cut a connection
 * idle for 60 s by default anyway, so a longer silence is a dead stream.
 */
export const DEFAULT_IDLE_TIMEOUT_MS = 60_000;

/** How many times per idle limit a stream's progress is sampled: the silence is noticed within a quarter more. */
const IDLE_SAMPLES = 4;

/**
 * From now on the call is a stream that has opened: its own limit gives way to the idle limit,
 * checked against `progress`, a count that moves with every network chunk. Sampled rather than
 * restarted per chunk: a timer reset on every network chunk costs more than parsing it (measured
 * on the bench's 20 MB stream of 64-byte chunks, a stream as users read them). Returns
 * what stops the watch.
 */
export function watchIdle(ctx: CallContext, progress: () => number): () => void {
	ctx.endCallLimit();
	const idle = ctx.options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
	const sample = Math.max(1, Math.ceil(idle / IDLE_SAMPLES));
	let timer: Timer | undefined;
	let seen = progress();
	let movedAt = Date.now();
	const check = () => {
		const now = Date.now();
		const count = progress();
		if (count !== seen) {
			seen = count;
			movedAt = now;
		} else if (now - movedAt >= idle) {
			ctx.stop(
				new InferenceClientTimeoutError(
					idle,
					`The stream sent nothing for ${idle} ms (idleTimeoutMs); it was closed.`,
				),
			);
			return;
		}
		timer = arm(Math.min(sample, idle - (now - movedAt)), check);
	};
	timer = arm(Math.min(sample, idle), check);
	return () => clearTimeout(timer);
}
