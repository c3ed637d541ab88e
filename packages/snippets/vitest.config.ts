import { defineConfig } from "vitest/config";

/** Pins this package's own test run, so `npm test` here does not pick up the repository's config. */
export default defineConfig({
	test: {
		name: "snippets",
		include: ["test/**/*.test.ts"],
		testTimeout: 60_000,
		globalSetup: ["test/support/runs-folder.ts"],
	},
});
