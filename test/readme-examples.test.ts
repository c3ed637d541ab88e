import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type Emulator, startEmulator } from "@hubkit/emulator";
import { getInferenceSnippets } from "@hubkit/snippets";
import { transform } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CodeBlock, codeBlocks } from "./support/readme-blocks.js";
import { run } from "./support/run.js";

const ROOT = resolve(import.meta.dirname, "..");
const READMES = [
	"README.md",
	...readdirSync(join(ROOT, "packages")).map((name) => `packages/${name}/README.md`),
].filter((file) => existsSync(join(ROOT, file)));
const BLOCKS = READMES.flatMap((file) => codeBlocks(join(ROOT, file), ROOT));

/** Fences that hold pictures (the layout trees), not code. */
const NOT_CODE = new Set(["", "text"]);
const RUNNABLE = new Set(["js", "ts", "sh"]);
/**
 * Examples marked `no-run` in their README: commands that start long-running servers or run the
 * whole test suite, and ones that stand for the reader's own app. Counted, so none goes unrun
 * without someone deciding it here.
 */
const EXPECTED_NOT_RUN = 5;

const examples = BLOCKS.filter((block) => RUNNABLE.has(block.language) && !block.flags.includes("no-run"));
const HF_TOKEN = "hf_readmeExamples";

let emulator: Emulator;
let workdir: string;

beforeAll(async () => {
	emulator = await startEmulator({ pollSteps: 0 });
	workdir = mkdtempSync(join(tmpdir(), "hubkit-readme-"));
	// The examples import the packages by name, as a user's project would, from the repository's builds.
	symlinkSync(join(ROOT, "node_modules"), join(workdir, "node_modules"), "dir");
	writeFileSync(join(workdir, "package.json"), JSON.stringify({ private: true, type: "module" }));
});

afterAll(async () => {
	await emulator?.close();
	if (workdir) rmSync(workdir, { recursive: true, force: true });
});

const slug = (block: CodeBlock) => block.where.replace(/[^A-Za-z0-9]+/g, "-");

/** The real hosts the examples name, served by the emulator instead (as a DNS override would). */
const redirects = () => [
	["https://router.huggingface.co", emulator.url],
	["https://huggingface.co", emulator.url],
];

function environment(): NodeJS.ProcessEnv {
	return {
		PATH: process.env.PATH ?? "",
		HOME: process.env.HOME ?? workdir,
		HF_TOKEN,
		HF_ROUTER_URL: emulator.url,
		HF_ENDPOINT: emulator.url,
		HUBKIT_REDIRECTS: JSON.stringify(redirects()),
	};
}

async function runScript(block: CodeBlock) {
	const source =
		block.language === "ts"
			? (await transform(block.code, { loader: "ts", format: "esm", target: "node20" })).code
			: block.code;
	const file = join(workdir, `${slug(block)}.mjs`);
	writeFileSync(file, source);
	return run(process.execPath, ["--import", "@hubkit/emulator/redirect-hosts", file], {
		cwd: workdir,
		env: environment(),
	});
}

function runShell(block: CodeBlock) {
	let script = block.code;
	for (const [from, to] of redirects()) script = script.replaceAll(from ?? "", to ?? "");
	return run("bash", ["-e", "-o", "pipefail", "-c", script], { cwd: workdir, env: environment() });
}

describe("README code blocks", () => {
	it("are js, ts or sh, and those marked no-run are counted", () => {
		const unknown = BLOCKS.filter((block) => !RUNNABLE.has(block.language) && !NOT_CODE.has(block.language));
		expect(unknown.map((block) => `${block.where} (${block.language})`)).toEqual([]);
		const notRun = BLOCKS.filter((block) => block.flags.includes("no-run"));
		console.info(
			`README examples not run (${notRun.length}):\n${notRun.map((b) => `  ${b.where}: ${b.code.split("\n")[0]}`).join("\n")}`,
		);
		expect(notRun).toHaveLength(EXPECTED_NOT_RUN);
		expect(examples.length).toBeGreaterThan(0);
	});

	it.each(examples.map((block) => [`${block.where} (${block.language})`, block] as const))(
		"%s runs as written against the emulator",
		async (_, block) => {
			const before = emulator.requests.length;
			const result = block.language === "sh" ? await runShell(block) : await runScript(block);
			expect(result.code, result.stdout + result.stderr).toBe(0);
			// curl prints its progress on stderr, and exits 0 on an HTTP error without --fail.
			if (block.language === "sh") expect(result.stdout).not.toMatch(/"error"/i);
			else expect(result.stderr).toBe("");
			// An example that calls a host without starting its own emulator must have reached ours.
			const callsOut = /@hubkit\/inference|^curl /m.test(block.code) && !block.code.includes("startEmulator");
			if (callsOut) expect(emulator.requests.length).toBeGreaterThan(before);
		},
	);

	it("type-check as a strict TypeScript project would (ts blocks)", async () => {
		const tsBlocks = examples.filter((block) => block.language === "ts");
		const files = tsBlocks.map((block) => {
			const file = `${slug(block)}.ts`;
			writeFileSync(join(workdir, file), block.code);
			return file;
		});
		writeFileSync(
			join(workdir, "tsconfig.json"),
			JSON.stringify({
				compilerOptions: {
					module: "nodenext",
					target: "es2022",
					types: ["node"],
					strict: true,
					noUncheckedIndexedAccess: true,
					exactOptionalPropertyTypes: true,
					moduleDetection: "force",
					skipLibCheck: true,
					noEmit: true,
				},
				files,
			}),
		);
		const result = await run(join(ROOT, "node_modules/.bin/tsc"), ["-p", "tsconfig.json"], { cwd: workdir });
		expect(result.stdout + result.stderr).toBe("");
		expect(result.code).toBe(0);
	});

	it("the snippets README shows the curl snippet the generator gives for its example", () => {
		const shown = BLOCKS.find(
			(block) => block.where.startsWith("packages/snippets/") && block.code.startsWith("curl "),
		);
		const model = {
			id: "meta-llama/Llama-3.1-8B-Instruct",
			pipeline_tag: "text-generation",
			tags: ["conversational"],
		};
		const curl = getInferenceSnippets(model, "together").find((snippet) => snippet.client === "curl");
		expect(shown?.code.trimEnd()).toBe(curl?.content.trimEnd());
	});
});
