import { InferenceClientError } from "./errors.js";

/** The longest part of the caller's reason quoted in the message; the whole reason stays in `cause`. */
const REASON_CHARS = 200;

/**
 * The caller aborted the call (its `signal` fired). Named "AbortError", like the DOMException that
 * fetch throws, so `error.name === "AbortError"` checks keep working; the caller's own reason is the
 * `cause`.
 *
 * @example
 * ```ts
 * import { InferenceClient, InferenceClientAbortError } from "@hubkit/inference";
 *
 * const client = new InferenceClient(process.env.HF_TOKEN);
 * const controller = new AbortController();
 * const reply = client.chatCompletion(
 * 	{ model: "meta-llama/Llama-3.1-8B-Instruct", messages: [{ role: "user", content: "Hello" }] },
 * 	{ signal: controller.signal },
 * );
 * controller.abort(new Error("The reader closed the page"));
 * try {
 * 	await reply;
 * } catch (error) {
 * 	if (error instanceof InferenceClientAbortError) console.log(error.message); // The call was aborted (The reader closed the page).
 * 	else throw error;
 * }
 * ```
 */
export class InferenceClientAbortError extends InferenceClientError {
	/** @param reason - The signal's reason; kept as `cause`, and quoted in the message when it is an Error. */
	constructor(reason?: unknown) {
		const said =
			reason instanceof Error && reason.name !== "AbortError" && reason.message
				? ` (${reason.message.slice(0, REASON_CHARS)})`
				: "";
		super(`The call was aborted${said}.`, { cause: reason });
		this.name = "AbortError";
	}
}
