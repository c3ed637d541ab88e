import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import type { InferenceSnippet } from "../../src/index.js";

const run = promisify(execFile);

/** Scripts run from inside the package, so `import "openai"` and `import "@hubkit/inference"` resolve. */
const RUNS = new URL("../../.runs/", import.meta.url).pathname;

/** The folders this test file's runs made: other files may be running beside it in the same place. */
const made: string[] = [];

const REDIRECT = import.meta.resolve("@hubkit/emulator/redirect-hosts");

export interface SampleFiles {
	[name: string]: Uint8Array;
}

/** Runs a snippet for real (bash, python3 or node) in a fresh folder holding the sample files; returns its output. */
export async function runSnippet(
	snippet: InferenceSnippet,
	env: Record<string, string>,
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
	// Node snippets that name a provider's real host (direct calls through our client) reach the
	// emulator through a fetch that rewrites hosts, as a DNS override would; the requests stay real.
	const preload = program === process.execPath && redirects ? ["--import", REDIRECT] : [];
	try {
		const { stdout } = await run(program, [...preload, file], {
			cwd: dir,
			env: {
				PATH: process.env.PATH ?? "",
				HOME: dir,
				...env,
				...(redirects ? { HUBKIT_REDIRECTS: JSON.stringify(redirects) } : {}),
			},
			timeout: 30_000,
			maxBuffer: 1 << 24,
		});
		return { stdout, dir };
	} catch (error) {
		const failure = error as { stderr?: string; stdout?: string; message: string };
		throw new Error(
			`${snippet.language}/${snippet.client} failed: ${failure.stderr || failure.stdout || failure.message}\n${snippet.content}`,
		);
	}
}

/**
 * Removes the folders this file's runs made, and no other: test files run in parallel. The project's
 * global teardown (runs-folder.ts) removes the whole folder once every file has ended.
 */
export function cleanRuns(): void {
	for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Parses Python source with python3's own parser; resolves to the parse error, or "" when it parses. */
export async function pythonParseError(source: string): Promise<string> {
	try {
		const child = run("python3", ["-c", "import ast,sys; ast.parse(sys.stdin.read())"]);
		child.child.stdin?.end(source);
		await child;
		return "";
	} catch (error) {
		return (error as { stderr?: string }).stderr ?? String(error);
	}
}
