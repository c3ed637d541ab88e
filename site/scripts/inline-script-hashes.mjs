// The one list of the inline scripts' Content-Security-Policy hashes: build-inline-scripts.mjs
// writes it while it bundles app/browser/*.ts, beside the served folder (build/inline-scripts.json
// beside build/client/, so it is never served itself), and the static server allows exactly those
// hashes on every page. Read again whenever the file changes, so a rebuild under a running server
// is picked up.
import { readFile, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const INLINE_SCRIPTS_MANIFEST = fileURLToPath(
	new URL("../build/inline-scripts.json", import.meta.url),
);

/** Where the build writes the hashes for the site it writes to `root`: beside that folder. */
export const manifestFor = (root) => join(dirname(root.replace(/[/\\]+$/, "")), "inline-scripts.json");

// Anything else in the policy's script-src ('unsafe-inline', a host) would loosen it.
const SCRIPT_HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;

const cache = new Map();

/** The hashes in `manifest`, by script name; fails naming the file when it is missing or not such a list. */
export async function readInlineScriptHashes(manifest = INLINE_SCRIPTS_MANIFEST) {
	let stats;
	try {
		stats = await stat(manifest);
	} catch {
		throw new Error(
			`${manifest} is missing: it lists the hashes of the pages' inline scripts (npm run build writes it)`,
		);
	}
	const signature = `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
	const cached = cache.get(manifest);
	if (cached?.signature === signature) return cached.hashes;
	let hashes;
	try {
		hashes = JSON.parse(await readFile(manifest, "utf8"));
	} catch {
		hashes = undefined;
	}
	const valid =
		hashes !== null &&
		typeof hashes === "object" &&
		!Array.isArray(hashes) &&
		Object.values(hashes).every((hash) => typeof hash === "string" && SCRIPT_HASH.test(hash));
	if (!valid)
		throw new Error(`${manifest} is not a list of 'sha256-…' hashes by script name: run npm run build again`);
	cache.set(manifest, { signature, hashes });
	return hashes;
}
