// The Markdown step's reading of every page (llms.mjs), one after the other on this thread. It ran on
// a worker thread per core while jsdom parsed each page; since a page is parsed once (read-page.mjs)
// the step is 8 s of CPU, and two workers took as long as one thread (5.9-6.3 s against 5.8-6.2 at a
// load of 3-5) for 3.5 s more CPU, each loading the converter and warming it up on its own. The
// other core is better spent on the search index, built beside this step (build.mjs).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readPage } from "./read-page.mjs";

/**
 * Reads each `{ path, file }` of `root` as readPage does; answers in the order given (undefined for
 * a page without <main>). The first page that fails ends it, named in the error.
 */
export async function readPages(root, pages, origin) {
	const readJson = (sitePath) => JSON.parse(readFileSync(join(root, sitePath), "utf8"));
	const results = [];
	for (const { path, file } of pages) {
		try {
			results.push(readPage(readFileSync(file, "utf8"), path, origin, readJson));
		} catch (error) {
			throw new Error(`${path}: ${error instanceof Error ? error.message : String(error)}`);
		}
		// Between pages, what runs beside this step on the thread (handing the search indexer its
		// next page) gets its turn, or the indexer would wait for the last page here.
		await new Promise((resolve) => setImmediate(resolve));
	}
	return results;
}
