import type { Reporter, SerializedError, TestModule } from "vitest/node";

/**
 * Ends the run with one plain `Tests: N passed, N failed, N skipped` line, the form CI reads to
 * tell a run that tested something from one that ran nothing. A file that fails before any of its
 * tests ran (a throwing `beforeAll`, an import error) and an unhandled error each count as one
 * failure: their tests would otherwise show as skipped and the line would read as a clean run.
 */
export default class SummaryReporter implements Reporter {
	onTestRunEnd(
		testModules: ReadonlyArray<TestModule>,
		unhandledErrors: ReadonlyArray<SerializedError>,
	): void {
		const counts = { passed: 0, failed: unhandledErrors.length, skipped: 0 };
		for (const module of testModules) {
			let failedTests = 0;
			for (const test of module.children.allTests()) {
				const state = test.result().state;
				if (state === "passed") counts.passed++;
				else if (state === "failed") failedTests++;
				else counts.skipped++;
			}
			const moduleFailed = module.state() === "failed" || module.errors().length > 0;
			counts.failed += failedTests > 0 ? failedTests : moduleFailed ? 1 : 0;
		}
		console.log(`Tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
	}
}
