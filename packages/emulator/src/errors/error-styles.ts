import { jsonReply, type Reply } from "../server/reply.js";
import { type EmulatorError, pathText } from "./emulator-error.js";

/** How a service words its errors. */
export type ErrorStyle = "hf" | "openai" | "cohere" | "fal" | "replicate" | "wavespeed";

/** fal and Replicate validate bodies with schema libraries that answer 422; the others answer 400. */
export function validationStatus(style: ErrorStyle): number {
	return style === "fal" || style === "replicate" ? 422 : 400;
}

const OPENAI_TYPES: Record<number, string> = {
	401: "invalid_request_error",
	403: "invalid_request_error",
	429: "requests",
	500: "server_error",
	502: "server_error",
	503: "server_error",
};

const OPENAI_CODES: Record<number, string> = {
	401: "invalid_api_key",
	404: "model_not_found",
	429: "rate_limit_exceeded",
};

const REPLICATE_TITLES: Record<number, string> = {
	400: "Bad Request",
	401: "Unauthenticated",
	403: "Forbidden",
	404: "Not found",
	405: "Method Not Allowed",
	422: "Input validation failed",
	429: "Too Many Requests",
	500: "Internal Server Error",
};

const FAL_ISSUE_TYPES = { missing: "value_error.missing", type: "type_error", value: "value_error" } as const;

export function renderError(error: EmulatorError, style: ErrorStyle): Reply {
	const { status, message, details } = error;
	const headers = details.headers ?? {};
	const issues = details.issues ?? [];
	const firstIssue = issues[0];
	switch (style) {
		case "hf":
			return jsonReply(status, { error: message }, headers);
		case "openai":
			return jsonReply(
				status,
				{
					error: {
						message,
						type: details.type ?? OPENAI_TYPES[status] ?? "invalid_request_error",
						param: details.param ?? (firstIssue ? pathText(firstIssue.path) : null),
						code: details.code ?? OPENAI_CODES[status] ?? null,
					},
				},
				headers,
			);
		case "cohere":
			return jsonReply(status, { message }, headers);
		case "fal":
			if (issues.length > 0) {
				const detail = issues.map((issue) => ({
					loc: ["body", ...issue.path],
					msg: issue.message,
					type: FAL_ISSUE_TYPES[issue.kind],
				}));
				return jsonReply(status, { detail }, headers);
			}
			return jsonReply(status, { detail: message }, headers);
		case "replicate": {
			const body: Record<string, unknown> = {
				title: REPLICATE_TITLES[status] ?? "Error",
				detail:
					issues.length > 0
						? issues.map((issue) => `- ${pathText(issue.path)}: ${issue.message}`).join("\n")
						: message,
				status,
			};
			if (issues.length > 0) {
				body.invalid_fields = issues.map((issue) => ({
					type: issue.kind === "missing" ? "required" : "invalid",
					field: pathText(issue.path),
					description: issue.message,
				}));
			}
			return jsonReply(status, body, headers, "application/problem+json");
		}
		case "wavespeed":
			return jsonReply(status, { code: status, message, data: null }, headers);
	}
}
