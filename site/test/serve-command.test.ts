// @vitest-environment node
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticSite, type StaticSite } from "./static-site-fixture.js";

const SERVE = fileURLToPath(new URL("../scripts/serve.mjs", import.meta.url));

let site: StaticSite;
let held: Server;
let heldPort: number;

beforeAll(async () => {
	site = await createStaticSite();
	held = createServer();
	await new Promise<void>((resolve) => held.listen(0, "127.0.0.1", resolve));
	heldPort = (held.address() as { port: number }).port;
});
afterAll(async () => {
	await new Promise((resolve) => held.close(resolve));
	site.remove();
});

/** Runs `npm start`'s script on the fixture with the given environment until it exits (or 10 s). */
function serve(
	env: Record<string, string>,
	root = site.root,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
	return new Promise((resolve) => {
		execFile(
			process.execPath,
			[SERVE, root],
			{ env: { ...process.env, HOST: "127.0.0.1", ...env }, timeout: 10_000 },
			(error, stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
		);
	});
}

describe("npm start", () => {
	it("says in one line that a busy port is busy and how to pick another, then exits non-zero", async () => {
		const { code, stderr } = await serve({ PORT: String(heldPort) });
		expect(code).not.toBe(0);
		const lines = stderr.trimEnd().split("\n");
		expect(lines).toHaveLength(1);
		expect(lines[0]).toContain(`Port ${heldPort} is in use`);
		expect(lines[0]).toContain("PORT=");
	});

	it.each(["abc", "70000", "-1", "3000x", "1e3"])("refuses PORT=%s in one line naming PORT", async (port) => {
		const { code, stderr } = await serve({ PORT: port });
		expect(code).not.toBe(0);
		const lines = stderr.trimEnd().split("\n");
		expect(lines).toHaveLength(1);
		expect(lines[0]).toMatch(/^PORT /);
		expect(lines[0]).toContain(port);
	});

	it("says in one line that the build's inline-script hashes are missing, not that HOST or PORT is wrong", async () => {
		const base = mkdtempSync(join(tmpdir(), "hubkit-serve-"));
		try {
			writeFileSync(join(base, "index.html"), "<!DOCTYPE html><title>x</title>");
			const { code, stderr } = await serve({ PORT: "0" }, base);
			expect(code).not.toBe(0);
			const lines = stderr.trimEnd().split("\n");
			expect(lines).toHaveLength(1);
			expect(lines[0]).toContain("inline-scripts.json is missing");
			expect(lines[0]).not.toMatch(/HOST|PORT/);
		} finally {
			rmSync(base, { recursive: true, force: true });
		}
	});
});
