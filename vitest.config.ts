import { defineConfig } from "vitest/config";

/** One run over every package, so `npm test` ends with a single summary for the whole repository. */
export default defineConfig({
	test: {
		projects: ["packages/*", "test/vitest.config.ts", "site/vitest.config.ts", "site/vitest.e2e.config.ts"],
		reporters: ["default", "./scripts/summary-reporter.ts"],
	},
});
