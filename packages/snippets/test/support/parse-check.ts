import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import type { InferenceSnippet } from "../../src/index.js";

const run = promisify(execFile);
const RUNS = new URL("../../.runs/", import.meta.url).pathname;

const PYTHON_CHECK =
	"import ast,sys\nfor path in sys.argv[1:]:\n    ast.parse(open(path, encoding='utf-8').read(), path)";
/** Parses each file as an ES module (the snippets use import and top-level await), running nothing. */
const MODULE_CHECK = `import { readFileSync } from "node:fs";
import { SourceTextModule } from "node:vm";
for (const path of process.argv.slice(1)) {
	try { new SourceTextModule(readFileSync(path, "utf8"), { identifier: path }); }
	catch (error) { console.error(path + ": " + error.message); process.exitCode = 1; }
}`;

/**
 * The parse errors of a batch of snippets in their own languages: python3's parser, V8's module
 * parser (node:vm) and `bash -n`; one process per language for the batch, not one per snippet.
 */
export async function parseErrors(snippets: InferenceSnippet[]): Promise<string[]> {
	mkdirSync(RUNS, { recursive: true });
	const dir = mkdtempSync(join(RUNS, "parse-"));
	const byLanguage: Record<string, string[]> = { python: [], js: [], sh: [] };
	for (const [index, snippet] of snippets.entries()) {
		const file = join(
			dir,
			`s${index}.${snippet.language === "js" ? "mjs" : snippet.language === "python" ? "py" : "sh"}`,
		);
		writeFileSync(file, snippet.content);
		byLanguage[snippet.language]?.push(file);
	}
	const errors: string[] = [];
	const check = async (program: string, args: string[]) => {
		await run(program, args, { maxBuffer: 1 << 24 }).catch((error: { stderr: string }) =>
			errors.push(error.stderr),
		);
	};
	if (byLanguage.python?.length) await check("python3", ["-c", PYTHON_CHECK, ...byLanguage.python]);
	if (byLanguage.js?.length)
		await check(process.execPath, [
			"--experimental-vm-modules",
			"--no-warnings",
			"--input-type=module",
			"-e",
			MODULE_CHECK,
			...byLanguage.js,
		]);
	for (const file of byLanguage.sh ?? []) await check("bash", ["-n", file]);
	return errors;
}
