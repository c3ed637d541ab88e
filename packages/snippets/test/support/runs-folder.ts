import { rmSync } from "node:fs";

/** Where the executed snippets run; gitignored. */
const RUNS = new URL("../../.runs/", import.meta.url).pathname;

/**
 * Removes the folder the executed snippets run in once every test file has ended: a file's own
 * cleanup must leave the folders of the files still running beside it.
 */
export default function setup() {
	return () => rmSync(RUNS, { recursive: true, force: true });
}
