import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { readdirSync, statSync } from "node:fs";
import { createServer, type Server } from "node:net";
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
	// The command runs the built CLI: `npm test` and `npm run test:unit` build the packages first.
	// Run alone, a build older than the sources would test code that is no longer there.
	beforeAll(() => {
		const src = join(packageDir, "src");
		const newest = Math.max(
			...readdirSync(src, { recursive: true, encoding: "utf8" }).map(
				(file) => statSync(join(src, file)).mtimeMs,
			),
		);
		const built = statSync(cli, { throwIfNoEntry: false })?.mtimeMs ?? 0;
		if (built < newest)
			throw new Error("dist/cli.js is older than src/: run `npm run build -w @hubkit/emulator`");
	});

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
		expect(result.stderr).toContain("Usage: hubkit-emulator [--port N] [--host H] [--no-record]");
	});

	it("rejects a port that is not a port", () => {
		const result = spawnSync(process.execPath, [cli, "--port=http"], { encoding: "utf8" });
		expect(result.status).toBe(2);
		expect(result.stderr).toContain("--port must be a port number");
	});

	it.each(["1e3", "0x10", " 8000", "8000 ", "+80", "65536", "-1", "80.0"])(
		"refuses --port '%s' in one line naming the option: a port is digits only, 0 to 65535",
		(value) => {
			// A refused value must not start a server, so the timeout only ends a run that wrongly listens.
			const result = spawnSync(process.execPath, [cli, "--port", value], { encoding: "utf8", timeout: 5000 });
			expect(result.status).toBe(2);
			expect(result.stdout).toBe("");
			expect(oneLine(result.stderr)).toBe(
				`hubkit-emulator: --port must be a port number from 0 (any free port) to 65535 in digits, not '${value}'`,
			);
		},
	);

	it("says in one line, without a stack trace, that a busy port is in use", async () => {
		const busy = await listening();
		try {
			const port = (busy.address() as { port: number }).port;
			const result = await runToExit(["--port", String(port)]);
			expect(result.code).toBe(1);
			expect(oneLine(result.stderr)).toBe(
				`hubkit-emulator: --port ${port} is in use; choose another port, or --port 0 for any free one`,
			);
		} finally {
			busy.close();
		}
	});

	it("says in one line, without a stack trace, that an unknown host does not resolve", async () => {
		const result = await runToExit(["--host", "no-such-host.invalid"]);
		expect(result.code).toBe(1);
		expect(oneLine(result.stderr)).toBe(
			"hubkit-emulator: --host no-such-host.invalid does not resolve to an address; e.g. --host 127.0.0.1",
		);
	});

	it("says in one line that a host which is not an address of this machine cannot be listened on", async () => {
		// 192.0.2.0/24 is reserved for documentation, so no machine has it.
		const result = await runToExit(["--host", "192.0.2.1"]);
		expect(result.code).toBe(1);
		expect(oneLine(result.stderr)).toBe(
			"hubkit-emulator: --host 192.0.2.1 is not an address of this machine; e.g. --host 127.0.0.1",
		);
	});

	it("records requests by default and not at all with --no-record, and says which at start", async () => {
		for (const [args, recording] of [
			[[], "the last 1000 requests, up to 1 MiB of each body (--no-record to keep none)"],
			[["--no-record"], "off"],
		] as const) {
			const child = spawn(process.execPath, [cli, ...args], { stdio: ["ignore", "pipe", "pipe"] });
			let output = "";
			child.stdout?.on("data", (chunk: Buffer) => {
				output += chunk.toString();
			});
			const url = await waitForUrl(child);
			expect((await fetch(`${url}/api/tasks`)).status).toBe(200);
			const exited = once(child, "exit");
			child.kill("SIGTERM");
			await exited;
			expect(output).toContain(`  Recording:     ${recording}\n`);
		}
	}, 30_000);

	it("refuses a value given to --no-record", () => {
		const result = spawnSync(process.execPath, [cli, "--no-record=yes"], { encoding: "utf8", timeout: 5000 });
		expect(result.status).toBe(2);
		expect(oneLine(result.stderr)).toBe("hubkit-emulator: --no-record takes no value, got '--no-record=yes'");
	});
});

/** The text when it is exactly one line; fails the test otherwise (a stack trace has many). */
function oneLine(text: string): string {
	const lines = text.split("\n").filter((line) => line !== "");
	expect(lines, text).toHaveLength(1);
	return lines[0] ?? "";
}

function listening(): Promise<Server> {
	return new Promise((resolve, reject) => {
		const server = createServer();
		server.once("error", reject);
		server.listen(0, "127.0.0.1", () => resolve(server));
	});
}

/** Runs the CLI until it exits by itself; one that starts listening instead is stopped and reported. */
function runToExit(args: string[]): Promise<{ code: number | null; stderr: string }> {
	return new Promise((resolve) => {
		const child = spawn(process.execPath, [cli, ...args], { stdio: ["ignore", "pipe", "pipe"] });
		let stderr = "";
		child.stderr?.on("data", (chunk: Buffer) => {
			stderr += chunk.toString();
		});
		const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
		child.once("exit", (code) => {
			clearTimeout(timer);
			resolve({ code, stderr });
		});
	});
}
