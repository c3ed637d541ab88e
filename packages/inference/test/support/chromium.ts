import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "../../../../scripts/chromium.mjs";

/** Headless Chromium; fails loudly when it is missing, since a skipped browser test proves nothing. */
export function launchChromium(): Promise<Browser> {
	if (!existsSync(CHROMIUM)) {
		throw new Error(
			`Chromium is missing at ${CHROMIUM}: run \`node scripts/ensure-chromium.mjs\` (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.`,
		);
	}
	return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}
