// What the server knows about a file it serves: the file itself and its precompressed copies, each
// with its size, modification time and strong ETag (a hash of its own bytes, so every coding of a
// file has its own ETag, and a rebuild that leaves a file unchanged keeps it). Worked out on first use and kept while the
// files' sizes, times and inodes stay the same, so a rebuild under a running server is picked up.
import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { ENCODED_SUFFIX } from "./content-types.mjs";

const cache = new Map();

const etagOf = (bytes) => `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;

async function statFile(path) {
	try {
		const stats = await stat(path);
		return stats.isFile() ? stats : undefined;
	} catch {
		return undefined;
	}
}

const signatureOf = (stats) => (stats ? `${stats.ino}:${stats.size}:${stats.mtimeMs}` : "-");

async function describe(path, stats) {
	const bytes = await readFile(path);
	return { path, size: bytes.length, mtime: stats.mtime, etag: etagOf(bytes) };
}

/**
 * `{ identity, encoded: { br?, gzip? } }` for the file at `path`, or undefined when
 * it is not a regular file. Each representation: `{ path, size, mtime, etag }`. A copy older than
 * its file is left out: it would be a stale body.
 */
export async function representationsOf(path) {
	const stats = await statFile(path);
	if (!stats) return undefined;
	const codings = Object.entries(ENCODED_SUFFIX);
	const copies = await Promise.all(codings.map(([, suffix]) => statFile(path + suffix)));
	const signature = [stats, ...copies].map(signatureOf).join("|");
	const cached = cache.get(path);
	if (cached?.signature === signature) return cached.value;

	const identity = await describe(path, stats);
	const encoded = {};
	await Promise.all(
		codings.map(async ([coding, suffix], i) => {
			const copy = copies[i];
			if (!copy || copy.mtimeMs < stats.mtimeMs) return;
			encoded[coding] = await describe(path + suffix, copy);
		}),
	);
	const value = { identity, encoded };
	cache.set(path, { signature, value });
	return value;
}
