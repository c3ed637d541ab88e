import type { IncomingMessage } from "node:http";
import { EmulatorError } from "../errors/emulator-error.js";

/** The largest body the emulator serves: far more than any test sends, small enough to hold. */
export const BODY_LIMIT = 64 * 1024 * 1024;

/** A body read to its end: `body` holds at most BODY_LIMIT bytes, `size` counts every byte received. */
export interface ReadBody {
	body: Buffer;
	size: number;
}

/**
 * The whole request body. Bytes past the limit are read and dropped rather than left unread, so the
 * client finishes sending and gets the 413 instead of a broken connection.
 */
export function readBody(req: IncomingMessage): Promise<ReadBody> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		let size = 0;
		req.on("data", (chunk: Buffer) => {
			const room = BODY_LIMIT - size;
			size += chunk.length;
			if (room > 0) chunks.push(room >= chunk.length ? chunk : chunk.subarray(0, room));
		});
		req.on("end", () => resolve({ body: Buffer.concat(chunks), size }));
		req.on("error", reject);
	});
}

/** The refusal of a body over the limit, with both numbers so the caller sees by how much. */
export function bodyTooLarge(size: number): EmulatorError {
	return new EmulatorError(
		413,
		`The request body has ${size} bytes, more than the emulator's limit of ${BODY_LIMIT} bytes (64 MiB).`,
	);
}
