import { InferenceClientError, InferenceClientProviderOutputError } from "../errors/errors.js";
import { readCapped } from "./read-capped.js";

/**
 * The largest JSON answer read by default: room for big embedding batches and base64 masks, while
 * a server streaming JSON without end cannot take the process's memory.
 */
export const DEFAULT_MAX_JSON_BYTES = 128 * 1024 * 1024;

function tooLarge(label: string, limit: number): InferenceClientProviderOutputError {
	return new InferenceClientProviderOutputError(
		`Received a response from ${label} larger than ${limit} bytes (maxJsonResponseBytes); it was not read.`,
	);
}

/** A JSON body read with a ceiling: refused unread when its length says it is over, cut off when it grows past it. */
async function readJson(response: Response, label: string, limit: number): Promise<unknown> {
	// A minimal response object from a custom fetch has its body in memory already.
	if (!response.body) return response.json();
	const declared = Number(response.headers.get("content-length"));
	if (declared > limit) {
		response.body.cancel().catch(() => undefined);
		throw tooLarge(label, limit);
	}
	const { bytes, complete } = await readCapped(response, limit);
	if (!complete) throw tooLarge(label, limit);
	return JSON.parse(new TextDecoder().decode(bytes));
}

/**
 * The successful answer: parsed JSON when the server says JSON (at most `maxJsonBytes`), else the
 * bytes as a Blob (their size is the caller's business: an image or a video).
 */
export async function readResponse(
	response: Response,
	label: string,
	alwaysJson = false,
	maxJsonBytes = DEFAULT_MAX_JSON_BYTES,
): Promise<unknown> {
	try {
		return alwaysJson || (response.headers.get("content-type") ?? "").includes("json")
			? await readJson(response, label, maxJsonBytes)
			: await response.blob();
	} catch (error) {
		// Typed already: the call's abort or time limit, or the size limit above.
		if (error instanceof InferenceClientError) throw error;
		if (error instanceof SyntaxError) {
			throw new InferenceClientProviderOutputError(
				`Received malformed response from ${label}: the body is not valid JSON.`,
				{ cause: error },
			);
		}
		throw new InferenceClientProviderOutputError(
			`Received an incomplete response from ${label}: the connection closed before the body ended.`,
			{ cause: error },
		);
	}
}
