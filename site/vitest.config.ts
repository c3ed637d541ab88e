import { defineConfig } from "vitest/config";
import { inlineScripts } from "./scripts/build-inline-scripts.mjs";

/** Component tests: the page pieces rendered in jsdom, without the router or the build. */
export default defineConfig({
	// Components import their browser scripts' bundled text; the tests never write the hash manifest.
	plugins: [{ ...inlineScripts(), writeBundle: undefined }],
	test: {
		name: "site",
		environment: "jsdom",
		include: ["test/**/*.test.{ts,tsx}"],
		setupFiles: ["test/setup.ts"],
		// Files share a worker's modules and its page (`isolate: false`), as the packages' tests do;
		// test/setup.ts empties the page and its storage after every test.
		isolate: false,
		// The repository's run has two files going at once, on machines often busy with more:
		// Vitest's 5 s default timed out tests that take one second alone.
		testTimeout: 30_000,
	},
});
