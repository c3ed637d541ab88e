import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { HF_TOKEN, useEmulator } from "./helpers.js";

const emu = useEmulator();
const MiB = 1024 * 1024;
const LIMIT = 64 * MiB;

/** Posts `size` zero bytes in 1 MiB chunks (without holding them all) and reads the answer. */
function postZeros(url: string, size: number): Promise<{ status: number; body: string }> {
	return new Promise((resolve, reject) => {
		const req = request(
			url,
			{
				method: "POST",
				headers: { authorization: `Bearer ${HF_TOKEN}`, "content-type": "image/png", "content-length": size },
			},
			(res) => {
				let body = "";
				res.setEncoding("utf8");
				res.on("data", (chunk: string) => {
					body += chunk;
				});
				res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
			},
		);
		req.on("error", reject);
		const chunk = Buffer.alloc(MiB);
		let left = size;
		const write = () => {
			while (left > 0) {
				const piece = left >= MiB ? chunk : chunk.subarray(0, left);
				left -= piece.length;
				if (!req.write(piece)) {
					req.once("drain", write);
					return;
				}
			}
			req.end();
		};
		write();
	});
}

describe("request bodies over the emulator's limit", () => {
	const url = () => `${emu.current.url}/hf-inference/models/google/vit-base-patch16-224`;

	it("are answered 413 with a message giving the size and the limit, not cut and served", async () => {
		const { status, body } = await postZeros(url(), LIMIT + 1);
		expect(status).toBe(413);
		expect(JSON.parse(body)).toEqual({
			error: `The request body has ${LIMIT + 1} bytes, more than the emulator's limit of ${LIMIT} bytes (64 MiB).`,
		});
	}, 60_000);

	it("up to the limit are read whole and served (here refused as an image, which zeros are not)", async () => {
		const { status, body } = await postZeros(url(), LIMIT);
		expect(status).toBe(400);
		expect(body).not.toContain("limit");
	}, 60_000);
});
