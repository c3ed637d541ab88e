import { InferenceClientTimeoutError } from "../errors/errors.js";
import type { FollowUp, PollSpec } from "../providers/helper.js";
import { blobFromDataUrl } from "../utils/binary.js";
import { type CallContext, sleep } from "./call-context.js";
import { readResponse } from "./read-response.js";
import { send } from "./send.js";

const DEFAULT_MAX_POLLS = 600;
const DEFAULT_MAX_POLL_MS = 10 * 60_000;

/** The follow-up requests a helper may make (polls, result fetches, downloads), all with the call's fetch, signal and retries. */
export function followUp(ctx: CallContext, label: string): FollowUp {
	const getJson = async (url: string, headers: Record<string, string> = {}) =>
		readResponse(await send({ url, method: "GET", headers }, ctx), label);
	return {
		getJson,
		async download(url) {
			const inline = blobFromDataUrl(url);
			if (inline) return inline;
			const response = await send({ url, method: "GET", headers: {} }, ctx);
			return readBlob(response, label);
		},
		async poll<T>(spec: PollSpec<T>): Promise<T> {
			const polling = ctx.options.polling ?? {};
			const interval = polling.intervalMs ?? spec.intervalMs;
			const maxAttempts = polling.maxAttempts ?? DEFAULT_MAX_POLLS;
			const maxDuration = polling.maxDurationMs ?? DEFAULT_MAX_POLL_MS;
			const started = Date.now();
			for (let attempt = 1; ; attempt++) {
				await sleep(interval, ctx.signal);
				const status =
					spec.method === "POST"
						? readResponse(
								await send({ url: spec.url, method: "POST", headers: spec.headers ?? {} }, ctx),
								label,
							)
						: getJson(spec.url, spec.headers);
				const result = spec.check(await status);
				if (result !== undefined) return result;
				const elapsed = Date.now() - started;
				if (attempt >= maxAttempts || elapsed + interval > maxDuration) {
					throw new InferenceClientTimeoutError(
						elapsed,
						`The ${spec.label} was still running after ${attempt} status checks (${Math.round(elapsed / 1000)} s); polling stopped.`,
					);
				}
			}
		},
	};
}

async function readBlob(response: Response, label: string): Promise<Blob> {
	const body = await readResponse(response, label);
	if (body instanceof Blob) return body;
	return new Blob([JSON.stringify(body)], { type: "application/json" });
}
