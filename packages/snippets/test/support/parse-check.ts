import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import type { InferenceSnippet } from "../../src/index.js";

const run = promisify(execFile);
const RUNS = new URL("../../.runs/", import.meta.url).pathname;
const NODE_CHECK = new URL("./node-check.mjs", import.meta.url).pathname;

const PYTHON_CHECK =
	"import ast,sys\nfor path in sys.argv[1:]:\n    ast.parse(open(path, encoding='utf-8').read(), path)";
/**
 * `bash -n` on each file, started by one bash instead of by Node once per file: the same parser
 * and the same check of every file, at a fork and an exec each rather than a child process with
 * pipes of its own (a property's few hundred shell snippets took most of its time).
 */
const SHELL_CHECK = 'failed=0; for file; do bash -n -- "$file" || failed=1; done; exit "$failed"';

const EXTENSIONS: Record<InferenceSnippet["language"], string> = { python: "py", js: "mjs", sh: "sh" };

/**
 * The parse errors of a batch of snippets in their own languages: python3's parser, V8's module
 * parser (node:vm, see node-check.mjs) and `bash -n`; one process per language for the batch, not
 * one per snippet. A text written twice is parsed once: a parser's answer depends on nothing else.
 */
export async function parseErrors(snippets: InferenceSnippet[]): Promise<string[]> {
	mkdirSync(RUNS, { recursive: true });
	const dir = mkdtempSync(join(RUNS, "parse-"));
	const files: Record<InferenceSnippet["language"], Map<string, string>> = {
		python: new Map(),
		js: new Map(),
		sh: new Map(),
	};
	for (const { language, content } of snippets) {
		const byContent = files[language];
		if (byContent.has(content)) continue;
		const file = join(dir, `s${byContent.size}.${EXTENSIONS[language]}`);
		writeFileSync(file, content);
		byContent.set(content, file);
	}
	const [python, js, sh] = [files.python, files.js, files.sh].map((byContent) => [...byContent.values()]);
	const errors: string[] = [];
	const check = async (program: string, args: string[]) =>
		run(program, args, { maxBuffer: 1 << 24 }).catch((error: { stderr: string }) => {
			errors.push(error.stderr);
			return { stdout: "" };
		});
	if (python?.length) await check("python3", ["-c", PYTHON_CHECK, ...python]);
	if (js?.length) {
		const { stdout } = await check(process.execPath, [
			"--experimental-vm-modules",
			"--no-warnings",
			NODE_CHECK,
			...js,
		]);
		if (stdout) errors.push(...(JSON.parse(stdout) as string[]).filter(Boolean));
	}
	if (sh?.length) await check("bash", ["-c", SHELL_CHECK, "bash", ...sh]);
	return errors;
}
