import { defineConfig } from "vitest/config";

/**
 * Pins this package's own test run, so `npm test` here does not pick up the repository's config.
 * The tests start the built command and a loopback server and run snippets as processes of their
 * own, which take seconds on a busy machine. Files share a worker's modules (`isolate: false`), as
 * the other packages' do.
 */
export default defineConfig({
	test: {
		name: "mcp",
		include: ["test/**/*.test.ts"],
		testTimeout: 60_000,
		hookTimeout: 60_000,
		isolate: false,
	},
});
