import type { IncomingMessage } from "node:http";

/** A body that was too large, or the sender's Content-Length said so before it was read. */
export class BodyTooLargeError extends Error {
	constructor(readonly limit: number) {
		super(`Payload too large: the request body is over the limit of ${limit} bytes`);
		this.name = "BodyTooLargeError";
	}
}

/**
 * The request's body as text, read only up to `limit` bytes: a Content-Length over it is refused
 * before anything is read, and a body that grows past it stops being read (the stream is paused,
 * not destroyed, so the socket can still carry the refusal), so memory stays bounded whatever the
 * sender claims.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<string> {
	const declared = Number(req.headers["content-length"]);
	if (Number.isFinite(declared) && declared > limit) return Promise.reject(new BodyTooLargeError(limit));
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		let size = 0;
		const stop = () => {
			req.off("data", onData);
			req.off("end", onEnd);
			req.off("error", onError);
		};
		const onData = (chunk: Buffer) => {
			size += chunk.length;
			if (size > limit) {
				stop();
				req.pause();
				reject(new BodyTooLargeError(limit));
			} else chunks.push(chunk);
		};
		const onEnd = () => {
			stop();
			resolve(Buffer.concat(chunks).toString("utf8"));
		};
		const onError = (error: Error) => {
			stop();
			reject(error);
		};
		req.on("data", onData);
		req.on("end", onEnd);
		req.on("error", onError);
	});
}
