import { defineConfig } from "vitest/config";

/**
 * Pins this package's own test run, so `npm test` here does not pick up the repository's config.
 * A test may take 30 s: the repository's run has two files going at once, on machines that are
 * often busy with more (Vitest's 5 s default timed out tests that take one second alone).
 * Files share a worker's modules (`isolate: false`): importing them anew for every file took a
 * third of the repository's unit test time; each file restores what it changes (the logger), and
 * the setup file empties the client's process-wide memory (secrets, shared mapping cache) before it.
 */
export default defineConfig({
	test: {
		name: "inference",
		include: ["test/**/*.test.ts"],
		setupFiles: ["test/support/fresh-state.ts"],
		testTimeout: 30_000,
		isolate: false,
	},
});
