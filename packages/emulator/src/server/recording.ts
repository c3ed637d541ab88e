import type { IncomingMessage } from "node:http";
import type { RecordedRequest } from "../types.js";
import { parseAuthorization, redactAuthorization } from "./credentials.js";
import { parseMultipart } from "./multipart.js";

function looksLikeJson(body: Buffer): boolean {
	const first = body.toString("utf8", 0, Math.min(body.length, 64)).trimStart()[0];
	return first === "{" || first === "[";
}

/** The request as tests see it: headers with the credential redacted, and the body parsed where it can be. */
export function recordRequest(req: IncomingMessage, body: Buffer): RecordedRequest {
	const headers: Record<string, string> = {};
	for (const [name, value] of Object.entries(req.headers)) {
		if (value === undefined) continue;
		const text = Array.isArray(value) ? value.join(", ") : value;
		headers[name] = name === "authorization" ? redactAuthorization(text) : text;
	}
	const record: RecordedRequest = { method: req.method ?? "GET", url: req.url ?? "/", headers, body };
	const credential = parseAuthorization(req.headers.authorization);
	if (credential) record.credential = { scheme: credential.scheme, kind: credential.kind };
	const contentType = req.headers["content-type"] ?? "";
	const parts = parseMultipart(body, contentType);
	if (parts) {
		record.form = Object.fromEntries(
			parts.map((part) => [
				part.name,
				part.filename === undefined
					? part.data.toString("utf8")
					: {
							filename: part.filename,
							type: part.contentType ?? "application/octet-stream",
							size: part.data.length,
						},
			]),
		);
	} else if (body.length > 0 && looksLikeJson(body)) {
		try {
			record.json = JSON.parse(body.toString("utf8"));
		} catch {
			// Not JSON after all: the raw bytes are still recorded.
		}
	}
	return record;
}
