import { spawn } from "node:child_process";

export interface RunResult {
	code: number | null;
	signal: NodeJS.Signals | null;
	stdout: string;
	stderr: string;
}

export interface RunOptions {
	cwd: string;
	env?: NodeJS.ProcessEnv;
	timeoutMs?: number;
}

/**
 * V8 flags for the Node programs the tests start. Node's fetch parses HTTP with undici's llhttp, a
 * WebAssembly module that V8 also recompiles with TurboFan on background threads, and Node does not
 * exit before its background tasks are done (`NodePlatform::DrainTasks` blocks on the worker
 * threads' queue once the event loop is empty: nodejs/node src/node_platform.cc at fa3c0e00): a
 * short program that fetched stayed 0.15-0.2 s after its code had ended, compiling code it would
 * never run. Liftoff, V8's baseline compiler, runs the same parser; what the program does is the same.
 */
export const NODE_FLAGS = ["--liftoff-only"];

/**
 * Runs a program to its end and keeps what it printed. A program that outlives its time is killed,
 * so a hanging example fails the test instead of the whole run.
 */
export function run(command: string, args: string[], options: RunOptions): Promise<RunResult> {
	return new Promise((resolve, reject) => {
		const child = spawn(command, args, {
			cwd: options.cwd,
			env: options.env ?? process.env,
			stdio: ["ignore", "pipe", "pipe"],
			timeout: options.timeoutMs ?? 30_000,
		});
		let stdout = "";
		let stderr = "";
		child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
			stdout += chunk;
		});
		child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
			stderr += chunk;
		});
		child.on("error", reject);
		child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr }));
	});
}

/** The environment without npm's own `npm_*` variables, so a nested npm or node sees a plain shell's. */
export function cleanEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
	const env: NodeJS.ProcessEnv = {};
	for (const [name, value] of Object.entries(process.env)) {
		if (!name.toLowerCase().startsWith("npm_")) env[name] = value;
	}
	return { ...env, ...extra };
}
