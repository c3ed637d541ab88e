import { InferenceClientProviderOutputError } from "../errors/errors.js";

/** The successful answer: parsed JSON when the server says JSON, else the bytes as a Blob. */
export async function readResponse(response: Response, label: string, alwaysJson = false): Promise<unknown> {
	try {
		return alwaysJson || (response.headers.get("content-type") ?? "").includes("json")
			? await response.json()
			: await response.blob();
	} catch (error) {
		if (error instanceof SyntaxError) {
			throw new InferenceClientProviderOutputError(
				`Received malformed response from ${label}: the body is not valid JSON.`,
				{ cause: error },
			);
		}
		if (error instanceof DOMException && error.name === "AbortError") throw error;
		throw new InferenceClientProviderOutputError(
			`Received an incomplete response from ${label}: the connection closed before the body ended.`,
			{ cause: error },
		);
	}
}
