import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

/** Debian's Chromium unless CHROMIUM_PATH names another, as in the site's browser tests. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// Without the background-networking flags Chromium reaches for Google's hosts at start, which this network refuses.
const ARGS = [
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

/** Headless Chromium; fails loudly when it is missing, since a skipped browser test proves nothing. */
export function launchChromium(): Promise<Browser> {
	if (!existsSync(CHROMIUM)) {
		throw new Error(
			`Chromium is missing at ${CHROMIUM}: run \`node scripts/ensure-chromium.mjs\` (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.`,
		);
	}
	return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}
