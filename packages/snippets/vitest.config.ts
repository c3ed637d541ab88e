import { defineConfig } from "vitest/config";

/**
 * Pins this package's own test run, so `npm test` here does not pick up the repository's config.
 * Files share a worker's modules (`isolate: false`): importing them anew for every file took a
 * third of the repository's unit test time; each file restores what it changes (the logger).
 */
export default defineConfig({
	test: {
		name: "snippets",
		include: ["test/**/*.test.ts"],
		// Executed snippets are processes of their own, and the repository's run has two files
		// going at once: a property that runs dozens took over a minute on a busy machine.
		testTimeout: 120_000,
		// executed-jobs.test.ts runs its cases concurrently, each against its own emulator: most of a
		// case is the snippet waiting out the job's polling pace as written (0.5 to 5 s), so more
		// cases wait at once. Only `describe.concurrent` blocks are affected.
		maxConcurrency: 10,
		isolate: false,
		globalSetup: ["test/support/runs-folder.ts"],
	},
});
