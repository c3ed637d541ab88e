/** The server's own words from an error body, whichever of the common shapes it uses. */
export function serverMessage(body: unknown): string | undefined {
	if (typeof body === "string") {
		const text = body.trim();
		return text && !text.startsWith("<") ? text.slice(0, 500) : undefined;
	}
	if (body === null || typeof body !== "object") return undefined;
	const record = body as Record<string, unknown>;
	const { error, detail, message } = record;
	if (typeof error === "string") return error;
	if (error && typeof error === "object" && typeof (error as { message?: unknown }).message === "string") {
		return (error as { message: string }).message;
	}
	if (typeof detail === "string") return detail;
	if (Array.isArray(detail)) {
		// FastAPI-style validation errors: [{loc: ["body", "prompt"], msg: "field required"}]
		const parts = detail.flatMap((item) => {
			if (!item || typeof item !== "object") return [];
			const { loc, msg } = item as { loc?: unknown; msg?: unknown };
			if (typeof msg !== "string") return [];
			return [Array.isArray(loc) ? `${loc.join(".")}: ${msg}` : msg];
		});
		if (parts.length > 0) return parts.join("; ");
	}
	if (typeof message === "string") return message;
	return undefined;
}

/** Reads an error response's body without failing: JSON when it says so, else text (capped). */
export async function readErrorBody(response: Response): Promise<unknown> {
	let text: string;
	try {
		text = await response.text();
	} catch {
		return "";
	}
	const type = response.headers.get("content-type") ?? "";
	if (/^application\/(problem\+)?json/.test(type) || /^\s*[{[]/.test(text)) {
		try {
			return JSON.parse(text);
		} catch {
			// A body announced as JSON that is not: keep the text, it is still the best description.
		}
	}
	return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
}

/** A description for an error body with no message of its own. */
export function describeStatus(response: Response): string {
	const type = response.headers.get("content-type") ?? "";
	const page = type.startsWith("text/html") ? ", with an HTML page" : "";
	return `an HTTP error occurred when requesting the provider (HTTP ${response.status}${page})`;
}
