// The browser tests drive Debian's Chromium. Installs it when it is missing (CI machines start
// without it); elsewhere says exactly what to install.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM } from "./chromium.mjs";

if (!existsSync(CHROMIUM)) {
	const isRoot = process.getuid?.() === 0;
	const hasApt = existsSync("/usr/bin/apt-get");
	if (!isRoot || !hasApt) {
		console.error(
			`Chromium is missing at ${CHROMIUM}. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.`,
		);
		process.exit(1);
	}
	console.log("Installing Debian's chromium for the browser tests…");
	const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
	execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
	execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium"], {
		stdio: "inherit",
		env,
	});
}
