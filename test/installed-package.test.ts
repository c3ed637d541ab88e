import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installTarballs, PUBLISHED, packPackages, type Tarball } from "./support/installed-project.js";
import { cleanEnvironment, NODE_FLAGS, run } from "./support/run.js";

const ROOT = resolve(import.meta.dirname, "..");
const TSC = join(ROOT, "node_modules/.bin/tsc");
const REPOSITORY = "git+https://github.com/hubkit-dev/hubkit.git";

let scratch: string;
let project: string;
let tarballs: Tarball[];

beforeAll(async () => {
	scratch = mkdtempSync(join(tmpdir(), "hubkit-installed-"));
	project = join(scratch, "project");
	tarballs = await packPackages(ROOT, join(scratch, "packs"));
	await installTarballs(
		project,
		tarballs.map((tarball) => join(scratch, "packs", tarball.filename)),
	);
});

afterAll(() => {
	if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/**
 * What a user's program does with the four packages: list what each exports, start the emulator,
 * make a call and a stream with the client, write snippets, and build a request's parts through the
 * client's internal entry (as the generator does). The same body runs from an ES module and from a
 * CommonJS one, so both loaders must see the same packages.
 */
const CONSUMER_BODY = `
(async () => {
	const emulator = await emulatorPackage.startEmulator({ pollSteps: 0 });
	try {
		const client = new inference.InferenceClient("hf_installed", { routerUrl: emulator.url, hubUrl: emulator.url });
		const request = {
			model: "meta-llama/Llama-3.1-8B-Instruct",
			provider: "together",
			messages: [{ role: "user", content: "What is the capital of France?" }],
		};
		const reply = await client.chatCompletion(request);
		let streamed = "";
		for await (const chunk of client.chatCompletionStream(request)) streamed += chunk.choices[0]?.delta.content ?? "";
		const model = { id: "meta-llama/Llama-3.1-8B-Instruct", pipeline_tag: "text-generation", tags: ["conversational"] };
		const snippetClients = snippets.getInferenceSnippets(model, "together").map((s) => s.language + "/" + s.client);
		const parts = internal.buildRequestParts({
			helper: inference.getProviderHelper("together", "conversational"),
			model: "meta-llama/Llama-3.1-8B-Instruct",
			args: { messages: request.messages },
			routerUrl: "https://router.huggingface.co",
			accessToken: "hf_installed",
		});
		const names = (module) => Object.keys(module).sort();
		console.log(JSON.stringify({
			exports: { tasks: names(tasks), inference: names(inference), internal: names(internal), snippets: names(snippets), emulator: names(emulatorPackage) },
			parts: { url: parts.url, payload: parts.payload.kind },
			tasks: Object.keys(tasks.PIPELINE_DATA).length,
			reply: reply.choices[0].message.content,
			streamed,
			snippetClients,
			requests: emulator.requests.map((r) => r.method + " " + r.url),
		}));
	} finally {
		await emulator.close();
	}
})().catch((error) => {
	console.error(error);
	process.exitCode = 1;
});
`;

const ESM_CONSUMER = `import * as tasks from "@hubkit/tasks";
import * as inference from "@hubkit/inference";
import * as internal from "@hubkit/inference/internal";
import * as snippets from "@hubkit/snippets";
import * as emulatorPackage from "@hubkit/emulator";
${CONSUMER_BODY}`;

const CJS_CONSUMER = `const tasks = require("@hubkit/tasks");
const inference = require("@hubkit/inference");
const internal = require("@hubkit/inference/internal");
const snippets = require("@hubkit/snippets");
const emulatorPackage = require("@hubkit/emulator");
${CONSUMER_BODY}`;

async function consume(file: string, source: string) {
	writeFileSync(join(project, file), source);
	const result = await run(process.execPath, [...NODE_FLAGS, file], { cwd: project });
	expect(result.code, result.stderr).toBe(0);
	// Nothing on stderr: no warning about loading ES modules through require either.
	expect(result.stderr).toBe("");
	return JSON.parse(result.stdout) as {
		exports: Record<string, string[]>;
		parts: { url: string; payload: string };
		tasks: number;
		reply: string;
		streamed: string;
		snippetClients: string[];
		requests: string[];
	};
}

/** Uses the public types the way a program would, so a declaration that does not compile shows. */
const TYPED_BODY = `
	const emulator = await emulatorPackage.startEmulator({ pollSteps: 0 });
	const options: inference.ClientOptions = { routerUrl: emulator.url, hubUrl: emulator.url, timeoutMs: 10_000 };
	const client = new inference.InferenceClient("hf_installed", options);
	const reply = await client.chatCompletion({
		model: "meta-llama/Llama-3.1-8B-Instruct",
		provider: "together",
		messages: [{ role: "user", content: "Hello" }],
	});
	const text: string | null | undefined = reply.choices[0]?.message.content;
	const recorded: emulatorPackage.RecordedRequest | undefined = emulator.requests[0];
	const bytes: number = recorded?.body.byteLength ?? 0;
	const model: snippets.ModelDataMinimal = { id: "m/x", pipeline_tag: "text-generation", tags: ["conversational"] };
	const written: snippets.InferenceSnippet[] = snippets.getInferenceSnippets(model, "together");
	const label: string | undefined = tasks.TASKS_DATA["text-generation"]?.label;
	const parts: internal.RequestParts = internal.buildRequestParts({
		helper: inference.getProviderHelper("together", "conversational"),
		model: "meta-llama/Llama-3.1-8B-Instruct",
		args: { messages: [{ role: "user", content: "Hello" }] },
		routerUrl: emulator.url,
	});
	console.log(parts.url);
	console.log(text, bytes, written.length, label, Object.keys(tasks.PIPELINE_DATA).length, inference.InferenceClientError.name);
	await emulator.close();
`;

const TYPED_ESM = `import * as tasks from "@hubkit/tasks";
import * as inference from "@hubkit/inference";
import * as internal from "@hubkit/inference/internal";
import * as snippets from "@hubkit/snippets";
import * as emulatorPackage from "@hubkit/emulator";
${TYPED_BODY}`;

const TYPED_CJS = `import tasks = require("@hubkit/tasks");
import inference = require("@hubkit/inference");
import internal = require("@hubkit/inference/internal");
import snippets = require("@hubkit/snippets");
import emulatorPackage = require("@hubkit/emulator");

async function main(): Promise<void> {${TYPED_BODY}}
void main();
`;

/**
 * Two fresh strict projects. `skipLibCheck` is off in both: with it on, a type the declarations
 * name but the project lacks (Node's Buffer without @types/node) silently becomes `any`.
 * `skipDefaultLibCheck` leaves out only TypeScript's own lib files (those marked no-default-lib),
 * which we do not ship: checking lib.dom.d.ts was most of the first project's time (check 4.9 s of
 * 9.7 s). Our declarations and @types/node are checked in full; a declaration naming Buffer there,
 * or a global augmentation that disagrees with the DOM's `Response`, fails the same either way.
 */
const TS_PROJECTS = {
	// What `tsc --init` (TypeScript 5.9) writes: default lib (with the DOM), no @types packages.
	"tsc --init defaults, no @types/node": {
		module: "nodenext",
		target: "esnext",
		types: [],
		strict: true,
		noUncheckedIndexedAccess: true,
		exactOptionalPropertyTypes: true,
		verbatimModuleSyntax: true,
		isolatedModules: true,
		noUncheckedSideEffectImports: true,
		moduleDetection: "force",
		skipLibCheck: false,
		skipDefaultLibCheck: true,
		noEmit: true,
	},
	// A Node program: Node's types, and no DOM library.
	"Node project: lib es2022 and @types/node, no DOM": {
		module: "nodenext",
		target: "es2022",
		lib: ["es2022"],
		types: ["node"],
		typeRoots: [join(ROOT, "node_modules/@types")],
		strict: true,
		skipLibCheck: false,
		skipDefaultLibCheck: true,
		noEmit: true,
	},
};

describe("the packages as installed from their tarballs", () => {
	it("carry the LICENSE and the manifest's repository, homepage, bugs, keywords and engines", () => {
		const license = readFileSync(join(ROOT, "LICENSE"), "utf8");
		expect(tarballs.map((tarball) => tarball.name).sort()).toEqual(
			PUBLISHED.map((name) => `@hubkit/${name}`).sort(),
		);
		for (const name of PUBLISHED) {
			const installed = join(project, "node_modules/@hubkit", name);
			expect(readFileSync(join(installed, "LICENSE"), "utf8"), name).toBe(license);
			const manifest = JSON.parse(readFileSync(join(installed, "package.json"), "utf8"));
			expect(manifest, name).toMatchObject({
				license: "MIT",
				repository: { type: "git", url: REPOSITORY, directory: `packages/${name}` },
				homepage: expect.stringMatching(/^https:\/\/github\.com\/hubkit-dev\/hubkit\b/),
				bugs: { url: "https://github.com/hubkit-dev/hubkit/issues" },
				engines: { node: ">=20.19" },
			});
			expect(manifest.keywords.length, name).toBeGreaterThan(0);
		}
	});

	it("import() and require() load every package, and a call through the installed client reaches the installed emulator", async () => {
		const [esm, cjs] = await Promise.all([
			consume("consumer.mjs", ESM_CONSUMER),
			consume("consumer.cjs", CJS_CONSUMER),
		]);
		expect(cjs).toEqual(esm);
		expect(esm.exports.tasks).toContain("PIPELINE_DATA");
		expect(esm.exports.inference).toContain("InferenceClient");
		// The generator's parts live behind the subpath only.
		expect(esm.exports.internal).toContain("buildRequestParts");
		expect(esm.exports.inference).not.toContain("buildRequestParts");
		expect(esm.parts).toEqual({
			url: "https://router.huggingface.co/together/v1/chat/completions",
			payload: "json",
		});
		expect(esm.exports.snippets).toContain("getInferenceSnippets");
		expect(esm.exports.emulator).toContain("startEmulator");
		expect(esm.tasks).toBeGreaterThan(0);
		expect(esm.reply).toContain("France");
		expect(esm.streamed.length).toBeGreaterThan(0);
		expect(esm.snippetClients).toContain("sh/curl");
		expect(esm.requests.filter((request) => request.startsWith("POST ")).length).toBe(2);
	});

	it("a bundler keeps the emulator's redirect-hosts preload, the one module run for its side effect", async () => {
		const entry = join(project, "preload-entry.mjs");
		writeFileSync(entry, 'import "@hubkit/emulator/redirect-hosts";\n');
		const bundled = await build({
			entryPoints: [entry],
			bundle: true,
			platform: "node",
			write: false,
			logLevel: "silent",
		});
		expect(bundled.warnings.map((warning) => warning.text)).toEqual([]);
		expect(bundled.outputFiles[0]?.text).toContain("HUBKIT_REDIRECTS");
	});

	it.each(Object.entries(TS_PROJECTS))(
		"the declarations compile, imported and required, in a fresh strict project: %s",
		async (label, compilerOptions) => {
			const directory = join(project, label.replace(/[^a-z0-9]+/gi, "-"));
			mkdirSync(directory);
			writeFileSync(join(directory, "check-import.mts"), TYPED_ESM);
			writeFileSync(join(directory, "check-require.cts"), TYPED_CJS);
			writeFileSync(
				join(directory, "tsconfig.json"),
				JSON.stringify({ compilerOptions, files: ["check-import.mts", "check-require.cts"] }),
			);
			// Checking @types/node in full is about 8 s of CPU: on a machine at load 15 tsc ran past the
			// 30 s a program gets by default and was killed. The limit is only there so a hang ends.
			const result = await run(TSC, ["-p", "tsconfig.json"], { cwd: directory, timeoutMs: 110_000 });
			expect(result.stdout + result.stderr).toBe("");
			expect(result.signal).toBeNull();
			expect(result.code).toBe(0);
		},
		120_000,
	);

	it("npx hubkit-mcp, run in the project, lists its tools and reads a page of the docs it ships to the MCP SDK's client", async () => {
		const env = Object.fromEntries(
			Object.entries(cleanEnvironment({})).filter(
				(entry): entry is [string, string] => entry[1] !== undefined,
			),
		);
		const client = new Client({ name: "hubkit-installed-test", version: "0.0.0" });
		await client.connect(
			new StdioClientTransport({ command: "npx", args: ["hubkit-mcp"], cwd: project, env, stderr: "pipe" }),
		);
		try {
			const { tools } = await client.listTools();
			expect(tools.map((tool) => tool.name).sort()).toEqual([
				"inference_snippets",
				"local_snippets",
				"read_page",
				"search_docs",
				"served_models",
				"task_spec",
			]);
			const page = await client.callTool({ name: "read_page", arguments: { path: "/tasks/fill-mask" } });
			const text = (page.content as { type: string; text?: string }[])
				.map((part) => part.text ?? "")
				.join("\n");
			expect(page.isError).toBeFalsy();
			expect(text).toMatch(/^# Fill-Mask$/m);
		} finally {
			await client.close();
		}
	});
});
