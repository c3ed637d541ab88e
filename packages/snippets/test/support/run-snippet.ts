import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import type { InferenceSnippet } from "../../src/index.js";
import { fetchRunners, type JobAnswer, pythonRunners, type WorkerPool } from "./snippet-workers.js";

const run = promisify(execFile);

/** Scripts run from inside the package, so `import "openai"` and `import "@hubkit/inference"` resolve. */
const RUNS = new URL("../../.runs/", import.meta.url).pathname;

/** The folders this test file's runs made: other files may be running beside it in the same place. */
const made: string[] = [];

const REDIRECT = import.meta.resolve("@hubkit/emulator/redirect-hosts");
const INSTANT_WAITS = import.meta.resolve("./instant-waits.mjs");

export interface SampleFiles {
	[name: string]: Uint8Array;
}

/**
 * A `sleep` function bash defines from the environment before it runs the snippet: a wait of a
 * plain number of seconds (a job's polling pace) ends at once, anything else goes to sleep itself,
 * which rejects what it would. The emulator answers "still running" a set number of times, not for
 * a set time, so waiting proves nothing; the snippet still runs as written.
 */
const BASH_SLEEP = "BASH_FUNC_sleep%%";
const INSTANT_SLEEP = '() { [[ $# -eq 1 && $1 =~ ^[0-9]+(\\.[0-9]+)?$ ]] || command sleep "$@"; }';

/**
 * V8 flags for a Node snippet's own process. Node's fetch parses HTTP with undici's llhttp, a
 * WebAssembly module that V8 also recompiles with TurboFan on background threads, and Node does not
 * exit before its background tasks are done (`NodePlatform::DrainTasks` blocks on the worker
 * threads' queue once the event loop is empty: nodejs/node src/node_platform.cc at fa3c0e00): a
 * snippet's process stayed 0.15-0.2 s after its code had ended, compiling code it would never run
 * (0.1 s of CPU). Liftoff, V8's baseline compiler, runs the same parser; nothing the snippet does
 * or sends changes.
 */
const NODE_FLAGS = ["--liftoff-only"];

/** How long one snippet may run. */
const TIMEOUT_MS = 30_000;

/**
 * The long-lived runner for a snippet, if one may run it: Python snippets that use `requests` and
 * Node snippets that use `fetch` import nothing that reads the environment once and keeps it, so
 * one process can run many of them in turn. SDK snippets (an SDK may keep state per process) and
 * shell snippets (bash starts in a few milliseconds) get a process of their own.
 */
function runnerFor(snippet: InferenceSnippet): WorkerPool | undefined {
	if (snippet.language === "python" && snippet.client === "requests") return pythonRunners;
	if (snippet.language === "js" && snippet.client === "fetch") return fetchRunners;
	return undefined;
}

/** The error for a snippet that failed: what it printed, and its code, so the failure names it. */
function failed(snippet: InferenceSnippet, output: string): Error {
	return new Error(`${snippet.language}/${snippet.client} failed: ${output}\n${snippet.content}`);
}

/**
 * The snippets this machine runs, as `language/client`: the others need packages PyPI would give
 * (huggingface_hub, fal_client, openai for Python) and are checked by parsing instead.
 */
export const RUNNABLE = new Set(["sh/curl", "python/requests", "js/fetch", "js/openai", "js/huggingface.js"]);

/**
 * Runs a snippet for real (bash, python3 or node) in a fresh folder holding the sample files;
 * returns its output. Python `requests` and Node `fetch` snippets run in a runner process that is
 * already started (see `runnerFor`), the others in a process of their own.
 */
export async function runSnippet(
	snippet: InferenceSnippet,
	given: Record<string, string>,
	files: SampleFiles,
	redirects?: Array<[from: string, to: string]>,
): Promise<{ stdout: string; dir: string }> {
	mkdirSync(RUNS, { recursive: true });
	const dir = mkdtempSync(join(RUNS, "run-"));
	made.push(dir);
	for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, name), bytes);
	const [program, file] =
		snippet.language === "sh"
			? ["bash", "snippet.sh"]
			: snippet.language === "python"
				? ["python3", "snippet.py"]
				: [process.execPath, "snippet.mjs"];
	writeFileSync(join(dir, file), snippet.content);
	const env = {
		PATH: process.env.PATH ?? "",
		HOME: dir,
		...given,
		...(redirects ? { HUBKIT_REDIRECTS: JSON.stringify(redirects) } : {}),
		...(snippet.language === "sh" ? { [BASH_SLEEP]: INSTANT_SLEEP } : {}),
	};
	const runner = runnerFor(snippet);
	if (runner) {
		const answer: JobAnswer = await runner.run({ kind: "run", dir, file, env, redirects }, TIMEOUT_MS);
		if (!answer.ok) throw failed(snippet, answer.stderr || answer.stdout);
		return { stdout: answer.stdout, dir };
	}
	// Node snippets wait no time between a job's status checks (see instant-waits.mjs); those that
	// name a provider's real host (direct calls through our client) reach the emulator through a
	// fetch that rewrites hosts, as a DNS override would; the requests stay real.
	const preload =
		program === process.execPath
			? [...NODE_FLAGS, "--import", INSTANT_WAITS, ...(redirects ? ["--import", REDIRECT] : [])]
			: [];
	try {
		const { stdout } = await run(program, [...preload, file], {
			cwd: dir,
			env,
			timeout: TIMEOUT_MS,
			maxBuffer: 1 << 24,
		});
		return { stdout, dir };
	} catch (error) {
		const failure = error as { stderr?: string; stdout?: string; message: string };
		throw failed(snippet, failure.stderr || failure.stdout || failure.message);
	}
}

/**
 * Ends this file's runner processes and removes the folders its runs made, and no other: test
 * files run in parallel. The project's global teardown (runs-folder.ts) removes the whole folder
 * once every file has ended.
 */
export function cleanRuns(): void {
	pythonRunners.close();
	fetchRunners.close();
	for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Parses Python source with python3's own parser; resolves to the parse error, or "" when it parses. */
export async function pythonParseError(source: string): Promise<string> {
	const answer = await pythonRunners.run({ kind: "parse", source }, TIMEOUT_MS);
	return answer.ok ? "" : answer.stderr || "the source did not parse";
}
