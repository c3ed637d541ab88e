import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
	getInferenceSnippets,
	jsString,
	planSnippetCall,
	pythonString,
	type SnippetCall,
} from "../src/index.js";
import { jsonString } from "../src/literals/json.js";
import { shellQuote } from "../src/literals/shell.js";
import { runSnippet } from "./support/run-snippet.js";
import {
	clientCall,
	essence,
	inferenceRequests,
	providerBaseUrls,
	seeded,
	snippetEnv,
} from "./support/same-request.js";
import { snippetEmulator } from "./support/snippet-emulator.js";

// The 1 MB input's escaped request is several MiB: the emulator keeps whole bodies up to 16 MiB here.
const run = snippetEmulator({ pollSteps: 1, record: { bodyBytes: 16 * 1024 * 1024 } });

afterEach(() => {
	vi.restoreAllMocks();
});

/** Every kind of character a writer escapes, and some it keeps: quotes, controls, separators, lone surrogates. */
const UNIT = `"\\\n\r\t\u0000\u0007\u007f\u00a0\u200b\u2028\u2029\ufeff\udfff\ud800\ue000é日👋'$(id)\`\${HOME}\``;

/** `units` UTF-16 units of `UNIT` over and over: nearly every character needs an escape. */
const hostile = (units: number) => UNIT.repeat(Math.ceil(units / UNIT.length)).slice(0, units);

/** A megabyte of it. */
const MEGABYTE = hostile(1 << 20);

const WRITERS = { jsString, pythonString, jsonString };

describe("escaping is linear in the text", () => {
	it("runs the same number of regular-expression tests for 100 characters and for 100,000 (no test per character)", () => {
		for (const [name, write] of Object.entries(WRITERS)) {
			const tests = vi.spyOn(RegExp.prototype, "test");
			write(hostile(100));
			const short = tests.mock.calls.length;
			tests.mockClear();
			write(hostile(100_000));
			expect(tests.mock.calls.length, name).toBe(short);
			tests.mockRestore();
		}
	});

	it("writes a 1 MB hostile string that each language reads back exactly (node, python3, JSON.parse, bash)", () => {
		expect(runInNewContext(jsString(MEGABYTE)) === MEGABYTE).toBe(true);
		expect(JSON.parse(jsonString(MEGABYTE)) === MEGABYTE).toBe(true);
		// Python gives the text back as JSON (lone surrogates as escapes), read here by JSON.parse.
		const python = execFileSync(
			"python3",
			["-c", "import ast, json, sys; print(json.dumps(ast.literal_eval(sys.stdin.read())), end='')"],
			{ input: pythonString(MEGABYTE), encoding: "utf8", maxBuffer: 1 << 26 },
		);
		expect(JSON.parse(python) === MEGABYTE).toBe(true);
		// The shell carries bytes: no NUL, and lone surrogates arrive as U+FFFD, as UTF-8 text must carry them.
		const text = MEGABYTE.replaceAll("\u0000", "");
		// From a file, as a saved snippet is run: bash reads a script on a pipe one byte per read,
		// which took five seconds for this one; the same words parse the same either way.
		const dir = mkdtempSync(join(tmpdir(), "hubkit-escaping-"));
		try {
			writeFileSync(join(dir, "print.sh"), `printf '%s' ${shellQuote(text)}`);
			const shell = execFileSync("bash", [join(dir, "print.sh")], { encoding: "utf8", maxBuffer: 1 << 26 });
			expect(shell === new TextDecoder().decode(new TextEncoder().encode(text))).toBe(true);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});

	it("sends a 1 MB hostile input exactly as the client does (curl, requests, fetch against the emulator)", async () => {
		const { emulator, samples } = run;
		const { model, mapping } = seeded("hf-inference", "text-classification");
		const options = {
			inputs: MEGABYTE,
			routerUrl: emulator.url,
			providerBaseUrls: providerBaseUrls(emulator),
		};
		const snippets = getInferenceSnippets(model, "hf-inference", mapping, options).filter(({ client }) =>
			["curl", "requests", "fetch"].includes(client),
		);
		expect(snippets).toHaveLength(3);
		emulator.reset();
		await clientCall(
			emulator,
			planSnippetCall(model, "hf-inference", mapping, options) as SnippetCall,
			mapping,
			samples,
		);
		const expected = essence(inferenceRequests(emulator)[0]);
		expect((expected?.body as { inputs?: string } | undefined)?.inputs === MEGABYTE).toBe(true);
		for (const snippet of snippets) {
			emulator.reset();
			await runSnippet(snippet, snippetEnv(emulator), samples);
			const sent = essence(inferenceRequests(emulator)[0]);
			// Compared as a whole, without printing a megabyte when they differ.
			expect(JSON.stringify(sent) === JSON.stringify(expected), snippet.client).toBe(true);
		}
	});
});
