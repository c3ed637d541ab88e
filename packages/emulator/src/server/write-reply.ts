import type { ServerResponse } from "node:http";
import type { Reply } from "./reply.js";

/** The part of an event a cut stream ends on: the start of a chunk that never finishes. */
const PARTIAL_EVENT = 'data: {"choi';

/** What a provider sends when it fails after the stream has started (TGI and OpenAI-style servers). */
const ERROR_EVENT = `data: ${JSON.stringify({
	error: { message: "The model ran out of memory while generating (injected fault)", type: "server_error" },
})}\n\n`;

/**
 * Sends a reply. With `cut-stream`, an event stream stops after a couple of events and a partial one,
 * and any other body after half its bytes (its Content-Length promising more); then the socket is
 * destroyed. With `stream-error`, an event stream sends a couple of events, then an error event, and
 * ends without `[DONE]`; other bodies are sent whole.
 */
export function writeReply(res: ServerResponse, reply: Reply, mode?: "cut-stream" | "stream-error"): void {
	if (res.destroyed) return;
	const cut = mode === "cut-stream";
	if ("events" in reply) {
		res.writeHead(reply.status, reply.headers);
		const frames = reply.events.map((data) => `data: ${data}\n\n`);
		if (mode === "stream-error") {
			for (const frame of frames.slice(0, Math.min(2, frames.length - 1))) res.write(frame);
			res.end(ERROR_EVENT);
			return;
		}
		if (!cut) {
			for (const frame of frames) res.write(frame);
			res.end();
			return;
		}
		for (const frame of frames.slice(0, Math.min(2, frames.length - 1))) res.write(frame);
		res.write(PARTIAL_EVENT, () => res.destroy());
		return;
	}
	res.writeHead(reply.status, { ...reply.headers, "content-length": String(reply.body.length) });
	if (!cut) {
		res.end(reply.body);
		return;
	}
	res.write(reply.body.subarray(0, Math.floor(reply.body.length / 2)), () => res.destroy());
}
