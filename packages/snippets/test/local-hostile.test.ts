import { execFile } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { getExampleInput } from "@hubkit/tasks";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { getLocalSnippetsWithReasons, type HubModel, type LocalSnippet, modelFacts } from "../src/index.js";
import { analyseJs, analysePython, scratch } from "./local/check.js";
import { APP_MODELS, LIBRARY_MODELS } from "./local/models.js";

const run = promisify(execFile);
const CANARY = "PWNED";

/** Texts that try to end the literal they are written in and run the canary, in every language. */
const PAYLOADS = [
	`"); ${CANARY}(); ("`,
	`'); ${CANARY}(); ('`,
	`\\"); ${CANARY}() #`,
	`""" + ${CANARY}() + """`,
	`\${${CANARY}()}`,
	`\`; ${CANARY}(); \``,
	`*/ ${CANARY}(); /*`,
	`$(${CANARY})`,
	`\`${CANARY}\``,
	`'; ${CANARY}; '`,
	`'\\''; ${CANARY}; '`,
	`"; ${CANARY}; "`,
	`\n${CANARY}()\n`,
	`\r\n${CANARY}\r\n`,
	`\nEOF\n${CANARY}\nEOF\n`,
	`\u2028${CANARY}()\u2029`,
	`\ud800${CANARY}\udfff`,
	`\u0000${CANARY}`,
	`\u202e${CANARY}`,
	`{{${CANARY}}} %(${CANARY})s`,
	"Меня зовут Вольфганг 🦙 \"quoted\" 'single' \\back\\",
];

/** The payloads and random text (any code point, lone surrogates included), from a fixed seed. */
const TEXTS = [
	...PAYLOADS,
	...fc.sample(
		fc.oneof(
			fc.string({ unit: "binary", maxLength: 40 }),
			fc
				.tuple(fc.constantFrom(...PAYLOADS), fc.string({ unit: "binary", maxLength: 8 }))
				.map(([p, s]) => p + s),
		),
		{ numRuns: 12, seed: 21 },
	),
];

/** One model per library (its first task, each variant) and every app model. */
const MODELS: HubModel[] = [
	...LIBRARY_MODELS.filter(
		(model, index, all) =>
			all.findIndex((other) => other.library_name === model.library_name) === index ||
			(model.tags?.length && model.library_name !== "diffusers"),
	),
	...APP_MODELS,
];

/** The caller's input for a model's task in the shape its example has, every text in it hostile. */
function hostileInputs(model: HubModel, text: string): unknown {
	const example = getExampleInput(model.pipeline_tag ?? "", modelFacts(model));
	const inputs = example && "inputs" in example ? example.inputs : undefined;
	if (inputs === null || typeof inputs !== "object") return text;
	return {
		question: text,
		context: text,
		query: text,
		image: text,
		source_sentence: text,
		sentences: [text],
		documents: [text],
		table: { [text]: [text] },
		data: { [text]: [text] },
	};
}

interface Case {
	text: string;
	model: HubModel;
	snippet: LocalSnippet;
}

const CASES: Case[] = TEXTS.flatMap((text) =>
	MODELS.flatMap((model) =>
		getLocalSnippetsWithReasons(model, {
			inputs: hostileInputs(model, text),
			messages: [{ role: "user", content: text }],
		}).snippets.map((snippet) => ({ text, model, snippet })),
	),
);

/** A text as it can reach a program: well-formed Unicode, no NUL (no argument or file can carry it). */
const representable = (text: string) => !/\p{Cs}/u.test(text) && !text.includes("\u0000");

describe("hostile inputs never become code", () => {
	it("Python: no name in any snippet holds the canary, and the text comes back as a string constant", async () => {
		const python = CASES.filter((each) => each.snippet.language === "python");
		const facts = await analysePython(python.map((each) => each.snippet.content));
		const tripped: string[] = [];
		const returned = new Set<string>();
		for (const [index, found] of facts.entries()) {
			const each = python[index] as Case;
			if (found.error) tripped.push(`${each.model.id} ${each.snippet.label}: ${found.error}`);
			if (found.identifiers.some((name) => name.includes(CANARY)))
				tripped.push(`${each.model.id} ${each.snippet.label}`);
			if (found.strings.includes(each.text)) returned.add(each.text);
		}
		expect(tripped).toEqual([]);
		expect(TEXTS.filter((text) => !returned.has(text))).toEqual([]);
	});

	it("JavaScript: no identifier holds the canary, and the text comes back as a string literal", () => {
		const tripped: string[] = [];
		const returned = new Set<string>();
		for (const each of CASES.filter((one) => one.snippet.language === "js")) {
			const found = analyseJs(each.snippet.content);
			if (found.errors.length > 0 || found.identifiers.some((name) => name.includes(CANARY)))
				tripped.push(`${each.model.id} ${each.snippet.label}: ${found.errors.join("; ")}`);
			if (found.strings.includes(each.text)) returned.add(each.text);
		}
		expect(tripped).toEqual([]);
		expect(TEXTS.filter((text) => !returned.has(text))).toEqual([]);
	});

	describe("shell: every command runs as a stub, nothing else can run, and the canary never runs", () => {
		// Made when the test starts, not when the file is collected: the test suite's teardown, in
		// another run sharing the tree, may have removed the runs folder in between.
		let scratchDir: ReturnType<typeof scratch> | undefined;
		const commands = [
			"llama-server",
			"ollama",
			"lms",
			"open",
			"vllm",
			"python3",
			"python",
			"mlx_lm.generate",
			"mlx_lm.server",
			"docker",
			"curl",
			"mlagents-load-from-hf",
			"llama-completion",
			"npx",
			"local-ai",
		];
		// The snippets' commands as shell functions that print their name and arguments, NUL-separated
		// (a function costs no process, unlike a stub program), the canary as one that leaves a file,
		// and an empty PATH: nothing else can run.
		const stubs = [
			...commands.map((command) => `${command}() { printf '%s\\0' ${command} "$@"; echo; }`),
			`${CANARY}() { : > "$CANARY_FILE"; }`,
			'PATH="$EMPTY"',
		].join("\n");
		afterAll(() => scratchDir?.remove());

		it("runs every shell snippet; the prompt reaches its command as one argument", async () => {
			scratchDir = scratch("local-hostile-sh-");
			const { dir } = scratchDir;
			// The payloads only (random text adds nothing a shell word can tell apart); every app's
			// start commands, and the curl calls of one app per model (the others differ in the URL only).
			const shell = CASES.filter(
				(each) =>
					each.snippet.language === "sh" &&
					PAYLOADS.includes(each.text) &&
					(each.snippet.role !== "call" ||
						["llama.cpp", "ollama", "vllm", "mlx-lm"].includes(each.snippet.name)),
			);
			expect(shell.length).toBeGreaterThan(PAYLOADS.length * 10);
			const work = join(dir, "work");
			const empty = join(dir, "empty");
			mkdirSync(work);
			mkdirSync(empty);
			const files = shell.map((each, index) => {
				const file = join(dir, `s${index}.sh`);
				writeFileSync(file, each.snippet.content);
				return file;
			});
			const canaryFile = join(dir, "tripped");
			await run(
				"/bin/bash",
				[
					"-c",
					// Each snippet in a subshell of one bash, in the empty work folder; what the stubs
					// print goes to a file beside the snippet.
					`${stubs}\nfor f in "$@"; do (. "$f") </dev/null >"$f.out" 2>/dev/null; done`,
					"drive",
					...files,
				],
				{ cwd: work, env: { EMPTY: empty, CANARY_FILE: canaryFile }, maxBuffer: 1 << 26 },
			);
			expect(readdirSync(dir)).not.toContain("tripped");
			// Nothing but the prompt file the apps that read their prompt from a file write.
			expect(readdirSync(work).filter((name) => name !== "prompt.txt")).toEqual([]);
			for (const [index, each] of shell.entries()) {
				if (each.snippet.name !== "ollama" || each.snippet.role !== "start") continue;
				const argv = readFileSync(`${files[index]}.out`, "utf8").split("\u0000");
				// `--` ends Ollama's options: the prompt after it is never read as one.
				expect(argv.slice(0, 4), each.model.id).toEqual(["ollama", "run", `hf.co/${each.model.id}`, "--"]);
				if (representable(each.text)) expect(argv[4]).toBe(each.text);
			}
		});
	});
});

describe("hostile ids, tags and tasks", () => {
	const escapes = fc.oneof(
		fc.constantFrom(
			"../../evil",
			"a/$(PWNED)",
			"a/`PWNED`",
			"a/b'; PWNED; '",
			'a/b"); PWNED(); ("',
			"a/b\nPWNED",
			"https://evil.example/x",
			"a//b",
			"",
			"a/b c",
			"a/\u0000b",
			"a/\ud800",
		),
		fc
			.tuple(
				fc.stringMatching(/^[A-Za-z0-9]{1,6}$/),
				fc.string({ unit: "binary", minLength: 1, maxLength: 6 }),
			)
			.filter(([, bad]) => /[^A-Za-z0-9._-]/.test(bad))
			.map(([owner, bad]) => `${owner}/x${bad}`),
	);

	it("an id that is not a hub id gets no snippet and one reason naming it", () => {
		fc.assert(
			fc.property(escapes, fc.constantFrom(...MODELS), (id, model) => {
				const { snippets, reasons } = getLocalSnippetsWithReasons({ ...model, id });
				expect(snippets).toEqual([]);
				expect(reasons).toHaveLength(1);
				expect(reasons[0]?.message).toContain("is not a hub id");
			}),
		);
	});

	it("a base-model tag that is not a hub id is never written: the LoRA gets its guide instead", () => {
		for (const tag of [
			"base_model:adapter:a/$(PWNED)",
			'base_model:a/b"); PWNED(); ("',
			"base_model:adapter:../x",
		]) {
			const { snippets } = getLocalSnippetsWithReasons({
				id: "acme/lora",
				pipeline_tag: "text-to-image",
				library_name: "diffusers",
				tags: ["lora", tag],
			});
			expect(snippets.map((snippet) => snippet.content).join("\n")).not.toContain(CANARY);
			expect(
				snippets.filter((snippet) => snippet.kind === "library").map((snippet) => snippet.label),
			).toEqual(["Diffusers (LoRA)"]);
		}
	});

	it("a task or library that is not known gets no library code and a reason, never an exception", () => {
		fc.assert(
			fc.property(fc.string({ unit: "binary" }), fc.string({ unit: "binary" }), (task, library) => {
				const { snippets, reasons } = getLocalSnippetsWithReasons({
					id: "acme/model",
					pipeline_tag: task,
					library_name: library,
				});
				expect(snippets.filter((snippet) => snippet.kind === "library")).toEqual([]);
				expect(reasons.length).toBeGreaterThan(0);
			}),
		);
	});
});
