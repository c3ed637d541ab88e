import { InferenceClientProviderOutputError } from "../errors/errors.js";

/** The successful answer: parsed JSON when the server says JSON, else the bytes as a Blob. */
export async function readResponse(response: Response, label: string): Promise<unknown> {
	const type = response.headers.get("content-type") ?? "";
	let body: Blob | string;
	try {
		body = /json/.test(type) ? await response.text() : await response.blob();
	} catch (error) {
		throw new InferenceClientProviderOutputError(
			`Received an incomplete response from ${label}: the connection closed before the body ended.`,
			{ cause: error },
		);
	}
	if (typeof body !== "string") return body;
	try {
		return JSON.parse(body);
	} catch (error) {
		throw new InferenceClientProviderOutputError(
			`Received malformed response from ${label}: the body is not valid JSON (${body.length} characters).`,
			{ cause: error },
		);
	}
}
