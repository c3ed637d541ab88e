import { defineConfig } from "vitest/config";

/** Checks of the repository as users meet it: the READMEs' examples and the packages as installed from tarballs. */
export default defineConfig({
	test: {
		name: "repository",
		include: ["**/*.test.ts"],
		testTimeout: 60_000,
		hookTimeout: 120_000,
		// The files share a worker's modules, as the packages' own tests do.
		isolate: false,
	},
});
