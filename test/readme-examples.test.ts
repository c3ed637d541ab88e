import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { getInferenceSnippets } from "@hubkit/snippets";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ExampleProject, startExampleProject } from "./support/example-project.js";
import { type CodeBlock, codeBlocks } from "./support/readme-blocks.js";

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
const EXPECTED_NOT_RUN = 6;

const examples = BLOCKS.filter((block) => RUNNABLE.has(block.language) && !block.flags.includes("no-run"));

let project: ExampleProject;

beforeAll(async () => {
	project = await startExampleProject("hubkit-readme-", "hf_readmeExamples");
});

afterAll(async () => {
	await project?.close();
});

const slug = (block: CodeBlock) => block.where.replace(/[^A-Za-z0-9]+/g, "-");

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
			const before = project.emulator.requests.length;
			const result =
				block.language === "sh"
					? await project.runShell(block.code)
					: await project.runModule(slug(block), block.code, block.language === "ts" ? "ts" : "js");
			expect(result.code, result.stdout + result.stderr).toBe(0);
			// curl prints its progress on stderr, and exits 0 on an HTTP error without --fail.
			if (block.language === "sh") expect(result.stdout).not.toMatch(/"error"/i);
			else expect(result.stderr).toBe("");
			// An example that calls a host without starting its own emulator must have reached ours.
			const callsOut = /@hubkit\/inference|^curl /m.test(block.code) && !block.code.includes("startEmulator");
			if (callsOut) expect(project.emulator.requests.length).toBeGreaterThan(before);
		},
	);

	it("type-check as a strict TypeScript project would (ts blocks)", async () => {
		const tsBlocks = examples.filter((block) => block.language === "ts");
		const result = await project.typecheck(
			new Map(tsBlocks.map((block) => [`${slug(block)}.ts`, block.code])),
		);
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
