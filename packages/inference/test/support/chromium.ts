import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_HEADLESS_SHELL } from "../../../../scripts/chromium.mjs";

/** Chromium's headless shell; fails loudly when it is missing, since a skipped browser test proves nothing. */
export function launchChromium(): Promise<Browser> {
	if (!existsSync(CHROMIUM_HEADLESS_SHELL)) {
		throw new Error(
			`Chromium's headless shell is missing at ${CHROMIUM_HEADLESS_SHELL}: run \`node scripts/ensure-chromium.mjs\` (Debian: apt-get install -y chromium-headless-shell) or set CHROMIUM_HEADLESS_SHELL_PATH.`,
		);
	}
	return chromium.launch({ executablePath: CHROMIUM_HEADLESS_SHELL, args: CHROMIUM_ARGS });
}
