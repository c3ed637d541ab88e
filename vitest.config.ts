import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/** One run over every package, so `npm test` ends with a single summary for the whole repository. */
export default defineConfig({
	test: {
		projects: ["packages/*", "test/vitest.config.ts", "site/vitest.config.ts", "site/vitest.e2e.config.ts"],
		reporters: ["default", "./scripts/summary-reporter.ts"],
		// Vitest's default is one worker per core less one: a single worker on a two-core machine,
		// which left a core idle while a file waited on Chromium, a snippet's process or npm. Every
		// project shares this number, so the browser files run beside the others in one queue.
		maxWorkers: Math.max(2, availableParallelism() - 1),
	},
});
