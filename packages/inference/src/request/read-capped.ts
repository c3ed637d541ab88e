export interface CappedBody {
	/** At most the limit's worth of bytes, from the start of the body. */
	bytes: Uint8Array;
	/** False when the body went on past the limit (the rest was cancelled, never read). */
	complete: boolean;
}

/** Chunks joined into one array (no copy when there is only one). */
function joined(chunks: Uint8Array[], length: number): Uint8Array {
	if (chunks.length === 1) return chunks[0] as Uint8Array;
	const bytes = new Uint8Array(length);
	let offset = 0;
	for (const chunk of chunks) {
		bytes.set(chunk, offset);
		offset += chunk.byteLength;
	}
	return bytes;
}

/**
 * Reads a body up to `limit` bytes and cancels the rest, so the connection closes and memory stays
 * bounded by the client, whatever the server sends. A response without a stream (a custom fetch's
 * minimal object) is read whole: its body is already in memory.
 */
export async function readCapped(response: Response, limit: number): Promise<CappedBody> {
	const body = response.body;
	if (!body) {
		const bytes =
			typeof response.arrayBuffer === "function"
				? new Uint8Array(await response.arrayBuffer())
				: new TextEncoder().encode(await response.text());
		return bytes.byteLength > limit
			? { bytes: bytes.subarray(0, limit), complete: false }
			: { bytes, complete: true };
	}
	const reader = body.getReader();
	const chunks: Uint8Array[] = [];
	let length = 0;
	try {
		for (;;) {
			const { done, value } = await reader.read();
			if (done) return { bytes: joined(chunks, length), complete: true };
			if (length + value.byteLength > limit) {
				chunks.push(value.subarray(0, limit - length));
				reader.cancel().catch(() => undefined);
				return { bytes: joined(chunks, limit), complete: false };
			}
			chunks.push(value);
			length += value.byteLength;
		}
	} finally {
		reader.releaseLock();
	}
}
