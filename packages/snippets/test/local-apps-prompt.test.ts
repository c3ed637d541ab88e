import { execFile } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { getLocalSnippets, type HubModel } from "../src/index.js";
import { APP_MODELS } from "./local/app-models.js";

const run = promisify(execFile);

/**
 * Stands in for every program an app's start runs, and records what it was given: its arguments,
 * and the prompt where the command reads it from a file (`-f`, `--promptFile`, `--textFile`). For
 * mlx_lm.generate it parses the arguments with Python's argparse as mlx_lm's generate.py declares
 * them (`--model`; `--prompt`/`-p`, where `-` reads stdin), the parser that refuses `--prompt -x`.
 */
const STUB = `#!/usr/bin/python3
import argparse, json, os, sys
name = os.path.basename(sys.argv[0])
args = sys.argv[1:]
record = {"program": name, "argv": args}
if name == "mlx_lm.generate":
    parser = argparse.ArgumentParser(exit_on_error=False)
    parser.add_argument("--model", type=str)
    parser.add_argument("--prompt", "-p", type=str)
    try:
        parsed = parser.parse_args(args)
        record["prompt"] = sys.stdin.read() if parsed.prompt == "-" else parsed.prompt
    except (argparse.ArgumentError, SystemExit) as error:
        record["error"] = str(error)
for flag in ("-f", "--promptFile", "--textFile"):
    if flag in args:
        record["prompt"] = open(args[args.index(flag) + 1], encoding="utf-8").read()
with open(os.environ["RECORD"], "a", encoding="utf-8") as out:
    out.write(json.dumps(record) + "\\n")
`;

const PROGRAMS = [
	"ollama",
	"docker",
	"mlx_lm.generate",
	"mlx_lm.server",
	"llama-server",
	"llama-completion",
	"npx",
	"lms",
	"local-ai",
];

// The system's temporary folder, not the package's .runs/, which another test run's end empties.
const dir = mkdtempSync(join(tmpdir(), "local-apps-prompt-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const bin = join(dir, "bin");
mkdirSync(bin);
for (const program of PROGRAMS) {
	writeFileSync(join(bin, program), STUB);
	chmodSync(join(bin, program), 0o755);
}

interface Record {
	program: string;
	argv: string[];
	prompt?: string;
	error?: string;
}

/** Runs a start with bash, the stubs first on PATH; what each program was given. */
async function startRecords(content: string): Promise<Record[]> {
	const record = join(dir, `record-${Math.random().toString(36).slice(2)}.jsonl`);
	writeFileSync(record, "");
	// The prompt never comes from the test's own stdin: a command that wrongly reads it gets nothing.
	await run("bash", ["-c", `exec </dev/null\n${content}`], {
		cwd: dir,
		timeout: 20_000,
		env: { PATH: `${bin}:${process.env.PATH ?? ""}`, RECORD: record, HOME: dir },
	});
	return readFileSync(record, "utf8")
		.split("\n")
		.filter(Boolean)
		.map((line) => JSON.parse(line) as Record);
}

/** What the program the prompt is for received as its prompt. */
function promptReceived(records: Record[]): string | undefined {
	for (const record of records) {
		if (record.error) return `refused: ${record.error}`;
		if (record.prompt !== undefined) return record.prompt;
		// Ollama and Docker (cobra's pflag): the words after `run MODEL` are the prompt, and a bare
		// `--` before them is what keeps a word starting with `-` from being read as a flag.
		const model = record.argv.findIndex((word) => word.startsWith("hf.co/"));
		if (model >= 0) {
			const rest = record.argv.slice(model + 1);
			return rest[0] === "--" ? rest.slice(1).join(" ") : `read as flags: ${rest.join(" ")}`;
		}
	}
	return undefined;
}

const model = (id: string): HubModel => APP_MODELS.find((each) => each.id === id) as HubModel;

describe("a prompt that starts with `-` reaches the app as the prompt, never as an option", () => {
	// Options the apps have, a lone `-` (mlx_lm.generate's "read stdin"), and shell that must stay text.
	const prompts = ["--insecure", "--verbose", "-x", "-", "it's $(touch ran) `touch ran`"];
	const cases = [
		{ model: model("acme/chat-GGUF"), apps: ["ollama", "docker-model-runner", "node-llama-cpp"] },
		{ model: model("mlx-community/chat-4bit"), apps: ["mlx-lm"] },
		{ model: model("acme/base-GGUF"), apps: ["llama.cpp", "ollama", "node-llama-cpp"] },
	];
	for (const { model: each, apps } of cases) {
		for (const app of apps) {
			it.each(prompts)(`${each.id} ${app}: %s`, async (prompt) => {
				const start = getLocalSnippets(each, {
					messages: [{ role: "user", content: prompt }],
					inputs: prompt,
				}).find((snippet) => snippet.name === app && snippet.role === "start");
				expect(start).toBeDefined();
				expect(promptReceived(await startRecords(start?.content ?? ""))).toBe(prompt);
				expect(existsSync(join(dir, "ran"))).toBe(false);
			});
		}
	}
});
