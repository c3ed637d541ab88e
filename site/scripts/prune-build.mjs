// Build step after the prerender and before compression (build.mjs): removes from the build what is never
// served. React Router writes a `.data` file per page (for client-side navigation, which our pages
// do not have) and an SPA fallback shell with the framework's client bundle (which our server never
// sends); the island builder leaves its manifest. Whatever no page reaches (build-references.mjs)
// goes, so the folder that is deployed holds only what readers can ask for. React Router has no
// option not to write the first three with `ssr: false` and a prerender list, so this step stays.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { buildFiles, reachableFiles } from "./build-references.mjs";

/** Removes every file of `root` that is not served; returns the removed paths and their bytes. */
export function pruneBuild(root) {
	const files = buildFiles(root);
	const reached = reachableFiles(root, files);
	const removed = files.filter((file) => !reached.has(file));
	for (const file of removed) rmSync(join(root, file));
	return removed;
}
