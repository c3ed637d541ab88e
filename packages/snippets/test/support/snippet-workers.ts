import { type ChildProcess, fork, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";

/** A snippet for a runner process: its file inside its own folder, and the environment it gets. */
export interface RunJob {
	kind: "run";
	dir: string;
	file: string;
	env: Record<string, string>;
	redirects?: Array<[from: string, to: string]>;
}

/** Source for Python's own parser. */
export interface ParseJob {
	kind: "parse";
	source: string;
}

/** How one job ended: whether it succeeded, and the snippet's own output. */
export interface JobAnswer {
	ok: boolean;
	stdout: string;
	stderr: string;
}

/** One long-lived process running one job at a time. */
interface Worker {
	send(job: RunJob | ParseJob): void;
	kill(): void;
	/** Set by the pool: called with each answer, or with the reason the process ended. */
	answered?: (answer: JobAnswer) => void;
	/** Whether the process has ended (or been killed): it takes no more jobs. */
	ended?: boolean;
}

const PYTHON_RUNNER = new URL("./python-runner.py", import.meta.url).pathname;
const FETCH_RUNNER = new URL("./fetch-runner.mjs", import.meta.url).pathname;

/** The last part of what a runner process printed of its own, for when it ends unexpectedly. */
function tail(stream: Readable | null): () => string {
	let text = "";
	stream?.setEncoding("utf8");
	stream?.on("data", (chunk: string) => {
		text = (text + chunk).slice(-4000);
	});
	return () => text;
}

/** Reports a runner process's end as the answer to the job it was running, if any. */
function onEnd(child: ChildProcess, worker: Worker, printed: () => string): void {
	child.on("exit", (code, signal) => {
		worker.ended = true;
		worker.answered?.({
			ok: false,
			stdout: "",
			stderr: `the runner process ended (${signal ?? `exit code ${code}`}) while running this snippet\n${printed()}`,
		});
	});
	child.on("error", (error) => {
		worker.ended = true;
		worker.answered?.({ ok: false, stdout: "", stderr: error.message });
	});
}

/** A runner under `python` (python3 on the PATH unless named), started with `env` besides PATH. */
function pythonWorker(python = "python3", env: Record<string, string> = {}): Worker {
	const child = spawn(python, [PYTHON_RUNNER], {
		stdio: ["pipe", "pipe", "pipe", "pipe"],
		env: { PATH: process.env.PATH ?? "", ...env },
	});
	const worker: Worker = {
		send: (job) => child.stdin?.write(`${JSON.stringify(job)}\n`),
		kill: () => child.kill("SIGKILL"),
	};
	const printed = tail(child.stderr);
	child.stdout?.resume();
	// Writing to a process that has just ended fails here; its end is reported by onEnd.
	child.stdin?.on("error", () => {});
	createInterface({ input: child.stdio[3] as Readable }).on("line", (line) =>
		worker.answered?.(JSON.parse(line) as JobAnswer),
	);
	onEnd(child, worker, printed);
	return worker;
}

function fetchWorker(): Worker {
	// No inherited flags: the snippet runs as under a plain `node snippet.mjs`.
	const child = fork(FETCH_RUNNER, [], {
		execArgv: [],
		stdio: ["ignore", "pipe", "pipe", "ipc"],
		env: { PATH: process.env.PATH ?? "" },
	});
	const worker: Worker = {
		send: (job) => child.send(job),
		kill: () => child.kill("SIGKILL"),
	};
	const printed = tail(child.stderr);
	child.stdout?.resume();
	child.on("message", (answer) => worker.answered?.(answer as JobAnswer));
	onEnd(child, worker, printed);
	return worker;
}

/**
 * Up to `size` runner processes, started as jobs need them and reused: a job waits for an idle
 * one. A process that ends or overruns a job's time is dropped (its job fails) and later jobs
 * get a new one, so one snippet's failure is reported for that snippet alone.
 */
export class WorkerPool {
	private readonly idle: Worker[] = [];
	private readonly all = new Set<Worker>();
	private readonly waiting: Array<(worker: Worker) => void> = [];

	constructor(
		private readonly start: () => Worker,
		private readonly size: number,
	) {}

	async run(job: RunJob | ParseJob, timeoutMs: number): Promise<JobAnswer> {
		const worker = await this.take();
		const answer = await new Promise<JobAnswer>((resolve) => {
			const timer = setTimeout(() => {
				worker.ended = true;
				worker.kill();
				resolve({ ok: false, stdout: "", stderr: `timed out after ${timeoutMs} ms` });
			}, timeoutMs);
			worker.answered = (reply) => {
				clearTimeout(timer);
				resolve(reply);
			};
			worker.send(job);
		});
		worker.answered = undefined;
		if (worker.ended) this.drop(worker);
		else this.give(worker);
		return answer;
	}

	/** Ends every process, once the file's tests are over; a later job starts a new one. */
	close(): void {
		for (const worker of this.all) worker.kill();
		this.all.clear();
		this.idle.length = 0;
		this.waiting.length = 0;
	}

	private take(): Promise<Worker> {
		for (let ready = this.idle.pop(); ready; ready = this.idle.pop()) {
			if (!ready.ended) return Promise.resolve(ready);
			this.all.delete(ready);
		}
		if (this.all.size < this.size) return Promise.resolve(this.started());
		return new Promise((resolve) => this.waiting.push(resolve));
	}

	private started(): Worker {
		const worker = this.start();
		this.all.add(worker);
		return worker;
	}

	private give(worker: Worker): void {
		const next = this.waiting.shift();
		if (next) next(worker);
		else this.idle.push(worker);
	}

	private drop(worker: Worker): void {
		worker.kill();
		this.all.delete(worker);
		this.waiting.shift()?.(this.started());
	}
}

/** Runners for the snippets of one test file: several at once, for executed-jobs.test.ts's concurrent cases. */
export const pythonRunners = new WorkerPool(() => pythonWorker(), 6);

/**
 * One runner under a Python of the caller's choice, started with `env` (a PYTHONPATH, say, which
 * Python reads only when it starts): for snippets that need libraries another Python has.
 */
export const pythonRunnerUnder = (python: string, env: Record<string, string>) =>
	new WorkerPool(() => pythonWorker(python, env), 1);
export const fetchRunners = new WorkerPool(fetchWorker, 6);
