import { DEFAULT_MAX_POLL_MS, DEFAULT_MAX_POLLS } from "../defaults/polling.js";
import { InferenceClientTimeoutError } from "../errors/errors.js";
import type { FollowUp, PollSpec } from "../providers/helper.js";
import { blobFromDataUrl } from "../utils/binary.js";
import { type CallContext, sleep } from "./call-context.js";
import { readResponse } from "./read-response.js";
import { send } from "./send.js";

/**
 * The follow-up requests a helper may make (polls, result fetches, downloads), all with the call's
 * fetch, signal and retries. A class rather than closures: one is made on every call, most unused.
 */
export class FollowUpRequests implements FollowUp {
	constructor(
		private readonly ctx: CallContext,
		private readonly label: string,
	) {}

	private read(response: Response): Promise<unknown> {
		const reading = readResponse(response, this.label, false, this.ctx.options.maxJsonResponseBytes);
		return this.ctx.customFetch ? this.ctx.race(reading) : reading;
	}

	async getJson(url: string, headers: Record<string, string> = {}): Promise<unknown> {
		return this.read(await send({ url, method: "GET", headers }, this.ctx));
	}

	async download(url: string): Promise<Blob> {
		const inline = blobFromDataUrl(url);
		if (inline) return inline;
		const body = await this.read(await send({ url, method: "GET", headers: {} }, this.ctx));
		return body instanceof Blob ? body : new Blob([JSON.stringify(body)], { type: "application/json" });
	}

	/**
	 * Checks on a job until it settles. `polling.maxDurationMs` is a deadline for the whole job from
	 * here on: a status request that never answers, the result fetch and the download all end when it
	 * passes, not only the waits between checks.
	 */
	async poll<T>(spec: PollSpec<T>): Promise<T> {
		const polling = this.ctx.options.polling ?? {};
		const interval = polling.intervalMs ?? spec.intervalMs;
		const maxAttempts = polling.maxAttempts ?? spec.maxAttempts ?? DEFAULT_MAX_POLLS;
		const maxDuration = polling.maxDurationMs ?? DEFAULT_MAX_POLL_MS;
		const started = Date.now();
		this.ctx.startJob(
			maxDuration,
			() =>
				new InferenceClientTimeoutError(
					maxDuration,
					`The ${spec.label} did not finish within ${maxDuration} ms (polling.maxDurationMs); it was abandoned.`,
				),
		);
		for (let attempt = 1; ; attempt++) {
			await sleep(interval, this.ctx.signal);
			const result = spec.check(await this.getJson(spec.url, spec.headers));
			if (result !== undefined) return result;
			const elapsed = Date.now() - started;
			if (attempt >= maxAttempts || elapsed + interval > maxDuration) {
				throw new InferenceClientTimeoutError(
					elapsed,
					`The ${spec.label} was still running after ${attempt} status checks (${Math.round(elapsed / 1000)} s); polling stopped.`,
				);
			}
		}
	}
}
