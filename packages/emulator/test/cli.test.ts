import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const cli = join(packageDir, "dist", "cli.js");

function waitForUrl(child: ChildProcess): Promise<string> {
	return new Promise((resolve, reject) => {
		let output = "";
		child.stdout?.on("data", (chunk: Buffer) => {
			output += chunk.toString();
			const match = /listening on (http:\/\/\S+)/.exec(output);
			if (match?.[1]) resolve(match[1]);
		});
		child.once("exit", (code) => reject(new Error(`exited with ${code} before listening: ${output}`)));
	});
}

describe("hubkit-emulator CLI", () => {
	beforeAll(() => {
		execFileSync("npx", ["tsc", "-p", "tsconfig.build.json"], { cwd: packageDir, stdio: "pipe" });
	}, 120_000);

	it("starts, prints its URL and layout, serves, and exits cleanly on SIGTERM", async () => {
		const child = spawn(process.execPath, [cli, "--port", "0", "--host", "127.0.0.1"], {
			stdio: ["ignore", "pipe", "pipe"],
		});
		const url = await waitForUrl(child);
		expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
		const response = await fetch(`${url}/api/models/dslim/bert-base-NER`);
		expect(response.status).toBe(200);
		const exited = once(child, "exit");
		child.kill("SIGTERM");
		const [code] = await exited;
		expect(code).toBe(0);
	}, 30_000);

	it("rejects an unknown flag with exit code 2 and a clear message", () => {
		const result = spawnSync(process.execPath, [cli, "--verbose"], { encoding: "utf8" });
		expect(result.status).toBe(2);
		expect(result.stderr).toContain("unknown option '--verbose'");
		expect(result.stderr).toContain("Usage: hubkit-emulator [--port N] [--host H]");
	});

	it("rejects a port that is not a port", () => {
		const result = spawnSync(process.execPath, [cli, "--port=http"], { encoding: "utf8" });
		expect(result.status).toBe(2);
		expect(result.stderr).toContain("--port must be an integer");
	});
});
