import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	InferenceClientError,
	InferenceClientHubApiError,
	InferenceClientProviderApiError,
	InferenceClientTimeoutError,
} from "../src/errors/errors.js";

// Built at run time so the source never holds anything shaped like a real token.
const TOKEN = `hf_${"fake".repeat(8)}`;

const providerError = (token: string) =>
	new InferenceClientProviderApiError(
		`Failed to perform inference: invalid token ${token}`,
		{
			url: `https://user:${token}@router.example/hf-inference/models/x?access_token=${token}&keep=1`,
			method: "POST",
			headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "X-Api-Key": token },
			body: { inputs: `echo ${token}`, accessToken: token, nested: [{ token }] },
		},
		{ requestId: "req-42", status: 401, body: { error: `Token ${token} is invalid` } },
		[token],
	);

describe("errors", () => {
	it("carry status, request id, the request and the server's answer", () => {
		const error = providerError(TOKEN);
		expect(error).toBeInstanceOf(InferenceClientError);
		expect(error.name).toBe("ProviderApiError");
		expect(error.status).toBe(401);
		expect(error.requestId).toBe("req-42");
		expect(error.httpRequest.method).toBe("POST");
		expect(error.httpRequest.headers).toEqual({
			Authorization: "Bearer [redacted]",
			"Content-Type": "application/json",
			"X-Api-Key": "[redacted]",
		});
		expect(error.httpRequest.url).toBe(
			"https://router.example/hf-inference/models/x?access_token=%5Bredacted%5D&keep=1",
		);
		expect(error.message).toBe("Failed to perform inference: invalid token [redacted]");
	});

	it("never show the token: not in the message, any field, or String(error) (property)", () => {
		fc.assert(
			fc.property(
				fc.string({ minLength: 8, maxLength: 40 }).filter((s) => s.trim() === s && !/[%\s]/.test(s)),
				(raw) => {
					const token = `hf_${raw}`;
					const error = providerError(token);
					const shown = [
						String(error),
						error.message,
						JSON.stringify(error.httpRequest),
						JSON.stringify(error.httpResponse),
					];
					for (const text of shown) expect(text.includes(token)).toBe(false);
				},
			),
		);
	});

	it("keep the hub and timeout errors apart, with their own names", () => {
		const hub = new InferenceClientHubApiError(
			"Failed to fetch inference provider mapping for model x",
			{ url: "https://hub.example/api/models/x", method: "GET" },
			{ requestId: "", status: 500, body: "oops" },
		);
		expect(hub.name).toBe("HubApiError");
		expect(hub.httpRequest).toEqual({ url: "https://hub.example/api/models/x", method: "GET" });
		const timeout = new InferenceClientTimeoutError(1500);
		expect(timeout.message).toBe("The request timed out after 1500 ms.");
		expect(timeout).toBeInstanceOf(InferenceClientError);
	});
});
