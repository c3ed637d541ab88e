import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { getLocalSnippets, type HubModel } from "../src/index.js";
import { LOCAL_APPS } from "../src/local/apps/table.js";
import { APP_MODELS } from "./local/app-models.js";

const run = promisify(execFile);

/** Texts that would run the canary if any part of a snippet let them out of a shell word. */
const PAYLOADS = [
	"$(PWNED)",
	"`PWNED`",
	"'; PWNED; '",
	"'\\''; PWNED; '",
	'"; PWNED; "',
	"\nPWNED\n",
	"\nEOF\nPWNED\nEOF\n",
	"-- ; PWNED",
	"--insecure",
];

/** Every program the apps' commands run, as a shell function that only prints (an empty PATH runs nothing else). */
const PROGRAMS = [
	"llama-server",
	"llama-completion",
	"ollama",
	"lms",
	"node",
	"docker",
	"npx",
	"local-ai",
	"vllm",
	"uv",
	"python3",
	"mlx_lm.generate",
	"mlx_lm.server",
	"curl",
];

// The system's temporary folder, not the package's .runs/, which another test run's end empties.
const dir = mkdtempSync(join(tmpdir(), "local-apps-hostile-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a hostile prompt or model never runs as a command in any app's snippet", () => {
	it("every app's start, guide and call, for every model and payload, runs only the apps' programs", async () => {
		const files: string[] = [];
		const reached = new Set<string>();
		for (const [index, text] of PAYLOADS.entries()) {
			for (const model of APP_MODELS as HubModel[]) {
				for (const snippet of getLocalSnippets(model, {
					inputs: text,
					messages: [{ role: "user", content: text }],
				})) {
					if (snippet.kind !== "app" || snippet.language !== "sh") continue;
					reached.add(snippet.name);
					const file = join(dir, `p${index}-${files.length}.sh`);
					writeFileSync(file, snippet.content);
					files.push(file);
				}
			}
		}
		expect([...reached].sort()).toEqual(LOCAL_APPS.map((app) => app.id).sort());
		const work = join(dir, "work");
		const empty = join(dir, "empty");
		mkdirSync(work);
		mkdirSync(empty);
		const canary = join(dir, "tripped");
		const stubs = [
			...PROGRAMS.map((program) => `${program}() { printf '%s\\0' ${program} "$@" >/dev/null; }`),
			`PWNED() { : > ${JSON.stringify(canary)}; }`,
			'PATH="$EMPTY"',
		].join("\n");
		const { stdout } = await run(
			"/bin/bash",
			[
				"-c",
				`${stubs}\nfor f in "$@"; do (. "$f") </dev/null >/dev/null 2>&1 || echo "$f"; done`,
				"drive",
				...files,
			],
			{ cwd: work, env: { EMPTY: empty }, maxBuffer: 1 << 24 },
		);
		expect(existsSync(canary)).toBe(false);
		// Every snippet ran to its end: no command was missing, nothing failed.
		expect(stdout.split("\n").filter(Boolean)).toEqual([]);
	});
});
