// Build step, the last (build.mjs): writes a brotli (.br) and a gzip (.gz) copy beside every
// text file of the build, so the server sends compressed bytes without compressing per request.
// Tiny files are skipped (the coding's framing would eat the gain), and so is a copy that would not
// be smaller than its file. Copies left from an earlier build whose source is gone are removed.
// Brotli is slow, and each build starts from an empty folder: with a cache folder, a file whose
// bytes were compressed by the previous build is not compressed again.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { COMPRESSIBLE, ENCODED_SUFFIX } from "./content-types.mjs";

/** Below this many bytes a file is sent as it is. */
export const MIN_COMPRESS_BYTES = 1024;

const PARALLEL_FILES = 4;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Brotli's quality 10, not its best (11): over the site's 17 MB of text, 2.06 MB against 2.01 (0.3 KB
 * more on a 120 KB task page), written in 4.5 s of CPU against 14.6, which every build pays.
 */
const BROTLI_QUALITY = 10;

const CODERS = {
	br: (bytes) =>
		brotli(bytes, {
			params: {
				[constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
				[constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
				[constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
			},
		}),
	gzip: (bytes) => gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

const SUFFIXES = Object.values(ENCODED_SUFFIX);
const isCopy = (path) => SUFFIXES.some((suffix) => path.endsWith(suffix));

async function listFiles(root) {
	const entries = await readdir(root, { recursive: true, withFileTypes: true });
	return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** `encode(bytes)`, from the cache when these bytes were encoded before; `used` collects cache names. */
async function encodeCached(coding, bytes, cacheDir, used) {
	if (!cacheDir) return CODERS[coding](bytes);
	const name = `${createHash("sha256").update(bytes).digest("hex")}${ENCODED_SUFFIX[coding]}`;
	used.add(name);
	try {
		return await readFile(join(cacheDir, name));
	} catch {
		const encoded = await CODERS[coding](bytes);
		await writeFile(join(cacheDir, name), encoded);
		return encoded;
	}
}

async function compressFile(file, cacheDir, used) {
	const bytes = await readFile(file);
	const written = {};
	await Promise.all(
		Object.keys(CODERS).map(async (coding) => {
			const target = file + ENCODED_SUFFIX[coding];
			const encoded =
				bytes.length < MIN_COMPRESS_BYTES ? undefined : await encodeCached(coding, bytes, cacheDir, used);
			if (encoded && encoded.length < bytes.length) {
				await writeFile(target, encoded);
				written[coding] = encoded.length;
			} else {
				await rm(target, { force: true });
			}
		}),
	);
	return { file, bytes: bytes.length, written };
}

/**
 * Compresses every compressible file under `root`; resolves to what was written, file by file.
 * `cacheDir` keeps the encoded bytes of this run (and only those) for the next one.
 */
export async function precompress(root, { cacheDir } = {}) {
	const files = await listFiles(root);
	const present = new Set(files);
	const stale = files.filter((file) => isCopy(file) && !present.has(file.slice(0, file.lastIndexOf("."))));
	await Promise.all(stale.map((file) => rm(file, { force: true })));
	const sources = files.filter((file) => !isCopy(file) && COMPRESSIBLE.has(extname(file)));
	// A few files at a time: zlib's coders run on libuv's thread pool, and memory stays bounded by a
	// handful of files rather than by the size of the build.
	if (cacheDir) await mkdir(cacheDir, { recursive: true });
	const used = new Set();
	const results = [];
	let next = 0;
	const worker = async () => {
		while (next < sources.length) {
			const file = sources[next++];
			results.push(await compressFile(file, cacheDir, used));
		}
	};
	await Promise.all(Array.from({ length: PARALLEL_FILES }, worker));
	if (cacheDir) {
		const unused = (await readdir(cacheDir)).filter((name) => !used.has(name));
		await Promise.all(unused.map((name) => rm(join(cacheDir, name), { force: true })));
	}
	return results;
}
