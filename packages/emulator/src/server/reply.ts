/** An answer, built fully before anything is written, so faults can cut or replace it. */
export type Reply =
	| { status: number; headers: Record<string, string>; body: Buffer }
	| { status: number; headers: Record<string, string>; events: string[] };

export function jsonReply(
	status: number,
	value: unknown,
	headers: Record<string, string> = {},
	contentType = "application/json",
): Reply {
	return {
		status,
		headers: { "content-type": contentType, ...headers },
		body: Buffer.from(JSON.stringify(value)),
	};
}

export function bytesReply(
	status: number,
	contentType: string,
	body: Buffer,
	headers: Record<string, string> = {},
): Reply {
	return { status, headers: { "content-type": contentType, ...headers }, body };
}

/** A server-sent event stream; each item is one event's `data` (JSON text or `[DONE]`). */
export function sseReply(events: string[], headers: Record<string, string> = {}): Reply {
	return {
		status: 200,
		headers: { "content-type": "text/event-stream", "cache-control": "no-cache", ...headers },
		events,
	};
}
