import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const SITE = fileURLToPath(new URL("../", import.meta.url));
const PORT = 5299;

let dev: ChildProcess;
let output = "";

/**
 * `npm run dev`'s server (its preparing steps already ran: the site is built before these tests), on
 * the port PORT names, as `npm start` takes it.
 */
beforeAll(async () => {
	// The command `npm run dev` runs, from the file its package names as its bin, as npm finds it:
	// through npx, finding it took 3 s more on a busy machine.
	const manifest = createRequire(import.meta.url).resolve("@react-router/dev/package.json");
	const { bin } = JSON.parse(readFileSync(manifest, "utf8")) as { bin: Record<string, string> };
	const command = join(dirname(manifest), bin["react-router"] ?? "");
	dev = spawn(process.execPath, [command, "dev", "--strictPort"], {
		cwd: SITE,
		env: { ...process.env, PORT: String(PORT) },
		stdio: ["ignore", "pipe", "pipe"],
		detached: true,
	});
	dev.stdout?.on("data", (chunk: Buffer) => {
		output += chunk.toString();
	});
	dev.stderr?.on("data", (chunk: Buffer) => {
		output += chunk.toString();
	});
	// Ask the port rather than read the banner: with colours forced (as CI forces them) Vite
	// writes the port between escape codes.
	let exitCode: number | null | undefined;
	dev.once("exit", (code) => {
		exitCode = code;
	});
	// Polled with a bound until Vite is up; the last failure (an exit, or no answer) is the error.
	await vi.waitFor(
		async () => {
			if (exitCode !== undefined) throw new Error(`the dev server exited with ${exitCode}:\n${output}`);
			await fetch(`http://localhost:${PORT}/`).catch(() => {
				throw new Error(`the dev server did not answer on ${PORT}:\n${output}`);
			});
		},
		{ timeout: 110_000, interval: 250 },
	);
}, 120_000);

afterAll(async () => {
	if (dev.pid === undefined || dev.exitCode !== null) return;
	const exited = once(dev, "exit");
	process.kill(-dev.pid);
	await exited;
});

describe("npm run dev", () => {
	it("renders a task page on request from the packages' sources, with Vite's client to reload it", async () => {
		const response = await fetch(`http://localhost:${PORT}/tasks/text-classification`);
		const html = await response.text();
		expect(response.status, output).toBe(200);
		expect(html).toMatch(/<h1[^>]*>Text Classification/);
		expect(html).toContain('<script type="module" src="/@vite/client"></script>');
		// The inline browser scripts are bundled on request too.
		expect(html).toContain("data-hydrator=");
	}, 120_000);
});
