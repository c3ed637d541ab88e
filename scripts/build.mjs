// `npm run build`: every package and the site, on both cores where the order allows.
//
//   compiler 1   tasks, inference, snippets (one `tsc -b`)   then the site (site/scripts/build.mjs)
//   compiler 2   emulator (`tsc -b`)                          then mcp, beside the site
//   last         mcp's copy of the site's Markdown (copy-docs.mjs reads the built site)
//
// One `tsc -b` over the chain parses the libraries' declarations once for the three packages
// instead of once per package. The site reads the three packages' dist/ but neither the emulator
// nor mcp, so those compile beside it. A package's own `npm run build` still builds it (and what
// it references, when that changed) alone.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const TSC = createRequire(import.meta.url).resolve("typescript/bin/tsc");

const running = new Set();
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Runs a Node script, its output passed through; rejects on failure. */
function node(label, args, cwd = ROOT) {
	const started = performance.now();
	return new Promise((resolve, reject) => {
		const child = spawn(process.execPath, args, { cwd, stdio: "inherit" });
		running.add(child);
		child.on("error", reject);
		child.on("close", (code, signal) => {
			running.delete(child);
			if (code !== 0) return reject(new Error(`${label} failed (${signal ?? `exit code ${code}`})`));
			console.log(`${label}: done in ${seconds(started)}`);
			resolve();
		});
	});
}

const tsc = (project) =>
	node(`tsc -b packages/${project}`, [TSC, "-b", `packages/${project}/tsconfig.build.json`]);

const started = performance.now();
try {
	const chain = tsc("snippets");
	const emulator = tsc("emulator");
	const site = chain.then(() => node("site", ["scripts/build.mjs"], `${ROOT}site`));
	const mcp = Promise.all([chain, emulator]).then(() => tsc("mcp"));
	await Promise.all([site, mcp]);
	await node("mcp docs", ["packages/mcp/scripts/copy-docs.mjs"]);
} catch (error) {
	// The first failure ends the build: what still runs beside it would only bury the message.
	for (const child of running) child.kill();
	console.error(error instanceof Error ? error.message : error);
	process.exit(1);
}
console.log(`build: done in ${seconds(started)}`);
