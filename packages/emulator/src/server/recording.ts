import type { IncomingMessage } from "node:http";
import type { EmulatorOptions, RecordedRequest } from "../types.js";
import { parseAuthorization, redactAuthorization } from "./credentials.js";
import { parseMultipart } from "./multipart.js";

function looksLikeJson(body: Buffer): boolean {
	const first = body.toString("utf8", 0, Math.min(body.length, 64)).trimStart()[0];
	return first === "{" || first === "[";
}

/** What is kept by default: enough for any test between two resets, bounded for a long run. */
export const DEFAULT_RECORD_LIMITS = { requests: 1000, bodyBytes: 1024 * 1024 };

function count(name: string, value: number | undefined, fallback: number): number {
	if (value === undefined) return fallback;
	if (!Number.isSafeInteger(value) || value < 0) {
		throw new RangeError(`record.${name} must be a whole number from 0, not ${value}.`);
	}
	return value;
}

/** Keeps a request in `requests` as the `record` option says; the oldest go once the count is reached. */
export type Recorder = (req: IncomingMessage, body: Buffer, bodySize: number) => void;

export function createRecorder(requests: RecordedRequest[], option: EmulatorOptions["record"]): Recorder {
	const limit = option === false ? 0 : count("requests", option?.requests, DEFAULT_RECORD_LIMITS.requests);
	const bodyBytes =
		option === false ? 0 : count("bodyBytes", option?.bodyBytes, DEFAULT_RECORD_LIMITS.bodyBytes);
	return (req, body, bodySize) => {
		if (limit === 0) return;
		requests.push(recordRequest(req, body, bodySize, bodyBytes));
		if (requests.length > limit) requests.splice(0, requests.length - limit);
	};
}

/**
 * The request as tests see it: headers with the credential redacted, the first `bodyBytes` of the
 * body, and the body parsed where it can be and was kept whole.
 */
function recordRequest(
	req: IncomingMessage,
	body: Buffer,
	bodySize: number,
	bodyBytes: number,
): RecordedRequest {
	const headers: Record<string, string> = {};
	for (const [name, value] of Object.entries(req.headers)) {
		if (value === undefined) continue;
		const text = Array.isArray(value) ? value.join(", ") : value;
		headers[name] = name === "authorization" ? redactAuthorization(text) : text;
	}
	const whole = bodySize <= bodyBytes;
	const record: RecordedRequest = {
		method: req.method ?? "GET",
		url: req.url ?? "/",
		headers,
		// A copy, so the record does not keep the whole received buffer alive behind its start.
		body: whole ? body : Buffer.from(body.subarray(0, bodyBytes)),
		bodySize,
	};
	const credential = parseAuthorization(req.headers.authorization);
	if (credential) record.credential = { scheme: credential.scheme, kind: credential.kind };
	if (whole) parseBody(record, body, req.headers["content-type"] ?? "");
	return record;
}

function parseBody(record: RecordedRequest, body: Buffer, contentType: string): void {
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
}
