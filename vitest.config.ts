import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/** One run over every package, so `npm test` ends with a single summary for the whole repository. */
export default defineConfig({
	test: {
		projects: ["packages/*", "test/vitest.config.ts", "site/vitest.config.ts", "site/vitest.e2e.config.ts"],
		reporters: ["default", "./scripts/summary-reporter.ts"],
		// One file more than the machine has cores: a file often waits on Chromium, a snippet's
		// process, npm or a job's polling pace, and the third keeps both cores busy meanwhile (Vitest's
		// whole run on the idle two-core machine: 258 s with two, 226 s with three, 279 s with four).
		// Every project shares this number, so the browser files run beside the others in one queue.
		maxWorkers: availableParallelism() + 1,
	},
});
