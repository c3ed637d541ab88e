import { defineConfig } from "vitest/config";

/** Component tests: the page pieces rendered in jsdom, without the router or the build. */
export default defineConfig({
	test: {
		name: "site",
		environment: "jsdom",
		include: ["test/**/*.test.{ts,tsx}"],
		setupFiles: ["test/setup.ts"],
		// The repository's run has two files going at once, on machines often busy with more:
		// Vitest's 5 s default timed out tests that take one second alone.
		testTimeout: 30_000,
	},
});
