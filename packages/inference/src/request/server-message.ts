import { readCapped } from "./read-capped.js";

/** The longest message taken from a server's error; the rest is noise, or an attack on memory. */
export const SERVER_MESSAGE_CHARS = 1_000;

/** How much of an error body is read; the rest is cancelled unread, so its size is never the server's choice. */
export const ERROR_BODY_BYTES = 64 * 1024;

/** The longest error body text kept when it is not JSON. */
const ERROR_TEXT_CHARS = 2_000;

function capped(text: string): string {
	return text.length > SERVER_MESSAGE_CHARS ? `${text.slice(0, SERVER_MESSAGE_CHARS)}…` : text;
}

/** The server's own words from an error body, whichever of the common shapes it uses, at most 1,000 characters. */
export function serverMessage(body: unknown): string | undefined {
	if (typeof body === "string") {
		const text = body.trim();
		return text && !text.startsWith("<") ? capped(text) : undefined;
	}
	if (body === null || typeof body !== "object") return undefined;
	const record = body as Record<string, unknown>;
	const { error, detail, message } = record;
	if (typeof error === "string") return capped(error);
	if (error && typeof error === "object" && typeof (error as { message?: unknown }).message === "string") {
		return capped((error as { message: string }).message);
	}
	if (typeof detail === "string") return capped(detail);
	if (Array.isArray(detail)) {
		// FastAPI-style validation errors: [{loc: ["body", "prompt"], msg: "field required"}]
		const parts: string[] = [];
		let length = 0;
		for (const item of detail) {
			if (length > SERVER_MESSAGE_CHARS) break;
			if (!item || typeof item !== "object") continue;
			const { loc, msg } = item as { loc?: unknown; msg?: unknown };
			if (typeof msg !== "string") continue;
			const part = Array.isArray(loc) ? `${loc.join(".")}: ${msg}` : msg;
			parts.push(part);
			length += part.length + 2;
		}
		if (parts.length > 0) return capped(parts.join("; "));
	}
	if (typeof message === "string") return capped(message);
	return undefined;
}

/**
 * Reads an error response's body without failing and without reading more than 64 KiB: JSON when
 * it says so (and was read whole), else text (capped).
 */
export async function readErrorBody(response: Response): Promise<unknown> {
	let text: string;
	try {
		text = new TextDecoder().decode((await readCapped(response, ERROR_BODY_BYTES)).bytes);
	} catch {
		return "";
	}
	const type = response.headers.get("content-type") ?? "";
	if (/^application\/(problem\+)?json/.test(type) || /^\s*[{[]/.test(text)) {
		try {
			return JSON.parse(text);
		} catch {
			// A body announced as JSON that is not (or was cut at the cap): keep the text, it is still the best description.
		}
	}
	return text.length > ERROR_TEXT_CHARS ? `${text.slice(0, ERROR_TEXT_CHARS)}…` : text;
}

/** A description for an error body with no message of its own. */
export function describeStatus(response: Response): string {
	const type = response.headers.get("content-type") ?? "";
	const page = type.startsWith("text/html") ? ", with an HTML page" : "";
	return `an HTTP error occurred when requesting the provider (HTTP ${response.status}${page})`;
}
