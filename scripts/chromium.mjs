// Where Debian's Chromium lives and the flags every headless run in the repository uses (the site's
// browser tests, the client's browser test, the benchmarks): without the
// background-networking flags Chromium reaches for Google's hosts at start, which this network refuses.

/** The whole browser, for what measures pages as a reader's Chrome loads them (Lighthouse, bytes on the wire). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * What the tests drive: Chromium's headless shell (Debian's `chromium-headless-shell`), Chromium's
 * old headless mode: the same version of Blink and V8 with a small shell around them instead of the
 * whole browser, which is also what Playwright runs headless tests in. Over a whole test run Chromium's processes used 190 CPU-s instead of
 * 374, and `npm test` on a clean clone took 291-294 s instead of 362-404 s (runs alternated on the
 * idle two-core machine), with every test passing.
 */
export const CHROMIUM_HEADLESS_SHELL =
	process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

export const CHROMIUM_ARGS = [
	"--headless",
	"--no-sandbox",
	"--disable-gpu",
	"--disable-dev-shm-usage",
	"--disable-quic",
	"--no-first-run",
	"--disable-background-networking",
	"--disable-component-update",
	"--disable-sync",
];
