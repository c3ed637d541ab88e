import { afterAll, describe, expect, it } from "vitest";
import type { InferenceSnippet } from "../src/index.js";
import { cleanRuns, pythonParseError, runSnippet } from "./support/run-snippet.js";

// Python `requests` and Node `fetch` snippets run in turn in one long-lived process. These tests
// show that sharing it hides nothing: a broken snippet fails alone and names itself, the snippets
// around it still pass, and nothing one snippet leaves behind reaches the next.

afterAll(() => cleanRuns());

const python = (content: string): InferenceSnippet => ({ language: "python", client: "requests", content });
const node = (content: string): InferenceSnippet => ({ language: "js", client: "fetch", content });

/** Runs the snippets one after another, as a test file does, and gives how each one ended. */
async function inTurn(snippets: InferenceSnippet[], env: Record<string, string> = {}) {
	const ended: Array<{ ok: true; stdout: string } | { ok: false; error: string }> = [];
	for (const snippet of snippets)
		ended.push(
			await runSnippet(snippet, env, {}).then(
				({ stdout }) => ({ ok: true as const, stdout }),
				(error: Error) => ({ ok: false as const, error: error.message }),
			),
		);
	return ended;
}

describe("python snippets sharing one process", () => {
	it("a broken snippet among good ones fails alone, named by its client and code; the others pass in the same process", async () => {
		const [first, broken, last] = await inTurn([
			python("import os\nprint('first', os.getpid())"),
			python("import os\nprint('half done')\nundefined_name_in_snippet_two()"),
			python("import os\nprint('last', os.getpid())"),
		]);
		expect(first).toMatchObject({ ok: true, stdout: expect.stringMatching(/^first \d+\n$/) });
		expect(broken).toMatchObject({ ok: false });
		if (broken?.ok !== false) return;
		expect(broken.error).toMatch(
			/^python\/requests failed: [\s\S]*NameError: name 'undefined_name_in_snippet_two'/,
		);
		expect(broken.error).toContain("undefined_name_in_snippet_two()");
		expect(last).toMatchObject({ ok: true });
		// The same process ran all three: this is the shared runner, not a process per snippet.
		const pid = (result: typeof first) => (result?.ok ? result.stdout.split(" ")[1] : undefined);
		expect(pid(last)).toBe(pid(first));
	});

	it("a failing exit code fails, and a snippet that ends the process fails alone; the next runs in a new one", async () => {
		const [exits, stops, kills, after] = await inTurn([
			python("import sys\nsys.exit(3)"),
			python("raise SystemExit('stopped on purpose')"),
			python("import os\nos._exit(7)"),
			python("print('still running')"),
		]);
		expect(exits).toMatchObject({ ok: false, error: expect.stringMatching(/^python\/requests failed: /) });
		expect(stops).toMatchObject({ ok: false, error: expect.stringContaining("stopped on purpose") });
		expect(kills).toMatchObject({ ok: false, error: expect.stringContaining("exit code 7") });
		expect(after).toEqual({ ok: true, stdout: "still running\n" });
	});

	it("each snippet starts clean: its own folder, environment and names, whatever the one before left", async () => {
		const [, next] = await inTurn(
			[
				python("import os\nos.environ['LEFT_BEHIND'] = '1'\nleft_behind = 1\nos.chdir('/')"),
				python(
					"import os\nprint(os.environ.get('LEFT_BEHIND'), os.environ['GIVEN'], 'left_behind' in globals(), os.getcwd() == os.environ['HOME'])",
				),
			],
			{ GIVEN: "yes" },
		);
		expect(next).toEqual({ ok: true, stdout: "None yes False True\n" });
	});

	it("parses with Python's own parser, and a parse error does not stop the next parse", async () => {
		expect(await pythonParseError("def broken(:\n")).toMatch(/SyntaxError/);
		expect(await pythonParseError("print('fine')\n")).toBe("");
	});
});

describe("node fetch snippets sharing one process", () => {
	it("a broken snippet among good ones fails alone, named by its client and code; the others pass in the same process", async () => {
		const [first, broken, last] = await inTurn([
			node("console.log('first', process.pid);"),
			node("console.log('half done');\nawait undefinedNameInSnippetTwo();"),
			node("console.log('last', process.pid);"),
		]);
		expect(first).toMatchObject({ ok: true, stdout: expect.stringMatching(/^first \d+\n$/) });
		expect(broken).toMatchObject({ ok: false });
		if (broken?.ok !== false) return;
		expect(broken.error).toMatch(
			/^js\/fetch failed: [\s\S]*ReferenceError: undefinedNameInSnippetTwo is not defined/,
		);
		expect(broken.error).toContain("await undefinedNameInSnippetTwo();");
		expect(last).toMatchObject({ ok: true });
		const pid = (result: typeof first) => (result?.ok ? result.stdout.split(" ")[1] : undefined);
		expect(pid(last)).toBe(pid(first));
	});

	it("an error thrown after the module ran, a failing exit code and an ended process each fail that snippet alone", async () => {
		const [late, code, exits, after] = await inTurn([
			node("setTimeout(() => { throw new Error('thrown later'); });"),
			node("process.exitCode = 4;"),
			node("process.exit(7);"),
			node("console.log('still running');"),
		]);
		expect(late).toMatchObject({ ok: false, error: expect.stringContaining("thrown later") });
		expect(code).toMatchObject({ ok: false, error: expect.stringContaining("exit code 4") });
		expect(exits).toMatchObject({ ok: false, error: expect.stringContaining("exit code 7") });
		expect(after).toEqual({ ok: true, stdout: "still running\n" });
	});

	it("each snippet starts clean: its own folder, environment and module, whatever the one before left", async () => {
		const [, next] = await inTurn(
			[
				node("process.env.LEFT_BEHIND = '1';\nprocess.chdir('/');\nexport const mine = 1;"),
				node(
					"console.log(process.env.LEFT_BEHIND, process.env.GIVEN, typeof mine, process.cwd() === process.env.HOME);",
				),
			],
			{ GIVEN: "yes" },
		);
		expect(next).toEqual({ ok: true, stdout: "undefined yes undefined true\n" });
	});
});
