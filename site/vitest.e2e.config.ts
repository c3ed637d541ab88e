import { defineConfig } from "vitest/config";

/** End-to-end tests: the built site, served on loopback, driven in Debian's headless Chromium. */
export default defineConfig({
	test: {
		name: "e2e",
		environment: "node",
		include: ["e2e/**/*.e2e.ts"],
		globalSetup: ["e2e/global-setup.ts"],
		// A worker keeps its modules from one file to the next: each file imported Playwright, axe and
		// the task data anew, 2 to 7 s apiece on a busy two-core machine. The files share no state but
		// the browser, which each reaches through its own connection and contexts.
		isolate: false,
		// Two files drive the browser at once, on machines often busy with more: tests that walk
		// every task page came within seconds of a minute.
		testTimeout: 120_000,
		hookTimeout: 60_000,
		// `expect.poll`'s own default of 1 s is shorter than a page's answer can take on a busy machine
		// (a clean-clone run read "Asking the hub…" a second after the model id was typed); Playwright's
		// waits give 30 s. A poll still ends at the first reading that passes.
		expect: { poll: { timeout: 15_000 } },
	},
});
