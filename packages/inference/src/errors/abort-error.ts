import { InferenceClientError } from "./errors.js";

/** The longest part of the caller's reason quoted in the message; the whole reason stays in `cause`. */
const REASON_CHARS = 200;

/**
 * The caller aborted the call (its `signal` fired). Named "AbortError", like the DOMException that
 * fetch throws, so `error.name === "AbortError"` checks keep working; the caller's own reason is the
 * `cause`.
 */
export class InferenceClientAbortError extends InferenceClientError {
	constructor(reason?: unknown) {
		const said =
			reason instanceof Error && reason.name !== "AbortError" && reason.message
				? ` (${reason.message.slice(0, REASON_CHARS)})`
				: "";
		super(`The call was aborted${said}.`, { cause: reason });
		this.name = "AbortError";
	}
}
