import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiExport, inspectExports } from "./support/api-docs.js";
import { type ExampleProject, type ModuleRun, startExampleProject } from "./support/example-project.js";

// The API reference is rendered from these doc comments: an export without one is a blank entry,
// and an example that no longer compiles or runs teaches the reader something false.

const ROOT = resolve(import.meta.dirname, "..");
/** Every documented entry: each package's main one, and the client's subpath for the snippet generator. */
const ENTRIES = [
	{ name: "@hubkit/inference", file: "packages/inference/src/index.ts" },
	{ name: "@hubkit/inference/internal", file: "packages/inference/src/internal.ts" },
	{ name: "@hubkit/snippets", file: "packages/snippets/src/index.ts" },
	{ name: "@hubkit/tasks", file: "packages/tasks/src/index.ts" },
] as const;
const EXPORTS = inspectExports(
	ROOT,
	ENTRIES.map((entry) => ({ packageName: entry.name, file: resolve(ROOT, entry.file) })),
);

interface Example {
	/** A file name for it, e.g. `inference-chatCompletion-1`. */
	name: string;
	owner: ApiExport;
	code: string;
}

const EXAMPLES: Example[] = EXPORTS.flatMap((owner) =>
	owner.examples.map((code, index) => ({
		name: `${owner.packageName.replace("@hubkit/", "").replace("/", "-")}-${owner.name}-${index + 1}`,
		owner,
		code,
	})),
);

/**
 * The files the examples open, under the names the hub's own examples use: a reader has such files
 * at hand. The emulator draws real ones (its media probes check the bytes of every upload).
 */
const READER_FILES = {
	"cats.jpg": "image-5eed0000000000c4-320x240.jpg",
	"cat.png": "image-5eed0000000000c5-256x256.png",
	"sample1.flac": "audio-5eed0000000000a1-2000ms.flac",
};

/** Examples that read the token but show a call refused or aborted before any request. */
const SENDS_NOTHING = new Set([
	"inference-InferenceClientInputError-1",
	"inference-InferenceClientAbortError-1",
]);
/** An example that reads the reader's token calls the network, so it must reach the emulator. */
const callsOut = (example: Example) =>
	example.code.includes("process.env.HF_TOKEN") && !SENDS_NOTHING.has(example.name);

/** The hub ids an example names (`"owner/name"`): one of them must show in a request the emulator saw. */
const namedIds = (code: string) =>
	[...code.matchAll(/"([\w.-]+\/[\w.-]+)(?::[\w-]+)?"/g)].map((match) => match[1] ?? "");

let project: ExampleProject;
/** What each example did, from the one run of them all (made by the first example's test). */
let runs: Map<string, ModuleRun> | undefined;

beforeAll(async () => {
	project = await startExampleProject("hubkit-api-docs-", "hf_apiDocsExamples");
	for (const [name, generated] of Object.entries(READER_FILES)) {
		const response = await fetch(`${project.emulator.url}/files/${generated}`);
		if (!response.ok) throw new Error(`${generated}: ${response.status}`);
		writeFileSync(join(project.workdir, name), new Uint8Array(await response.arrayBuffer()));
	}
});

afterAll(async () => {
	await project?.close();
});

describe("API reference doc comments", () => {
	it("every public export of the packages' entries has a complete doc comment", () => {
		const offenders = EXPORTS.filter((entry) => entry.problems.length > 0).map(
			(entry) => `${entry.where} ${entry.packageName} ${entry.name}: ${entry.problems.join("; ")}`,
		);
		expect(offenders.join("\n")).toBe("");
		// The check itself must see the entries: a broken program would find no exports to complain about.
		for (const { name } of ENTRIES) {
			expect(EXPORTS.filter((entry) => entry.packageName === name).length).toBeGreaterThan(10);
		}
	});

	it("every task function links the one account of the errors a call ends in", async () => {
		const taskFunctions = EXPORTS.filter(
			(entry) =>
				entry.kind === "function" && entry.where.startsWith("packages/inference/src/task-functions/"),
		);
		const unlinked = taskFunctions
			.filter((entry) => !entry.throws.some((text) => text.includes("{@link TaskCallError}")))
			.map((entry) => `${entry.where} ${entry.name}`);
		expect(unlinked).toEqual([]);
		// The check must see every task function the folder exports, not a few of them.
		const folder = await import("../packages/inference/src/task-functions/index.js");
		expect(taskFunctions.map((entry) => entry.name).sort()).toEqual(Object.keys(folder).sort());
	});

	it("the client's internal entry adds to its main entry, repeating none of its exports", () => {
		const main = new Set(EXPORTS.filter((e) => e.packageName === "@hubkit/inference").map((e) => e.name));
		const repeated = EXPORTS.filter(
			(e) => e.packageName === "@hubkit/inference/internal" && main.has(e.name),
		);
		expect(repeated.map((e) => e.name)).toEqual([]);
	});

	it("examples import the packages by name, as a reader's code would", () => {
		const offenders = EXAMPLES.filter(
			(example) => /from "\.\.?\//.test(example.code) || !/from "@hubkit\/\w+(?:\/\w+)?"/.test(example.code),
		).map((example) => `${example.owner.where} ${example.name}`);
		expect(offenders).toEqual([]);
		// An exemption must name an example that still exists, or it silently exempts nothing.
		const names = new Set(EXAMPLES.map((example) => example.name));
		expect([...SENDS_NOTHING].filter((name) => !names.has(name))).toEqual([]);
	});

	it("examples type-check together as a strict NodeNext project", async () => {
		const result = await project.typecheck(
			new Map(EXAMPLES.map((example) => [`${example.name}.ts`, example.code])),
		);
		// tsc names the example's file; say whose doc comment holds it.
		const where = new Map(EXAMPLES.map((example) => [`${example.name}.ts`, example.owner.where]));
		const report = (result.stdout + result.stderr).replace(
			/^([\w.-]+\.ts)(?=\()/gm,
			(file) => `${file} (@example of ${where.get(file) ?? "?"})`,
		);
		expect(report).toBe("");
		expect(result.code).toBe(0);
	});

	// All examples run in one Node process, one after another (a process each costs seconds of
	// start-up); the requests they make are told apart by the model ids they name.
	it.each(EXAMPLES.map((example) => [example.name, example] as const))(
		"%s runs as written (network calls against the emulator)",
		async (_, example) => {
			runs ??= await project.runModules(new Map(EXAMPLES.map((each) => [each.name, each.code])));
			const run = runs.get(example.name);
			expect(run, example.name).toBeDefined();
			expect(run?.error, `${example.owner.where}\n${run?.stdout}`).toBeUndefined();
			expect(run?.stderr, example.owner.where).toBe("");
			if (callsOut(example)) {
				const ids = namedIds(example.code);
				const seen = project.emulator.requests.some((request) => {
					const sent = request.url + JSON.stringify(request.json ?? "");
					return ids.some((id) => sent.includes(id));
				});
				expect(seen, `${example.owner.where}: no request for ${ids.join(", ")} reached the emulator`).toBe(
					true,
				);
			}
		},
	);
});
