// The Markdown step's reading of every page (llms.mjs), spread over worker threads: each page is
// parsed with jsdom and converted on its own, about 0.1 s of one core per page, and nothing else in
// the build runs beside this step, so a single thread left the machine's other cores idle.
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { readPage } from "./read-page.mjs";

/** Marks the threads this module starts, so importing it on another worker thread starts nothing. */
const ROLE = "hubkitPageReader";

/**
 * Reads each `{ path, file }` of `root` as readPage does, on up to one thread per core; answers
 * in the order given (undefined for a page without <main>). The first page that fails ends it.
 */
export async function readPages(root, pages, origin) {
	const threads = Math.max(1, Math.min(availableParallelism(), pages.length));
	const results = new Array(pages.length);
	let next = 0;
	const workers = Array.from(
		{ length: threads },
		() => new Worker(new URL(import.meta.url), { workerData: { [ROLE]: true, root, origin } }),
	);
	try {
		await Promise.all(
			workers.map(
				(worker) =>
					new Promise((resolve, reject) => {
						// Each thread takes the next page when it is done with one: page sizes differ
						// tenfold, so a fixed split would leave one thread with the long tail.
						const give = () => {
							if (next === pages.length) return resolve();
							const index = next++;
							worker.postMessage({ index, ...pages[index] });
						};
						worker.on("message", ({ index, page, error }) => {
							if (error !== undefined) return reject(new Error(`${pages[index].path}: ${error}`));
							results[index] = page;
							give();
						});
						worker.on("error", reject);
						worker.on("exit", (code) => {
							if (next < pages.length || code !== 0) reject(new Error(`a page reader exited (${code})`));
						});
						give();
					}),
			),
		);
	} finally {
		await Promise.all(workers.map((worker) => worker.terminate()));
	}
	return results;
}

if (!isMainThread && workerData?.[ROLE] === true) {
	const { root, origin } = workerData;
	const readJson = (sitePath) => JSON.parse(readFileSync(join(root, sitePath), "utf8"));
	parentPort.on("message", ({ index, path, file }) => {
		try {
			const page = readPage(readFileSync(file, "utf8"), path, origin, readJson);
			parentPort.postMessage({ index, page });
		} catch (error) {
			parentPort.postMessage({ index, error: error instanceof Error ? error.message : String(error) });
		}
	});
}
