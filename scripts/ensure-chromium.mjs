// The browser tests drive Debian's Chromium headless shell, and the snippet tests run shell
// snippets that read JSON with jq. Installs what is missing (CI machines start without them);
// elsewhere says exactly what to install.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";
import { CHROMIUM_HEADLESS_SHELL } from "./chromium.mjs";

const onPath = (name) => (process.env.PATH ?? "").split(delimiter).some((dir) => existsSync(join(dir, name)));
const missing = [
	...(existsSync(CHROMIUM_HEADLESS_SHELL)
		? []
		: [
				{
					name: "chromium-headless-shell",
					where: `at ${CHROMIUM_HEADLESS_SHELL}`,
					or: " or set CHROMIUM_HEADLESS_SHELL_PATH",
				},
			]),
	...(onPath("jq") ? [] : [{ name: "jq", where: "on the PATH", or: "" }]),
];

if (missing.length > 0) {
	const isRoot = process.getuid?.() === 0;
	const hasApt = existsSync("/usr/bin/apt-get");
	if (!isRoot || !hasApt) {
		for (const { name, where, or } of missing)
			console.error(`${name} is missing ${where}. Install it (Debian: apt-get install -y ${name})${or}.`);
		process.exit(1);
	}
	const names = missing.map(({ name }) => name);
	console.log(`Installing Debian's ${names.join(" and ")} for the tests…`);
	const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
	execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
	execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...names], {
		stdio: "inherit",
		env,
	});
}
