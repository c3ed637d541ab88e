// Build step after the prerender and before precompression: removes from the build what is never
// served. React Router writes a `.data` file per page (for client-side navigation, which our pages
// do not have) and an SPA fallback shell with the framework's client bundle (which our server never
// sends); the island builder leaves its manifest. Whatever no page reaches (build-references.mjs)
// goes, so the folder that is deployed holds only what readers can ask for.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildFiles, reachableFiles } from "./build-references.mjs";

/** Removes every file of `root` that is not served; returns the removed paths and their bytes. */
export function pruneBuild(root) {
	const files = buildFiles(root);
	const reached = reachableFiles(root, files);
	const removed = files.filter((file) => !reached.has(file));
	for (const file of removed) rmSync(join(root, file));
	return removed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const root = fileURLToPath(new URL("../build/client/", import.meta.url));
	const started = performance.now();
	const removed = pruneBuild(root);
	const kinds = new Map();
	for (const file of removed) {
		const kind = file.endsWith(".data")
			? ".data files"
			: file.includes("/")
				? `${file.split("/")[0]}/`
				: file;
		kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
	}
	console.log(
		`Pruned ${removed.length} files no page reaches (${[...kinds].map(([kind, count]) => `${kind} ${count}`).join(", ")}) in ${Math.round(performance.now() - started)} ms`,
	);
}
