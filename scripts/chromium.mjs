// Where Debian's Chromium lives and the flags every headless run in the repository uses (the site's
// browser tests, the client's browser test, the benchmarks): without the
// background-networking flags Chromium reaches for Google's hosts at start, which this network refuses.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
