import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const SITE = fileURLToPath(new URL("../", import.meta.url));
const PORT = 5299;

let dev: ChildProcess;
let output = "";

/** `npm run dev`'s server (its preparing steps already ran: the site is built before these tests). */
beforeAll(async () => {
	dev = spawn("npx", ["react-router", "dev", "--port", String(PORT), "--strictPort"], {
		cwd: SITE,
		stdio: ["ignore", "pipe", "pipe"],
		detached: true,
	});
	const ready = new Promise<void>((resolve, reject) => {
		const read = (chunk: Buffer) => {
			output += chunk.toString();
			if (output.includes(`localhost:${PORT}`)) resolve();
		};
		dev.stdout?.on("data", read);
		dev.stderr?.on("data", read);
		dev.once("exit", (code) => reject(new Error(`the dev server exited with ${code}:\n${output}`)));
	});
	await ready;
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
